import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import type { ResoField, ResoResource } from './reso.mapping';

export type ResoRecord = Record<string, unknown>;

/** A field's value as OData JSON carries it: times in UTC with Z to the millisecond, dates as YYYY-MM-DD, numbers. */
function output(field: ResoField): SQL {
  if (field.collection) {
    return sql`coalesce((SELECT json_agg(v.value) FROM (${field.sql}) v), '[]'::json)`;
  }
  switch (field.type) {
    case 'Edm.DateTimeOffset':
      return sql`to_char((${field.sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'Edm.Date':
      return sql`to_char(${field.sql}, 'YYYY-MM-DD')`;
    case 'Edm.Int32':
    case 'Edm.Int64':
    case 'Edm.Decimal':
    case 'Edm.Double':
      return sql`(${field.sql})::float8`;
    default:
      return field.sql;
  }
}

function columns(resource: ResoResource, names: readonly string[]): SQL {
  return sql.join(
    names.map((name) => sql`${output(resource.fields[name]!)} AS ${sql.identifier(name)}`),
    sql`, `,
  );
}

async function rows(db: Database, query: SQL): Promise<ResoRecord[]> {
  const result = await db.execute<ResoRecord>(query);
  return ((result as { rows?: ResoRecord[] }).rows ?? result) as ResoRecord[];
}

const filtered = (resource: ResoResource, tenantId: number, where: SQL | undefined) =>
  where
    ? sql`FROM ${resource.from(tenantId)} AND (${where})`
    : sql`FROM ${resource.from(tenantId)}`;

/**
 * One page of a resource's records of the site, `names` their fields in this order. The page's
 * keys are chosen first, reading only what the filter and the order need; the fields (photo
 * counts, features, timestamps from the audit log) are then worked out for those records only,
 * not for every record $skip passes over (a page 50,000 records deep took seconds). An array
 * (an init plan, computed once) rather than IN, so the page's records are read by their key.
 */
export function selectRecords(
  db: Database,
  resource: ResoResource,
  tenantId: number,
  names: readonly string[],
  page: { where: SQL | undefined; orderBy: SQL; limit: number; offset: number },
): Promise<ResoRecord[]> {
  const key = resource.fields[resource.key]!.sql;
  return rows(
    db,
    sql`SELECT ${columns(resource, names)} FROM ${resource.from(tenantId)}
      AND (${key}) = ANY(ARRAY(SELECT ${key} ${filtered(resource, tenantId, page.where)}
        ORDER BY ${page.orderBy} LIMIT ${page.limit} OFFSET ${page.offset}))
      ORDER BY ${page.orderBy}`,
  );
}

/** How many records of the site the filter keeps. */
export async function countRecords(
  db: Database,
  resource: ResoResource,
  tenantId: number,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await rows(
    db,
    sql`SELECT count(*)::float8 AS n ${filtered(resource, tenantId, where)}`,
  );
  return Number(row?.n ?? 0);
}

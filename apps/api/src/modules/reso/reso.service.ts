import { sql } from 'drizzle-orm';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { resoResources, type ResoResource } from './reso.mapping';
import { metadataXml } from './reso.metadata';
import { countRecords, selectRecords, type ResoRecord } from './reso.repository';
import { ODataError, parseODataQuery } from './odata';

export interface ResoContext extends ModuleContext {
  /** The site's public address: the base of the service root and of the photos' addresses. */
  publicUrl: string;
  /** Records per answer: at most `max` (RESO_MAX_PAGE), `default` without $top. */
  pages: { max: number; default: number };
}

/** The most records one answer carries (`$top` above it gets this many and a nextLink). */
export const RESO_MAX_PAGE = 200;
/** The records an answer carries without `$top`. */
export const RESO_DEFAULT_PAGE = 100;

/** The feed's root address for a site: `{publicUrl}/{tenant}/reso/odata`. */
const serviceRoot = (ctx: ResoContext, tenant: Tenant) =>
  `${ctx.publicUrl}/${tenant.slug}/reso/odata`;

/** The feed's resources, in the order the metadata and the service document list them. */
function resourcesOf(ctx: ResoContext, root: string): ResoResource[] {
  const r = resoResources(ctx.publicUrl, root);
  return [r.property, r.media, r.member, r.office, r.lookupResource, r.entityEvent];
}

/** The metadata depends on no site: built once. */
let metadata: string | undefined;

/** Public: the EDMX of every site's feed (the same resources and fields everywhere). */
export function getMetadata(ctx: ResoContext, _actor: Actor | null, _tenant: Tenant): string {
  metadata ??= metadataXml(resourcesOf(ctx, ''));
  return metadata;
}

/** Public: the service document, the resources with their addresses relative to the root. */
export function getServiceDocument(ctx: ResoContext, _actor: Actor | null, tenant: Tenant) {
  const root = serviceRoot(ctx, tenant);
  return {
    '@odata.context': `${root}/$metadata`,
    value: resourcesOf(ctx, root).map((r) => ({
      name: r.name,
      kind: 'EntitySet' as const,
      url: r.name,
    })),
  };
}

const notFound = (message: string, target?: string) =>
  new ODataError(404, 'NotFound', message, target);

/**
 * A path segment after the root: `Property` or `Property('KEY')` (quotes doubled inside the key,
 * as OData writes them); EntityEvent's numeric key may also come bare, `EntityEvent(12)`.
 */
export function parseResourcePath(segment: string): { name: string; key?: string } {
  const match = /^([A-Za-z]+)(?:\((.*)\))?$/s.exec(segment);
  if (!match) throw notFound(`No such resource: ${segment}`);
  const [, name = '', rawKey] = match;
  if (rawKey === undefined) return { name };
  const quoted = /^'((?:[^']|'')*)'$/.exec(rawKey);
  if (quoted) return { name, key: quoted[1]!.replace(/''/g, "'") };
  if (/^\d{1,18}$/.test(rawKey)) return { name, key: rawKey };
  throw new ODataError(400, 'BadRequest', `The key ${rawKey} is not a quoted string`, name);
}

function findResource(ctx: ResoContext, tenant: Tenant, name: string) {
  const root = serviceRoot(ctx, tenant);
  const resource = resourcesOf(ctx, root).find((r) => r.name === name);
  if (!resource) throw notFound(`No such resource: ${name}`, name);
  return { root, resource, all: resourcesOf(ctx, root) };
}

type Query = Record<string, unknown>;

/** The records of `resource` with the media of each listing, when $expand=Media asked for them. */
async function withExpansions(
  ctx: ResoContext,
  tenant: Tenant,
  resource: ResoResource,
  all: ResoResource[],
  records: ResoRecord[],
  expand: readonly string[],
  keep: ReadonlySet<string>,
): Promise<ResoRecord[]> {
  if (expand.includes('Media') && resource.name === 'Property' && records.length) {
    const media = all.find((r) => r.name === 'Media')!;
    const keys = records.map((r) => String(r[resource.key]));
    const rows = await selectRecords(ctx.db, media, tenant.id, Object.keys(media.fields), {
      where: sql`${media.fields.ResourceRecordKey!.sql} IN (${sql.join(
        keys.map((k) => sql`${k}::text`),
        sql`, `,
      )})`,
      orderBy: sql`${media.fields.ResourceRecordKey!.sql}, i.position, i.id`,
      limit: ctx.pages.max * 100,
      offset: 0,
    });
    const byListing = new Map<string, ResoRecord[]>();
    for (const m of rows) {
      const key = String(m.ResourceRecordKey);
      byListing.set(key, [...(byListing.get(key) ?? []), m]);
    }
    for (const record of records) record.Media = byListing.get(String(record[resource.key])) ?? [];
  }
  return records.map((record) =>
    Object.fromEntries(Object.entries(record).filter(([k]) => keep.has(k) || k === 'Media')),
  );
}

/** The fields to read: the chosen ones, and the key when an expansion needs it. */
function fieldsToRead(resource: ResoResource, select: string[] | undefined, expand: string[]) {
  const chosen = select ?? Object.keys(resource.fields);
  const read = expand.length && !chosen.includes(resource.key) ? [...chosen, resource.key] : chosen;
  return { read, keep: new Set(chosen) };
}

/** The most records a consumer may ask for in one query ($top), over as many pages as it takes. */
const MAX_ASKED = 1_000_000_000;

/** The query string again, with $top and $skip replaced: the address of the next page. */
function nextLink(root: string, name: string, query: Query, top: number | undefined, skip: number) {
  const parts = Object.entries(query)
    .filter(([k]) => k !== '$top' && k !== '$skip')
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => [k, String(one)] as const));
  if (top !== undefined) parts.push(['$top', String(top)]);
  parts.push(['$skip', String(skip)]);
  const text = parts
    .map(([k, v]) => `${encodeURIComponent(k).replace(/%24/g, '$')}=${encodeURIComponent(v)}`)
    .join('&');
  return `${root}/${name}?${text}`;
}

/**
 * Public: a page of a resource's records the public may see on this site, with server-driven
 * paging: at most RESO_MAX_PAGE records, and @odata.nextLink while more remain. 404 for an
 * unknown resource; 400 (or 501) for a query option it cannot answer.
 */
export async function listRecords(
  ctx: ResoContext,
  _actor: Actor | null,
  tenant: Tenant,
  name: string,
  query: Query,
) {
  const { root, resource, all } = findResource(ctx, tenant, name);
  const q = parseODataQuery(query, resource.fields, {
    // A $top above the page's maximum is served over several pages, not refused.
    maxTop: MAX_ASKED,
    defaultTop: ctx.pages.default,
    expandable: resource.expandable,
    keyOrder: resource.keyOrder,
  });
  const top = Math.min(q.top, ctx.pages.max);
  const { read, keep } = fieldsToRead(resource, q.select, q.expand);
  const rows = await selectRecords(ctx.db, resource, tenant.id, read, {
    where: q.where,
    orderBy: q.orderBy,
    limit: top + 1,
    offset: q.skip,
  });
  const more = rows.length > top;
  const page = await withExpansions(ctx, tenant, resource, all, rows.slice(0, top), q.expand, keep);
  const asked = typeof query.$top === 'string' ? Number(query.$top) : undefined;
  const left = asked === undefined ? undefined : asked - top;
  const hasNext = more && (left === undefined || left > 0);
  return {
    '@odata.context': `${root}/$metadata#${resource.name}`,
    ...(q.count && {
      '@odata.count': await countRecords(ctx.db, resource, tenant.id, q.where),
    }),
    value: page,
    ...(hasNext && {
      '@odata.nextLink': nextLink(root, resource.name, query, left, q.skip + top),
    }),
  };
}

/** Public: one record by its key; 404 when the site's feed has no such record. */
export async function getRecord(
  ctx: ResoContext,
  _actor: Actor | null,
  tenant: Tenant,
  name: string,
  key: string,
  query: Query,
) {
  const { root, resource, all } = findResource(ctx, tenant, name);
  const { $select, $expand } = query;
  const q = parseODataQuery(
    { ...($select !== undefined && { $select }), ...($expand !== undefined && { $expand }) },
    resource.fields,
    { maxTop: 1, defaultTop: 1, expandable: resource.expandable, keyOrder: resource.keyOrder },
  );
  const keyField = resource.fields[resource.key]!;
  if (keyField.type !== 'Edm.String' && !/^\d{1,18}$/.test(key)) {
    throw notFound(`No ${resource.name} with key ${key}`, resource.key);
  }
  const { read, keep } = fieldsToRead(resource, q.select, q.expand);
  const rows = await selectRecords(ctx.db, resource, tenant.id, read, {
    where:
      keyField.type === 'Edm.String'
        ? sql`${keyField.sql} = ${key}::text`
        : sql`${keyField.sql} = ${key}::bigint`,
    orderBy: resource.keyOrder,
    limit: 1,
    offset: 0,
  });
  if (!rows.length) throw notFound(`No ${resource.name} with key ${key}`, resource.key);
  const [record] = await withExpansions(ctx, tenant, resource, all, rows, q.expand, keep);
  return { '@odata.context': `${root}/$metadata#${resource.name}/$entity`, ...record };
}

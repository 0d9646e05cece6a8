import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { parseODataQuery, type ODataFields, type ODataQueryOptions } from '.';

/** Fields of a listing resource over `properties p`, one of each type, for the tests. */
export const fields: ODataFields = {
  ListingKey: { type: 'Edm.String', sql: sql`p.public_id`, nullable: false },
  City: { type: 'Edm.String', sql: sql`p.city` },
  ListPrice: { type: 'Edm.Decimal', sql: sql`p.price` },
  BedroomsTotal: { type: 'Edm.Int32', sql: sql`p.bedrooms` },
  PhotosCount: { type: 'Edm.Int64', sql: sql`p.photos`, nullable: false },
  Latitude: { type: 'Edm.Double', sql: sql`p.lat` },
  NewConstructionYN: { type: 'Edm.Boolean', sql: sql`p.new_construction` },
  ListingContractDate: { type: 'Edm.Date', sql: sql`p.contract_date` },
  ModificationTimestamp: { type: 'Edm.DateTimeOffset', sql: sql`p.modified_at`, nullable: false },
  OriginalEntryTimestamp: { type: 'Edm.DateTimeOffset', sql: sql`p.created_at` },
  PublicRemarks: { type: 'Edm.String', sql: sql`p.remarks`, sortable: false },
  Appliances: {
    type: 'Edm.String',
    collection: true,
    sql: sql`select unnest(p.appliances) as value`,
  },
  RoomLevels: {
    type: 'Edm.Int32',
    collection: true,
    sql: sql`select r.level as value from rooms r where r.property_id = p.id`,
  },
};

export const options: ODataQueryOptions = {
  maxTop: 200,
  defaultTop: 100,
  expandable: ['Media'],
  keyOrder: sql`p.public_id asc`,
};

export const NOW = new Date('2026-11-27T12:00:00.000Z');

const dialect = new PgDialect();

export function render(condition: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(condition);
}

/** The WHERE condition a $filter gives, rendered as PostgreSQL would receive it. */
export function where(filter: string): { sql: string; params: unknown[] } {
  const { where: condition } = parseODataQuery({ $filter: filter }, fields, options, NOW);
  if (!condition) throw new Error('no condition');
  return render(condition);
}

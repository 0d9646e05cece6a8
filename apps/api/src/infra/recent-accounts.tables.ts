import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const accountVersions = pgTable('account_versions', {
  tenantId: integer('tenant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/api/src/infra/db';
import { seedBenchData } from '../api/seed';

/**
 * Every listing of the site `tenant` live with `photos` photos each (rows with variants, as
 * uploads store them; no files behind them), and the audit entries a listing gets on its way:
 * created, then approved, a photo uploaded. The feed bench reads it; the replication bench
 * replicates it.
 */
export async function seedFeed(
  db: DatabaseHandle['db'],
  options: { tenant: string; listings: number; photos: number },
): Promise<void> {
  const { tenant, listings, photos } = options;
  await seedBenchData(db, {
    listingsPerTenant: listings,
    agentsPerTenant: 25,
    eventsPerTenant: 0,
    tenants: [tenant],
    allLive: true,
  });
  await db.execute(sql`
    INSERT INTO property_images (property_id, tenant_id, location, name, file_download_uri,
      variants, storage_keys, created_at)
    SELECT p.id, p.tenant_id, (ARRAY['LIVING_ROOM', 'KITCHEN', 'BEDROOM'])[1 + (k - 1) % 3],
           'bench-' || p.id || '-' || k || '.jpg',
           '/files/${sql.raw(tenant)}/bench-' || p.id || '-' || k || '.jpg',
           jsonb_build_object('full', '/files/${sql.raw(tenant)}/bench-' || p.id || '-' || k || '-full.webp',
                              'thumbnail', '/files/${sql.raw(tenant)}/bench-' || p.id || '-' || k || '-thumb.webp'),
           '{}', p.created_at
    FROM properties p CROSS JOIN generate_series(1, ${photos}::int) k
    WHERE p.public_id LIKE 'BP%'`);
  await db.execute(sql`
    INSERT INTO audit_log (tenant_id, at, entity, entity_id, property_id, action)
    SELECT p.tenant_id, p.created_at + e.after, e.entity, p.public_id, p.public_id, e.action
    FROM properties p CROSS JOIN (VALUES
      ('property', 'create', interval '0'),
      ('image', 'upload', interval '10 seconds'),
      ('moderation', 'approve', interval '1 hour')) AS e(entity, action, after)
    WHERE p.public_id LIKE 'BP%'`);
  await db.execute(sql`VACUUM ANALYZE property_images`);
  await db.execute(sql`VACUUM ANALYZE audit_log`);
  // What autovacuum does within a minute of the seed since migration 0028 (before it, these small
  // tables were never analyzed, and a page took seconds: see bench/README.md).
  await db.execute(sql`ANALYZE countries, cities, suburbs, property_types, features`);
}

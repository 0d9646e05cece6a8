import { sql } from 'drizzle-orm';
import type { Database } from '../../infra/db';

/**
 * The keys a row names: listing and unit photos (their keys), event banners, banner images and
 * article covers (the keys inside their photo), agency logos (by address). A new kind of stored
 * file adds its table here, or the sweep would take its files for unfinished uploads.
 */
export async function namedKeys(
  db: Database,
  files: { key: string; url: string }[],
): Promise<Set<string>> {
  const keys = files.map((f) => f.key);
  const urls = files.map((f) => f.url);
  const result = await db.execute<{ key: string }>(sql`
    SELECT f.key FROM unnest(${sql.param(keys)}::text[], ${sql.param(urls)}::text[]) AS f (key, url)
    WHERE EXISTS (SELECT 1 FROM property_images i WHERE f.key = ANY (i.storage_keys))
       OR EXISTS (SELECT 1 FROM unit_images i WHERE f.key = ANY (i.storage_keys))
       OR EXISTS (SELECT 1 FROM events e WHERE jsonb_exists(e.banner -> 'storageKeys', f.key))
       OR EXISTS (SELECT 1 FROM banners b WHERE jsonb_exists(b.image -> 'storageKeys', f.key))
       OR EXISTS (SELECT 1 FROM articles a WHERE jsonb_exists(a.cover -> 'storageKeys', f.key))
       OR EXISTS (SELECT 1 FROM agents g WHERE g.image_url = f.url)`);
  const rows = ((result as { rows?: { key: string }[] }).rows ?? result) as { key: string }[];
  return new Set(rows.map((r) => r.key));
}

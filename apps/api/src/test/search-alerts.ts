import { sql } from 'drizzle-orm';
import type { TestApp } from './helper';

/**
 * Hands the saved searches' alerts to a test's own worker on its own clock: stops the app's
 * worker, which runs on the real clock from the app's start, and forgets the scheduled sending it
 * did if the real time was past 08:00 in the site's zone (else the test's "08:00" finds today's
 * sending done, and the test passes or fails by the hour it runs at).
 */
export async function takeOverSearchAlerts(t: TestApp): Promise<void> {
  await t.app.searchAlerts.stop();
  await t.db.execute(sql`UPDATE search_alert_cursors SET scheduled_on = NULL`);
}

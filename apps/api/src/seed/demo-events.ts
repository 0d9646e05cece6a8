import { and, eq } from 'drizzle-orm';
import { eventBody, type EventInput } from '@propdesk/shared';
import type { ModuleContext } from '../infra/context';
import type { Tenant } from '../infra/tenant';
import { addAgentEvent } from '../modules/events';
import { eventCategories, suburbs } from '../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Whole hours, `days` from today at `hourUtc` (UTC), so demo times read like real ones. */
function at(days: number, hourUtc: number): string {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return new Date(today.getTime() + days * DAY + hourUtc * HOUR).toISOString();
}

async function categoryId(ctx: ModuleContext, tenant: Tenant, name: string) {
  const [row] = await ctx.db
    .select({ publicId: eventCategories.publicId })
    .from(eventCategories)
    .where(and(eq(eventCategories.tenantId, tenant.id), eq(eventCategories.name, name)));
  return row?.publicId ?? null;
}

/**
 * A few events of the demo agent, dated from the day the seed runs: two upcoming, one in
 * progress, one past and one cancelled. Without banners: the demo seed stores no photos.
 */
export async function seedDemoEvents(ctx: ModuleContext, tenant: Tenant, agentPublicId: string) {
  const [avondale] = await ctx.db
    .select({ publicId: suburbs.publicId })
    .from(suburbs)
    .where(and(eq(suburbs.tenantId, tenant.id), eq(suburbs.name, 'Avondale')))
    .limit(1);
  const suburbId = avondale?.publicId ?? null;
  const now = Date.now();
  const events: (EventInput & { cancelled?: boolean })[] = [
    {
      name: 'Avondale open day',
      title: 'Open house: family homes in Avondale',
      description: 'Walk through three renovated family homes; our agents answer on the spot.',
      start: at(5, 8),
      end: at(5, 11),
      location: '12 King George Road',
      suburbId,
      type: 'EVENT',
      capacity: 40,
      category: await categoryId(ctx, tenant, 'Open house'),
    },
    {
      name: 'First-time buyers workshop',
      description: 'Deposits, bonds and transfer costs explained, with time for questions.',
      start: at(12, 15),
      end: at(12, 17),
      liveLink: 'https://meet.example.com/first-time-buyers',
      type: 'WORKSHOP',
      rate: 10,
      registration: 'https://example.com/register/first-time-buyers',
      category: await categoryId(ctx, tenant, 'Webinar'),
    },
    {
      name: 'Weekly team meeting',
      description: 'New listings and viewings for the week.',
      start: new Date(now - HOUR).toISOString(),
      end: new Date(now + 2 * HOUR).toISOString(),
      location: 'Sunrise Realty office',
      type: 'MEETING',
      registration: 'CLOSED',
    },
    {
      name: 'Borrowdale auction',
      description: 'Five stands and two townhouses under the hammer.',
      start: at(-9, 9),
      end: at(-9, 12),
      location: 'Borrowdale Race Course, main hall',
      type: 'EVENT',
      capacity: 200,
      category: await categoryId(ctx, tenant, 'Auction'),
    },
    {
      name: 'Landlords networking evening',
      description: 'Postponed to next quarter.',
      start: at(8, 16),
      end: at(8, 18),
      location: 'Meikles Hotel',
      type: 'EVENT',
      rate: 15,
      category: await categoryId(ctx, tenant, 'Networking'),
      cancelled: true,
    },
  ];
  for (const { cancelled, ...input } of events) {
    await addAgentEvent(ctx, tenant, agentPublicId, eventBody.parse(input), { cancelled });
  }
}

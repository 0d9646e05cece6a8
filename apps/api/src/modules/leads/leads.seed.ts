import type { LeadStatus, ViewingStatus } from '@propdesk/shared';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { findAccountByEmail } from '../users';
import * as repo from './leads.repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Whole hours, `days` from today at `hourUtc` (UTC), so demo times read like real ones. */
function at(days: number, hourUtc: number): Date {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return new Date(today.getTime() + days * DAY + hourUtc * HOUR);
}

interface DemoLead {
  fromCustomer?: boolean;
  name: string;
  email: string;
  phone: string | null;
  kind: 'INQUIRY' | 'VIEWING';
  status: LeadStatus;
  read: boolean;
  sentAt: Date;
  message: string | null;
  times?: Date[];
  agreedAt?: Date;
  reply?: { body: string; at: Date };
  history?: { status: ViewingStatus; at: Date }[];
}

function demoLeads(customer: { name: string; email: string; phone: string | null }): DemoLead[] {
  const viaCustomer = { fromCustomer: true, ...customer };
  return [
    {
      name: 'Rudo Chikore',
      email: 'rudo.chikore@example.com',
      phone: '+263 77 234 5678',
      kind: 'INQUIRY',
      status: 'OPEN',
      read: false,
      sentAt: at(-1, 7),
      message: 'Good morning. Is the house still available, and are pets allowed?',
    },
    {
      ...viaCustomer,
      kind: 'INQUIRY',
      status: 'ANSWERED',
      read: true,
      sentAt: at(-3, 12),
      message: 'Does the rent include water and refuse collection?',
      reply: {
        body: 'Hello Chipo, water and refuse are included; electricity is prepaid.',
        at: at(-3, 15),
      },
    },
    {
      name: 'Farai Mutasa',
      email: 'farai.mutasa@example.com',
      phone: '+263 78 345 6789',
      kind: 'VIEWING',
      status: 'REQUESTED',
      read: false,
      sentAt: at(0, 6),
      message: 'Any weekday after 4 pm works for me.',
      times: [at(2, 14), at(3, 14)],
      history: [{ status: 'REQUESTED', at: at(0, 6) }],
    },
    {
      ...viaCustomer,
      kind: 'VIEWING',
      status: 'CONFIRMED',
      read: true,
      sentAt: at(-2, 9),
      message: null,
      times: [at(4, 8), at(5, 8)],
      agreedAt: at(4, 8),
      history: [
        { status: 'REQUESTED', at: at(-2, 9) },
        { status: 'CONFIRMED', at: at(-2, 11) },
      ],
    },
    {
      name: 'Tendai Banda',
      email: 'tendai.banda@example.com',
      phone: '+263 71 456 7890',
      kind: 'VIEWING',
      status: 'DONE',
      read: true,
      sentAt: at(-10, 8),
      message: 'I would like to see it with my wife.',
      times: [at(-6, 9)],
      agreedAt: at(-6, 9),
      history: [
        { status: 'REQUESTED', at: at(-10, 8) },
        { status: 'CONFIRMED', at: at(-9, 10) },
        { status: 'DONE', at: at(-6, 11) },
      ],
    },
  ];
}

/**
 * A few leads on the demo agent's live listings: two questions (one answered), three viewings
 * (requested, confirmed, done), two of them from the demo customer. No notices: nobody is told
 * about demo data. Does nothing while the agent has no live listing or already has leads. No
 * access check: for the seed.
 */
export async function seedDemoLeads(
  ctx: ModuleContext,
  tenant: Tenant,
  accounts: { agentEmail: string; customerEmail: string },
  /** The agent's live listings, oldest first (the properties module's): the leads go on them. */
  liveListings: (agentUserId: number, limit: number) => Promise<{ id: number }[]>,
): Promise<number> {
  const [agent, customer] = await Promise.all([
    findAccountByEmail(ctx, tenant, accounts.agentEmail),
    findAccountByEmail(ctx, tenant, accounts.customerEmail),
  ]);
  if (!agent || !customer) return 0;
  const listings = await liveListings(agent.id, 3);
  if (!listings.length || (await repo.hasLeads(ctx.db, tenant.id, agent.id))) return 0;
  const person = {
    name: `${customer.firstName} ${customer.lastName}`.trim() || customer.email,
    email: customer.email,
    phone: customer.mobile,
  };
  const leads = demoLeads(person);
  for (const [index, demo] of leads.entries()) {
    const lastActivityAt = demo.history?.at(-1)?.at ?? demo.reply?.at ?? demo.sentAt;
    const lead = await repo.insertLead(ctx.db, tenant.id, {
      publicId: newPublicId(),
      propertyId: listings[index % listings.length]!.id,
      agentUserId: agent.id,
      customerUserId: demo.fromCustomer ? customer.id : null,
      kind: demo.kind,
      status: demo.status,
      name: demo.name,
      email: demo.email,
      phone: demo.phone,
      preferredTimes: demo.times ?? [],
      agreedAt: demo.agreedAt ?? null,
      clientAddress: '127.0.0.1',
      read: demo.read,
      createdAt: demo.sentAt,
      updatedAt: lastActivityAt,
      lastActivityAt,
    });
    const message = (sender: 'CUSTOMER' | 'AGENT', body: string, createdAt: Date) =>
      repo.insertMessage(ctx.db, tenant.id, {
        publicId: newPublicId(),
        leadId: lead.id,
        sender,
        body,
        createdAt,
      });
    if (demo.message) await message('CUSTOMER', demo.message, demo.sentAt);
    if (demo.reply) await message('AGENT', demo.reply.body, demo.reply.at);
    for (const step of demo.history ?? []) {
      await repo.insertEvent(ctx.db, tenant.id, lead.id, step.status, step.at);
    }
  }
  return leads.length;
}

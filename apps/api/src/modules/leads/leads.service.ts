import {
  AppError,
  LEAD_MESSAGES,
  canMoveViewing,
  isHoneypotFilled,
  pageRequest,
  type InquiryStatus,
  type LanguageCode,
  type LeadKind,
  type LeadStatus,
  type ViewingStatus,
} from '@propdesk/shared';
import type { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import type {
  customerTourBody,
  inquiryBody,
  tourBody,
  viewingDecisionBody,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { Database } from '../../infra/db';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import { enqueueNotice, type NoticeInput, type NoticesContext } from '../notices';
import { findListingOwner, findVisibleListing } from '../properties';
import { agentRows, findAccountById } from '../users';
import {
  canCancelLead,
  canHandleLead,
  canListCustomerLeads,
  canManageLeads,
  canRequestTourAs,
  canSeeLead,
  LEAD_NOT_FOUND,
} from './leads.access';
import * as notices from './leads.notices';
import * as repo from './leads.repository';
import type {
  AgentLeadListQuery,
  CustomerLeadListQuery,
  LeadDetailView,
  LeadView,
} from './leads.schemas';

/** What the leads module needs: the database, where notices go, their links and the limits. */
export interface LeadsContext extends ModuleContext {
  notices: NoticesContext;
  links: notices.LeadLinks;
  limits: { perAddress: number; perEmail: number };
  /** Leads with their listings and people (read-models/lead-cards.ts). */
  cards: LeadCards;
}

/**
 * A lead with what its view shows: the listing (title, photo, price, place), the listing
 * agent's public id, the customer's public id and the person's first message.
 */
export interface LeadCard {
  lead: repo.LeadRow;
  property: {
    publicId: string;
    title: string;
    profilePhoto: string | null;
    price: number | null;
    currency: string;
    suburb: string | null;
    city: string | null;
  };
  agentId: string;
  customerId: string | null;
  message: string | null;
}

/** Reads lead cards: one by public id, or a page of those `where` keeps, newest activity first. */
export interface LeadCards {
  find(db: Database, tenantId: number, publicId: string): Promise<LeadCard | undefined>;
  list(
    db: Database,
    where: SQL | undefined,
    page: { size: number; offset: number },
  ): Promise<LeadCard[]>;
}

const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
const EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

type InquiryFields = z.output<typeof inquiryBody>;
type TourFields = z.output<typeof tourBody>;
type CustomerTourFields = z.output<typeof customerTourBody>;
type ViewingDecision = z.output<typeof viewingDecisionBody>;

const iso = (value: Date | string) => new Date(value).toISOString();

function leadView(row: LeadCard): LeadView {
  const { lead, property } = row;
  const preferredTimes = lead.preferredTimes.map(iso);
  const date =
    lead.kind === 'VIEWING'
      ? lead.agreedAt
        ? iso(lead.agreedAt)
        : (preferredTimes[0] ?? null)
      : null;
  return {
    publicId: lead.publicId,
    kind: lead.kind,
    status: lead.status,
    read: lead.read,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: row.message,
    preferredTimes,
    date,
    title: property.title,
    propertyDetails: {
      publicId: property.publicId,
      title: property.title,
      image_url: property.profilePhoto,
      price: property.price,
      currency: property.currency,
      suburb: property.suburb,
      city: property.city,
    },
    customerId: row.customerId,
    agentId: row.agentId,
    createdAt: iso(lead.createdAt),
    updatedAt: iso(lead.updatedAt),
    lastActivityAt: iso(lead.lastActivityAt),
  };
}

async function readLead(ctx: LeadsContext, tenant: Tenant, publicId: string) {
  const row = await ctx.cards.find(ctx.db, tenant.id, publicId);
  if (!row) throw new AppError('NOT_FOUND', LEAD_NOT_FOUND);
  return row;
}

async function detailView(
  ctx: ModuleContext,
  tenant: Tenant,
  row: LeadCard,
): Promise<LeadDetailView> {
  const [messages, events] = await Promise.all([
    repo.listMessages(ctx.db, tenant.id, row.lead.id),
    repo.listEvents(ctx.db, tenant.id, row.lead.id),
  ]);
  return {
    ...leadView(row),
    messages: messages.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    events: events.map((e) => ({ status: e.status, at: iso(e.at) })),
  };
}

async function agentContact(
  ctx: ModuleContext,
  tenant: Tenant,
  userId: number,
): Promise<notices.AgentContact> {
  const row = await agentRows.findAgentContact(ctx.db, tenant.id, userId);
  // The lead's agent row goes with its user (ON DELETE CASCADE), so it is always there.
  if (!row) throw new AppError('NOT_FOUND', 'Agent not found');
  const person = `${row.firstName} ${row.lastName}`.trim();
  return {
    publicId: row.publicId,
    name: row.agency ?? (person || row.email),
    email: row.email,
    language: row.language,
  };
}

/** Writes in the transaction `tx` and queues the notice with it: both are kept or neither. */
function queue(tx: LeadsContext, tenant: Tenant, notice: NoticeInput) {
  return enqueueNotice({ ...tx.notices, db: tx.db }, tenant.id, notice);
}

/**
 * Refuses a sender over the site's limits: leads from one client address in 15 minutes, and
 * from one email in 24 hours. Counted in the database so every server process shares the
 * count; the sender's lock makes two requests at once count one after the other.
 */
async function admitSender(tx: LeadsContext, tenant: Tenant, clientAddress: string, email: string) {
  await repo.lockSender(tx.db, tenant.id, `lead-address:${clientAddress}`);
  await repo.lockSender(tx.db, tenant.id, `lead-email:${email}`);
  const now = Date.now();
  const [byAddress, byEmail] = await Promise.all([
    repo.countSentSince(tx.db, tenant.id, { clientAddress }, new Date(now - ADDRESS_WINDOW_MS)),
    repo.countSentSince(tx.db, tenant.id, { email }, new Date(now - EMAIL_WINDOW_MS)),
  ]);
  if (byAddress >= tx.limits.perAddress || byEmail >= tx.limits.perEmail) {
    throw new AppError('TOO_MANY_REQUESTS', LEAD_MESSAGES.tooMany);
  }
}

interface Submission {
  kind: LeadKind;
  propertyPublicId: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  times: string[];
  website?: string | undefined;
}

/**
 * Stores a question or a viewing request about a live listing and tells the listing's agent,
 * in one transaction. A filled-in honeypot is refused before anything is read or written.
 */
async function submitLead(
  ctx: LeadsContext,
  actor: Actor | null,
  tenant: Tenant,
  sender: Sender,
  input: Submission,
): Promise<LeadView> {
  if (isHoneypotFilled(input)) throw new AppError('BAD_REQUEST', LEAD_MESSAGES.refused);
  // Anyone may write about a live listing, and only about one: read it as the public does.
  const listing = await findVisibleListing(ctx, null, tenant, input.propertyPublicId);
  if (actor && listing.userId === actor.userId) {
    throw new AppError('CONFLICT', 'This is your listing');
  }
  return inTransaction(ctx, async (tx) => {
    await admitSender(tx, tenant, sender.address, input.email);
    const status: LeadStatus = input.kind === 'VIEWING' ? 'REQUESTED' : 'OPEN';
    const lead = await repo.insertLead(tx.db, tenant.id, {
      publicId: newPublicId(),
      propertyId: listing.id,
      agentUserId: listing.userId,
      customerUserId: actor?.customerId ? actor.userId : null,
      kind: input.kind,
      status,
      name: input.name,
      email: input.email,
      phone: input.phone,
      preferredTimes: input.times.map((time) => new Date(time)).sort((a, b) => +a - +b),
      clientAddress: sender.address,
      language: sender.language,
    });
    if (input.message) {
      await repo.insertMessage(tx.db, tenant.id, {
        publicId: newPublicId(),
        leadId: lead.id,
        sender: 'CUSTOMER',
        body: input.message,
      });
    }
    if (input.kind === 'VIEWING') await repo.insertEvent(tx.db, tenant.id, lead.id, 'REQUESTED');
    const view = leadView(await readLead(tx, tenant, lead.publicId));
    const agent = await agentContact(tx, tenant, listing.userId);
    await queue(tx, tenant, notices.leadCreatedNotice(tx.links, tenant, view, agent));
    return view;
  });
}

/** Who sent a lead: their address (for the sending limits) and the language of their request. */
export interface Sender {
  address: string;
  language: LanguageCode;
}

/** A question about a live listing, from anyone; a signed-in customer's is linked to them. */
export function createInquiry(
  ctx: LeadsContext,
  actor: Actor | null,
  tenant: Tenant,
  sender: Sender,
  input: InquiryFields,
) {
  return submitLead(ctx, actor, tenant, sender, {
    kind: 'INQUIRY',
    propertyPublicId: input.propertyId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    times: [],
    website: input.website,
  });
}

/** A viewing request from anyone; a signed-in customer's is linked to them. */
export function createTour(
  ctx: LeadsContext,
  actor: Actor | null,
  tenant: Tenant,
  sender: Sender,
  propertyPublicId: string,
  input: TourFields,
) {
  return submitLead(ctx, actor, tenant, sender, {
    kind: 'VIEWING',
    propertyPublicId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    times: input.times,
    website: input.website,
  });
}

/** A signed-in customer's viewing request: name and email come from their account. */
export async function createCustomerTour(
  ctx: LeadsContext,
  actor: Actor,
  tenant: Tenant,
  sender: Sender,
  propertyPublicId: string,
  customerId: string,
  input: CustomerTourFields,
) {
  authorize(actor, canRequestTourAs, { customerId });
  const account = await findAccountById(ctx, tenant, actor.userId);
  if (!account) throw new AppError('NOT_FOUND', 'Customer not found');
  const name = `${account.firstName} ${account.lastName}`.trim() || account.email;
  return submitLead(ctx, actor, tenant, sender, {
    kind: 'VIEWING',
    propertyPublicId,
    name,
    email: account.email,
    phone: input.phone ?? account.mobile ?? account.telephone ?? null,
    message: input.message,
    times: input.times,
  });
}

/** The list filters as the repository takes them; undefined when the listing named is unknown. */
async function listFilters(
  ctx: ModuleContext,
  tenant: Tenant,
  query: CustomerLeadListQuery & { unread?: boolean },
): Promise<repo.LeadFilters | undefined> {
  const propertyId = query.property
    ? (await findListingOwner(ctx, tenant, query.property))?.id
    : undefined;
  if (query.property && propertyId === undefined) return undefined;
  return {
    ...(query.kind && { kinds: query.kind }),
    ...(query.status && { statuses: query.status }),
    ...(propertyId !== undefined && { propertyId }),
    ...(query.unread && { unread: true }),
  };
}

async function leadPage(
  ctx: LeadsContext,
  tenant: Tenant,
  owner: repo.LeadOwner,
  query: CustomerLeadListQuery & { unread?: boolean },
) {
  const page = pageRequest(1, query.page, query.elementPerPage);
  const filters = await listFilters(ctx, tenant, query);
  if (!filters) return toPage([], 0, page);
  const [rows, total] = await Promise.all([
    ctx.cards.list(ctx.db, repo.matching(tenant.id, owner, filters), page),
    repo.countLeads(ctx.db, tenant.id, owner, filters),
  ]);
  return toPage(rows.map(leadView), total, page);
}

/** The calling agent's leads, newest activity first. */
export function listAgentLeads(
  ctx: LeadsContext,
  actor: Actor,
  tenant: Tenant,
  query: AgentLeadListQuery,
) {
  authorize(actor, canManageLeads);
  return leadPage(ctx, tenant, { agentUserId: actor.userId }, query);
}

/** How many of the calling agent's leads are not read. */
export async function countUnreadLeads(ctx: ModuleContext, actor: Actor, tenant: Tenant) {
  authorize(actor, canManageLeads);
  return { count: await repo.countUnread(ctx.db, tenant.id, actor.userId) };
}

/** The leads a customer sent, newest activity first: their own only. */
export function listCustomerLeads(
  ctx: LeadsContext,
  actor: Actor,
  tenant: Tenant,
  customerId: string,
  query: CustomerLeadListQuery,
) {
  authorize(actor, canListCustomerLeads, { customerId });
  return leadPage(ctx, tenant, { customerUserId: actor.userId }, query);
}

/** One lead with its thread, for its agent or its customer. Reading does not mark it read. */
export async function getLead(ctx: LeadsContext, actor: Actor, tenant: Tenant, id: string) {
  const row = authorize(actor, canSeeLead, await ctx.cards.find(ctx.db, tenant.id, id));
  return detailView(ctx, tenant, row);
}

/** The lead once the caller may handle it: the listing's agent. */
async function findHandledLead(ctx: LeadsContext, actor: Actor, tenant: Tenant, id: string) {
  return authorize(actor, canHandleLead, await ctx.cards.find(ctx.db, tenant.id, id));
}

/** A lead whose sender was erased or aged out has nobody to write to (docs/privacy.md). */
function assertSenderKnown(lead: { anonymisedAt: Date | null }) {
  if (lead.anonymisedAt) {
    throw new AppError('CONFLICT', "The sender's details were removed: nobody can be told");
  }
}

/** Marks a lead read or unread for its agent. */
export async function markLead(
  ctx: LeadsContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  read: boolean,
) {
  const row = await findHandledLead(ctx, actor, tenant, id);
  await repo.setRead(ctx.db, tenant.id, row.lead.id, read);
  return leadView(await readLead(ctx, tenant, id));
}

const CHANGED_MEANWHILE = 'This lead changed meanwhile. Reload it and try again.';

/**
 * The agent's reply: kept in the thread and emailed to the person; an open question becomes
 * answered, and the lead counts as read.
 */
export async function replyToLead(
  ctx: LeadsContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  message: string,
) {
  const row = await findHandledLead(ctx, actor, tenant, id);
  assertSenderKnown(row.lead);
  return inTransaction(ctx, async (tx) => {
    const from = row.lead.status;
    const status: LeadStatus = from === ('OPEN' satisfies InquiryStatus) ? 'ANSWERED' : from;
    if (!(await repo.touchLead(tx.db, tenant.id, row.lead.id, { from, status, read: true }))) {
      throw new AppError('CONFLICT', CHANGED_MEANWHILE);
    }
    await repo.insertMessage(tx.db, tenant.id, {
      publicId: newPublicId(),
      leadId: row.lead.id,
      sender: 'AGENT',
      body: message,
    });
    const updated = await readLead(tx, tenant, id);
    const agent = await agentContact(tx, tenant, row.lead.agentUserId);
    await queue(
      tx,
      tenant,
      notices.leadRepliedNotice(tx.links, tenant, leadView(updated), agent, message, {
        language: row.lead.language,
      }),
    );
    return detailView(tx, tenant, updated);
  });
}

function viewingOnly(kind: LeadKind, message: string) {
  if (kind !== 'VIEWING') throw new AppError('BAD_REQUEST', message);
}

function assertMove(from: LeadStatus, to: ViewingStatus) {
  if (!canMoveViewing(from as ViewingStatus, to)) {
    throw new AppError('CONFLICT', `This viewing cannot move from ${from} to ${to}`);
  }
}

/**
 * The agent confirms (with the agreed time), declines or marks a viewing done; the person is
 * emailed, with the agent's note, which the thread keeps too.
 */
export async function decideViewing(
  ctx: LeadsContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  decision: ViewingDecision,
) {
  const row = await findHandledLead(ctx, actor, tenant, id);
  viewingOnly(row.lead.kind, 'Only viewings have a status to decide');
  assertSenderKnown(row.lead);
  const from = row.lead.status;
  assertMove(from, decision.status);
  return inTransaction(ctx, async (tx) => {
    const moved = await repo.touchLead(tx.db, tenant.id, row.lead.id, {
      from,
      status: decision.status,
      read: true,
      ...(decision.status === 'CONFIRMED' &&
        decision.date && { agreedAt: new Date(decision.date) }),
    });
    if (!moved) throw new AppError('CONFLICT', CHANGED_MEANWHILE);
    await repo.insertEvent(tx.db, tenant.id, row.lead.id, decision.status);
    if (decision.message) {
      await repo.insertMessage(tx.db, tenant.id, {
        publicId: newPublicId(),
        leadId: row.lead.id,
        sender: 'AGENT',
        body: decision.message,
      });
    }
    const updated = await readLead(tx, tenant, id);
    const agent = await agentContact(tx, tenant, row.lead.agentUserId);
    await queue(
      tx,
      tenant,
      notices.viewingUpdatedNotice(
        tx.links,
        tenant,
        leadView(updated),
        agent,
        { status: decision.status, message: decision.message },
        { language: row.lead.language },
      ),
    );
    return detailView(tx, tenant, updated);
  });
}

/** The customer cancels their viewing; the agent is told, and the lead is unread for them. */
export async function cancelViewing(ctx: LeadsContext, actor: Actor, tenant: Tenant, id: string) {
  const row = authorize(actor, canCancelLead, await ctx.cards.find(ctx.db, tenant.id, id));
  viewingOnly(row.lead.kind, 'Only viewings can be cancelled');
  const from = row.lead.status;
  assertMove(from, 'CANCELLED');
  return inTransaction(ctx, async (tx) => {
    const moved = await repo.touchLead(tx.db, tenant.id, row.lead.id, {
      from,
      status: 'CANCELLED',
      read: false,
    });
    if (!moved) throw new AppError('CONFLICT', CHANGED_MEANWHILE);
    await repo.insertEvent(tx.db, tenant.id, row.lead.id, 'CANCELLED');
    const updated = await readLead(tx, tenant, id);
    const agent = await agentContact(tx, tenant, row.lead.agentUserId);
    await queue(
      tx,
      tenant,
      notices.viewingCancelledNotice(tx.links, tenant, leadView(updated), agent),
    );
    return detailView(tx, tenant, updated);
  });
}

/**
 * A customer's confirmed address collects the guest requests sent with it on this site: called
 * when they confirm the address and when they sign in with a confirmed one (in the caller's
 * transaction when it has one). No access check: the caller has proved the address is theirs,
 * and nothing but a confirmed customer account may be passed.
 */
export function joinGuestLeads(
  ctx: ModuleContext,
  tenant: Tenant,
  account: { id: number; email: string },
): Promise<number> {
  return repo.joinGuestLeads(ctx.db, tenant.id, account.id, account.email);
}

import type { FastifyBaseLogger } from 'fastify';
import {
  AppError,
  eventStatus,
  type EventFields,
  type LanguageCode,
  type PageRequest,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Storage } from '../../infra/storage';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import { categoryIn } from '../../lib/reference-words';
import { agentUserId } from '../agents';
import { deleteKeys, photoView } from '../images';
import { findSuburbId } from '../locations';
import { canChangeEvent, canManageEvents, canSeeEvent, EVENT_NOT_FOUND } from './events.access';
import * as refs from './events.references.repository';
import * as repo from './events.repository';
import type { EventListQuery, EventView } from './events.schemas';
import { assertRemoved } from '../../lib/removed';

export interface EventsContext extends ModuleContext {
  storage: Storage;
  log: FastifyBaseLogger;
}

const CANCELLED_EVENT = 'A cancelled event cannot be changed';
const UNKNOWN_CATEGORY = 'Unknown event category';
const UNKNOWN_SUBURB = 'Unknown suburb';

function eventView(
  row: repo.EventWithRefs,
  tenant: Tenant,
  now: Date,
  language: LanguageCode,
): EventView {
  const { event, agent, category, suburb } = row;
  const banner = event.banner ? photoView(event.banner) : null;
  return {
    publicId: event.publicId,
    name: event.name,
    title: event.title || event.name,
    description: event.description,
    start: event.startsAt.toISOString(),
    end: event.endsAt.toISOString(),
    location: event.location,
    suburbId: suburb?.publicId ?? null,
    suburb,
    liveLink: event.liveLink,
    type: event.type,
    status: eventStatus(
      { start: event.startsAt, end: event.endsAt, cancelled: event.cancelledAt !== null },
      now,
    ),
    capacity: event.capacity,
    registration: event.registration,
    rate: event.rate,
    currency: tenant.defaultCurrency,
    banner,
    image_url: banner?.variants.card ?? null,
    category: category && categoryIn(category, language),
    agentId: agent.publicId,
    agent: { publicId: agent.publicId, name: agent.name ?? '', image_url: agent.imageUrl },
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

export async function readEvent(
  ctx: ModuleContext,
  tenant: Tenant,
  publicId: string,
  language: LanguageCode,
) {
  const row = await repo.findEvent(ctx.db, tenant.id, publicId);
  if (!row) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  return eventView(row, tenant, new Date(), language);
}

const unknownReference = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** The stored fields of a create or an update: the ids of the category and suburb named. */
async function storedFields(
  ctx: ModuleContext,
  tenant: Tenant,
  input: EventFields,
): Promise<repo.EventFields> {
  const [categoryId, suburbId] = await Promise.all([
    input.category && refs.findCategoryId(ctx.db, tenant.id, input.category),
    input.suburbId && findSuburbId(ctx, tenant, input.suburbId),
  ]);
  if (input.category && categoryId === undefined) {
    throw unknownReference('category', UNKNOWN_CATEGORY);
  }
  if (input.suburbId && suburbId === undefined) throw unknownReference('suburbId', UNKNOWN_SUBURB);
  return {
    name: input.name,
    title: input.title,
    description: input.description,
    startsAt: new Date(input.start),
    endsAt: new Date(input.end),
    location: input.location,
    liveLink: input.liveLink,
    type: input.type,
    capacity: input.capacity,
    registration: input.registration,
    rate: input.rate,
    categoryId: categoryId || null,
    suburbId: suburbId || null,
  };
}

/**
 * Adds an event of an agent, found by public id. No access check: for trusted callers (the
 * seed); createEvent is the agents' way in.
 */
export async function addAgentEvent(
  ctx: ModuleContext,
  tenant: Tenant,
  agentPublicId: string,
  input: EventFields,
  options: { cancelled?: boolean } = {},
) {
  const userId = await agentUserId(ctx, tenant, agentPublicId);
  const row = await repo.insertEvent(ctx.db, tenant.id, {
    ...(await storedFields(ctx, tenant, input)),
    publicId: newPublicId(),
    userId,
    cancelledAt: options.cancelled ? new Date() : null,
  });
  return row.publicId;
}

/** Creates an event of the calling agent. */
export async function createEvent(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  input: EventFields,
  language: LanguageCode,
) {
  authorize(actor, canManageEvents);
  const row = await repo.insertEvent(ctx.db, tenant.id, {
    ...(await storedFields(ctx, tenant, input)),
    publicId: newPublicId(),
    userId: actor.userId,
  });
  return readEvent(ctx, tenant, row.publicId, language);
}

/** One event, cancelled ones too: anyone may read it. */
export async function getEvent(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
  language: LanguageCode,
) {
  const row = authorize(actor, canSeeEvent, await repo.findEvent(ctx.db, tenant.id, publicId));
  return eventView(row, tenant, new Date(), language);
}

/** The list filters as the repository takes them; undefined when one names nothing there is. */
async function listFilters(
  ctx: ModuleContext,
  tenant: Tenant,
  query: EventListQuery,
  userId?: number,
): Promise<repo.EventFilters | undefined> {
  const [categoryId, suburbId] = await Promise.all([
    query.category && refs.findCategoryId(ctx.db, tenant.id, query.category),
    query.suburb && findSuburbId(ctx, tenant, query.suburb),
  ]);
  if ((query.category && !categoryId) || (query.suburb && !suburbId)) return undefined;
  const bound = (value?: string): repo.DateBound | undefined =>
    value === undefined
      ? undefined
      : value.length === 10
        ? { day: value, timeZone: tenant.timeZone }
        : { instant: new Date(value) };
  return {
    ...(userId !== undefined && { userId }),
    statuses: query.status,
    ...(query.type && { type: query.type }),
    ...(categoryId && { categoryId }),
    ...(suburbId && { suburbId }),
    ...(query.from && { from: bound(query.from) }),
    ...(query.to && { to: bound(query.to) }),
  };
}

async function eventPage(
  ctx: ModuleContext,
  tenant: Tenant,
  query: EventListQuery,
  page: PageRequest,
  language: LanguageCode,
  userId?: number,
) {
  const filters = await listFilters(ctx, tenant, query, userId);
  if (!filters) return toPage([], 0, page);
  // One clock for the filter and the statuses shown, so a page never disagrees with itself.
  const now = new Date();
  const order = { key: query.key, direction: query.direction };
  const [rows, total] = await Promise.all([
    repo.listEvents(ctx.db, tenant.id, filters, order, page, now),
    repo.countEvents(ctx.db, tenant.id, filters, now),
  ]);
  return toPage(
    rows.map((row) => eventView(row, tenant, now, language)),
    total,
    page,
  );
}

/** A page of the site's events: anyone may read them; cancelled ones only when asked. */
export function listEvents(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  query: EventListQuery,
  page: PageRequest,
  language: LanguageCode,
) {
  return eventPage(ctx, tenant, query, page, language);
}

/** A page of one agent's events (404 'Agent not found'), with the same filters. */
export async function listAgentEvents(
  ctx: ModuleContext,
  _actor: Actor | null,
  tenant: Tenant,
  agentPublicId: string,
  query: EventListQuery,
  page: PageRequest,
  language: LanguageCode,
) {
  const userId = await agentUserId(ctx, tenant, agentPublicId);
  return eventPage(ctx, tenant, query, page, language, userId);
}

/** The event, once the caller may change it: the agent's own. */
async function findOwnEvent(ctx: ModuleContext, actor: Actor, tenant: Tenant, id: string) {
  const row = await repo.findEvent(ctx.db, tenant.id, id);
  return authorize(actor, canChangeEvent, row).event;
}

/** The event once the caller may edit it: their own, and not cancelled (409). */
export async function findEditableEvent(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
) {
  const event = await findOwnEvent(ctx, actor, tenant, id);
  if (event.cancelledAt) throw new AppError('CONFLICT', CANCELLED_EVENT);
  return event;
}

/** Replaces an event's fields (its agent only; not once cancelled). */
export async function updateEvent(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  input: EventFields,
  language: LanguageCode,
) {
  const event = await findEditableEvent(ctx, actor, tenant, id);
  const fields = await storedFields(ctx, tenant, input);
  // A cancel (or delete) that landed since the check above wins.
  if (!(await repo.updateEvent(ctx.db, tenant.id, event.id, fields))) {
    throw new AppError('CONFLICT', CANCELLED_EVENT);
  }
  return readEvent(ctx, tenant, event.publicId, language);
}

/** Cancels an event (its agent only). It is kept, shown as CANCELLED; cancelling again is a no-op. */
export async function cancelEvent(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  id: string,
  language: LanguageCode,
) {
  const event = await findOwnEvent(ctx, actor, tenant, id);
  await repo.cancelEvent(ctx.db, tenant.id, event.id);
  return readEvent(ctx, tenant, event.publicId, language);
}

/**
 * Deletes an event (its agent only): its banner's files first, so when storage cannot remove
 * them the event stays ('Could not delete image') and the delete can be retried.
 */
export async function deleteEvent(ctx: EventsContext, actor: Actor, tenant: Tenant, id: string) {
  const event = await findOwnEvent(ctx, actor, tenant, id);
  if (event.banner) await deleteKeys(ctx.storage, event.banner.storageKeys);
  assertRemoved(await repo.deleteEvent(ctx.db, tenant.id, event.id), EVENT_NOT_FOUND);
}

import { AppError, type PageRequest } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import { AppErrorWith } from '../../infra/errors';
import type { Tenant } from '../../infra/tenant';
import { diffFields, recordAudit } from '../audit';
import { enqueueNotice, type NoticeInput } from '../notices';
import {
  findListingById,
  findListingDetail,
  findListingOwner,
  findOwnListing,
  listingTranslations,
  lockListing,
  propertyAnswer,
  sameListingVersion,
  setReviewState,
  translatedFields,
  type ListingVersion,
  type ReviewState,
} from '../properties';
import { listingsWithDuplicates } from '../listing-duplicates';
import { listingPage } from '../property-search';
import { findAccountById } from '../users';
import { canModerate } from './property-moderation.access';
import { changesSince, snapshotOf } from './property-moderation.changes';
import type { PropertyModerationContext } from './property-moderation.context';
import { reviewFlags } from './property-moderation.flags';
import {
  listingApprovedNotice,
  listingRejectedNotice,
  type ListingAgent,
} from './property-moderation.notices';
import * as repo from './property-moderation.repository';
import type { ReviewQueueQuery } from './property-moderation.schemas';

/** Each tab of the queue as a filter: sent for review, being filled in, sent back, all three. */
const STATE_FILTERS: Record<ReviewQueueQuery['state'], { rejected?: boolean; ready?: boolean }> = {
  PENDING: { rejected: false, ready: true },
  IN_PROGRESS: { rejected: false, ready: false },
  REJECTED: { rejected: true },
  ALL: {},
};

/**
 * Listings under review and not archived, longest waiting first (since their agent sent them,
 * else since their last change), each with what the queue shows.
 */
export async function reviewQueue(
  ctx: PropertyModerationContext,
  actor: Actor,
  tenant: Tenant,
  { state, agent, type, suburb, ...paging }: PageRequest & ReviewQueueQuery,
) {
  authorize(actor, canModerate);
  const page = await listingPage(
    ctx,
    tenant,
    {
      publicOnly: false,
      published: 'REVIEW',
      archived: false,
      ...STATE_FILTERS[state],
      ...(agent && { agentPublicId: agent }),
      ...(type && { typePublicIds: [type] }),
      ...(suburb && { suburbPublicIds: [suburb] }),
    },
    paging,
    { key: 'waitingSince', direction: 'asc' },
  );
  const facts = await repo.findReviewFacts(
    ctx.db,
    tenant.id,
    page.content.map((p) => p.publicId),
  );
  const byId = new Map(facts.map((f) => [f.publicId, f]));
  const duplicated = await listingsWithDuplicates(
    ctx,
    tenant,
    page.content.map((p) => p.publicId),
  );
  return {
    ...page,
    content: page.content.map((p) => {
      const f = byId.get(p.publicId);
      return {
        ...p,
        review: {
          agentName: f?.agentName ?? '',
          waitingSince: p.readyForReviewAt ?? p.updatedAt,
          ready: p.readyForReviewAt !== null,
          agencyVerified: f?.agencyVerified ?? false,
          flags: reviewFlags(
            p,
            { count: f?.comparable ?? 0, median: f?.median ?? null },
            duplicated.has(p.publicId),
          ),
        },
      };
    }),
  };
}

async function findListing(ctx: PropertyModerationContext, tenant: Tenant, publicId: string) {
  const row = await findListingDetail(ctx, tenant, publicId);
  if (!row) throw new AppError('NOT_FOUND', 'Property not found');
  return row;
}

/** The compared fields that changed since the listing was last approved; [] if it never was. */
export async function changesSinceApproval(
  ctx: PropertyModerationContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  authorize(actor, canModerate);
  const row = await findListing(ctx, tenant, publicId);
  const translated = translatedFields(await listingTranslations(ctx, tenant, row.property.id));
  return changesSince(
    row.property.approvedSnapshot,
    await propertyAnswer(ctx, tenant, row),
    translated,
  );
}

/** The listing as the moderator saw it, and why a decision would make no sense from a state. */
interface DecisionGuard {
  /** The listing's updatedAt the moderator decided on (If-Match); absent: no such check. */
  seen?: ListingVersion;
  /** The refusal's message when the listing's current state does not admit the decision. */
  refuse: (state: { published: string; rejectionReason: string | null }) => string | null;
}

const STALE_DECISION = 'This listing changed since you opened it: read it again, then decide';

/**
 * Writes the decision and queues the agent's email in one transaction: both are kept or
 * neither is. Decisions on one listing take its lock one after another and each checks the
 * state it finds (a compare-and-set): a stale or repeated one answers 409 with the listing as it
 * is now, writes nothing and mails nobody.
 */
async function decide(
  ctx: PropertyModerationContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  guard: DecisionGuard,
  decision: (
    view: Awaited<ReturnType<typeof propertyAnswer>>,
    agent: ListingAgent,
    translated: Record<string, string>,
  ) => { changes: ReviewState; notice: NoticeInput },
) {
  authorize(actor, canModerate);
  await inTransaction(ctx, async (tx) => {
    const target = await findListingOwner(tx, tenant, publicId);
    // Serialised with the agent's 'Send for review' (sendForReview) and with every other
    // decision on it: one of them goes first, and the next sees what it wrote.
    if (target) await lockListing(tx, tenant, target.id);
    const row = await findListing(tx, tenant, publicId);
    const refusal =
      guard.seen && !sameListingVersion(row.property, guard.seen)
        ? STALE_DECISION
        : guard.refuse(row.property);
    if (refusal) {
      throw new AppErrorWith('CONFLICT', refusal, {
        current: await propertyAnswer(tx, tenant, row),
      });
    }
    const agent = await findAccountById(tx, tenant, row.property.userId);
    // A listing's user goes with it (ON DELETE CASCADE), so the agent is always there.
    if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
    const translated = translatedFields(await listingTranslations(tx, tenant, row.property.id));
    const { changes, notice } = decision(await propertyAnswer(tx, tenant, row), agent, translated);
    await setReviewState(tx, tenant, row.property.id, changes);
    await recordAudit(tx.db, {
      tenantId: tenant.id,
      actor,
      ip: actor.ip ?? null,
      entity: 'moderation',
      entityId: publicId,
      propertyId: publicId,
      action: changes.published === 'APPROVED' ? 'approve' : 'reject',
      changes: diffFields(row.property, changes, ['published', 'rejectionReason']),
      reason: changes.rejectionReason ?? null,
    });
    await enqueueNotice({ ...tx.notices, db: tx.db }, tenant.id, notice);
  });
  await ctx.changed(tenant.id);
  return propertyAnswer(ctx, tenant, await findListing(ctx, tenant, publicId));
}

const ALREADY_APPROVED = 'This listing is already approved: it is live';
const ALREADY_SENT_BACK = 'This listing was already sent back to its agent';

/**
 * Public; what it looks like now is kept to show what changes before the next review. Only a
 * listing under review may be approved; `seen` (If-Match) narrows it to the version decided on.
 */
export function approveProperty(
  ctx: PropertyModerationContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  seen?: ListingVersion,
) {
  const refuse = ({ published }: { published: string }) =>
    published === 'APPROVED' ? ALREADY_APPROVED : null;
  return decide(ctx, actor, tenant, publicId, { seen, refuse }, (view, agent, translated) => ({
    changes: {
      published: 'APPROVED',
      rejectionReason: null,
      readyForReviewAt: null,
      approvedSnapshot: snapshotOf(view, translated),
    },
    notice: listingApprovedNotice(ctx.links, tenant, view, agent),
  }));
}

/**
 * Back to the agent with a reason; an approved listing is taken off the public site too. A
 * listing already sent back (and not sent again since) is refused: its agent has the reason.
 */
export function rejectProperty(
  ctx: PropertyModerationContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  reason: string,
  seen?: ListingVersion,
) {
  const refuse = (state: { published: string; rejectionReason: string | null }) =>
    state.published === 'REVIEW' && state.rejectionReason !== null ? ALREADY_SENT_BACK : null;
  return decide(ctx, actor, tenant, publicId, { seen, refuse }, (view, agent) => ({
    // The agent sends it again once it is fixed: until then it is theirs, not the queue's.
    changes: { published: 'REVIEW', rejectionReason: reason, readyForReviewAt: null },
    notice: listingRejectedNotice(ctx.links, tenant, view, agent, reason),
  }));
}

/**
 * The agent says the listing is finished: it moves from 'Being filled in' to the Waiting tab,
 * and a moderator's reason for sending it back is answered. `seen` is the listing's updatedAt as
 * the agent last saw it: a decision or a save since then refuses the request (409), so an agent
 * never answers a decision they have not read. Sending a listing already waiting changes nothing.
 */
export async function sendForReview(
  ctx: PropertyModerationContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  seen: string,
) {
  const found = await findOwnListing(ctx, actor, tenant, publicId);
  await inTransaction(ctx, async (tx) => {
    // Serialised with a moderator's decision on the same listing (which takes the same lock).
    await lockListing(tx, tenant, found.id);
    const current = await findListingById(tx, tenant, found.id);
    if (!current) throw new AppError('NOT_FOUND', 'Property not found');
    if (current.published === 'APPROVED') {
      throw new AppError('CONFLICT', 'A moderator has already approved this listing: it is live');
    }
    if (current.readyForReviewAt && !current.rejectionReason) return;
    if (current.updatedAt.getTime() !== new Date(seen).getTime()) {
      throw new AppError(
        'CONFLICT',
        current.rejectionReason
          ? 'A moderator sent this listing back: read the reason, then send it again'
          : 'This listing changed since you opened it: check it, then send it again',
      );
    }
    const readyForReviewAt = new Date();
    await setReviewState(tx, tenant, current.id, {
      readyForReviewAt,
      rejectionReason: null,
    });
    await recordAudit(tx.db, {
      tenantId: tenant.id,
      actor,
      ip: actor.ip ?? null,
      entity: 'property',
      entityId: publicId,
      propertyId: publicId,
      action: 'submit',
      changes: diffFields(
        { rejectionReason: current.rejectionReason, readyForReviewAt: null },
        { rejectionReason: null, readyForReviewAt: readyForReviewAt.toISOString() },
        ['rejectionReason', 'readyForReviewAt'],
      ),
    });
  });
  await ctx.changed(tenant.id);
  return propertyAnswer(ctx, tenant, await findListing(ctx, tenant, publicId));
}

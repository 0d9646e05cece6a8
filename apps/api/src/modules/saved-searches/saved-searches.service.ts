import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type AlertFrequencyName,
  type LanguageCode,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { enqueueNotice } from '../notices';
import { countLiveListingsSince, titleQuery, type SearchBody } from '../property-search';
import { effectiveLanguage, findAccountById } from '../users';
import { canKeepSavedSearches, canManageSavedSearch } from './saved-searches.access';
import { readSearchLinkToken, type SearchLinkPurpose } from './saved-searches.links';
import { CONFIRMATION_MAIL } from './saved-searches.mails';
import * as repo from './saved-searches.repository';
import type { CreateSavedSearchBody } from './saved-searches.schemas';

export interface SavedSearchesContext extends ModuleContext {
  /** Where the confirmation mails' webhooks go (none when unset). */
  webhookUrl?: string | undefined;
  /** The public site's address, for the confirmation link. */
  publicUrl: string;
  /** The server's token secret: the alerts' signed links are checked with it. */
  secret: Uint8Array;
}

const HOUR = 3_600_000;
const CONFIRM_MS = SAVED_SEARCH_LIMITS.confirmDays * 24 * HOUR;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The stored filters, as the search took them. */
const filtersOf = (row: repo.SavedSearchRow) => row.filters as SearchBody;

async function savedSearchView(ctx: SavedSearchesContext, row: repo.SavedSearchRow) {
  return {
    id: row.publicId,
    name: row.name,
    query: row.query,
    filters: filtersOf(row),
    sort: row.sort as 'newest' | 'price-asc' | 'price-desc',
    frequency: row.frequency,
    confirmed: row.confirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastAlertAt: iso(row.lastAlertAt),
    lastSeenAt: row.lastSeenAt.toISOString(),
    newMatches: await countLiveListingsSince(ctx.db, row.tenantId, filtersOf(row), row.lastSeenAt),
  };
}
export type SavedSearchView = Awaited<ReturnType<typeof savedSearchView>>;

/** The signed-in person's searches, newest first. */
export async function listSavedSearches(
  ctx: SavedSearchesContext,
  actor: Actor | null,
  tenant: Tenant,
) {
  authorize(actor, canKeepSavedSearches);
  const rows = await repo.listOwn(ctx.db, tenant.id, actor!.userId);
  return { content: await Promise.all(rows.map((row) => savedSearchView(ctx, row))) };
}

/** What the public search keeps: the agent-only and dashboard-only fields are left out. */
function publicFilters(filters: SearchBody): SearchBody {
  const { agentCode: _a, code: _c, published: _p, archived: _r, ...kept } = filters;
  return kept;
}

function unknown(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path: `filters.${path}`, message }]);
}

/** The filters as the criteria columns alerts match on: ids, null meaning any. */
async function criteriaOf(ctx: SavedSearchesContext, tenant: Tenant, f: SearchBody) {
  const distinct = (ids: string[] | undefined) => [...new Set(ids ?? [])];
  const resolve = async (
    table: 'suburbs' | 'cities' | 'features',
    publicIds: string[] | undefined,
    path: string,
    message: string,
  ) => {
    const wanted = distinct(publicIds);
    if (!wanted.length) return null;
    const rows = await repo.idsOf(ctx.db, table, tenant.id, wanted);
    if (rows.length !== wanted.length) throw unknown(path, message);
    return rows.map((r) => r.id);
  };
  let typeIds: number[] | null = null;
  const types = distinct(f.types);
  if (types.length) {
    const found = await repo.typeIdsOf(ctx.db, tenant.id, types);
    if (found.named.length !== types.length)
      throw unknown('types', SAVED_SEARCH_MESSAGES.unknownType);
    typeIds = found.ids;
  }
  return {
    category: f.category && f.category !== 'ANY' ? f.category : null,
    typeIds,
    suburbIds: await resolve('suburbs', f.suburbs, 'suburbs', SAVED_SEARCH_MESSAGES.unknownSuburb),
    cityIds: await resolve('cities', f.cities, 'cities', SAVED_SEARCH_MESSAGES.unknownCity),
    featureIds: await resolve(
      'features',
      f.features,
      'features',
      SAVED_SEARCH_MESSAGES.unknownFeature,
    ),
    minBedrooms: f.minBedrooms || null,
    minBathrooms: f.minBathrooms || null,
    minPrice: f.minPrice ?? null,
    maxPrice: f.maxPrice ?? null,
    currency: f.currency ?? null,
    titleQuery: (f.title && titleQuery(f.title)) || null,
    area: f.area ?? null,
  };
}

/** Queues the mail whose link confirms a search; the token itself is never stored. */
async function queueConfirmation(
  tx: SavedSearchesContext,
  tenant: Tenant,
  v: { email: string; name: string; language: LanguageCode; token: string },
) {
  const link = `${tx.publicUrl}/${tenant.slug}/saved-searches/confirm?token=${v.token}`;
  const mail = CONFIRMATION_MAIL[v.language]({
    site: tenant.name,
    name: v.name,
    link,
    days: SAVED_SEARCH_LIMITS.confirmDays,
  });
  await enqueueNotice({ db: tx.db, webhookUrl: tx.webhookUrl }, tenant.id, {
    event: 'saved-search.confirmation',
    email: { to: v.email, ...mail },
    data: { email: v.email, name: v.name },
  });
}

/**
 * Refuses a visitor's address over its limits: searches waiting for confirmation, and
 * confirmation mails within an hour. Called under the address's lock.
 */
async function admitAddress(tx: SavedSearchesContext, tenant: Tenant, email: string) {
  const now = Date.now();
  const awaiting = await repo.countAwaiting(tx.db, tenant.id, email, new Date(now - CONFIRM_MS));
  if (awaiting >= SAVED_SEARCH_LIMITS.unconfirmedPerEmail) {
    throw new AppError('TOO_MANY_REQUESTS', SAVED_SEARCH_MESSAGES.tooManyUnconfirmed);
  }
  const mails = await repo.countConfirmationMails(tx.db, tenant.id, email, new Date(now - HOUR));
  if (mails >= SAVED_SEARCH_LIMITS.confirmationsPerHour) {
    throw new AppError('TOO_MANY_REQUESTS', SAVED_SEARCH_MESSAGES.tooManyMails);
  }
}

export type CreatedSavedSearch =
  { status: 'saved'; search: SavedSearchView } | { status: 'confirmation-sent' };

/**
 * Saves a search. A signed-in person's goes to their account's address, confirmed at once when
 * that address is; otherwise (and for a visitor, who must give an address) it waits for the
 * link of a confirmation mail. `language` is the request's: a visitor's alerts are written in it.
 */
export async function createSavedSearch(
  ctx: SavedSearchesContext,
  actor: Actor | null,
  tenant: Tenant,
  body: CreateSavedSearchBody,
  language: LanguageCode,
): Promise<CreatedSavedSearch> {
  const filters = publicFilters(body.filters);
  const criteria = await criteriaOf(ctx, tenant, filters);
  const account = actor ? await findAccountById(ctx, tenant, actor.userId) : undefined;
  if (actor && !account) throw new AppError('UNAUTHENTICATED', 'Your account no longer exists');
  const email = account?.email ?? body.email;
  if (!email) {
    throw new AppError('VALIDATION_FAILED', SAVED_SEARCH_MESSAGES.emailRequired, [
      { path: 'email', message: SAVED_SEARCH_MESSAGES.emailRequired },
    ]);
  }
  const confirmed = !!account?.emailConfirmedAt;
  const token = confirmed ? null : randomBytes(32).toString('base64url');
  const created = await inTransaction(ctx, async (tx) => {
    if (account) {
      await repo.lockOwner(tx.db, tenant.id, `account:${account.id}`);
      if ((await repo.countOwn(tx.db, tenant.id, account.id)) >= SAVED_SEARCH_LIMITS.perAccount) {
        throw new AppError('TOO_MANY_REQUESTS', SAVED_SEARCH_MESSAGES.tooManySearches);
      }
    }
    if (token) {
      await repo.lockOwner(tx.db, tenant.id, `address:${email.toLowerCase()}`);
      await admitAddress(tx, tenant, email);
    }
    const now = new Date();
    const alertLanguage = account ? effectiveLanguage(tenant, account.language) : language;
    const row = await repo.insertSearch(tx.db, {
      publicId: newPublicId(),
      tenantId: tenant.id,
      userId: account?.id ?? null,
      email,
      language: alertLanguage,
      name: body.name,
      query: body.query,
      filters,
      sort: body.sort,
      frequency: body.frequency,
      confirmedAt: confirmed ? now : null,
      confirmTokenHash: token ? hashToken(token) : null,
      ...criteria,
    });
    if (token) {
      await queueConfirmation(tx, tenant, {
        email,
        name: body.name,
        language: alertLanguage,
        token,
      });
    }
    return row;
  });
  // A visitor learns nothing about the address: the same answer whether it is known or not.
  if (!account) return { status: 'confirmation-sent' };
  return { status: 'saved', search: await savedSearchView(ctx, created) };
}

/**
 * Confirms a search from its mail's link; no sign-in needed, nothing else is created. A search
 * confirmed already answers the same.
 */
export async function confirmSavedSearch(
  ctx: SavedSearchesContext,
  _actor: Actor | null,
  tenant: Tenant,
  token: string,
) {
  const row = await repo.findByTokenHash(ctx.db, tenant.id, hashToken(token));
  if (!row) throw new AppError('BAD_REQUEST', SAVED_SEARCH_MESSAGES.badToken);
  if (row.confirmedAt) return { name: row.name };
  if (row.createdAt.getTime() < Date.now() - CONFIRM_MS) {
    throw new AppError('BAD_REQUEST', SAVED_SEARCH_MESSAGES.badToken);
  }
  await repo.updateSearch(ctx.db, tenant.id, row.id, { confirmedAt: new Date() });
  return { name: row.name };
}

async function ownSearch(
  ctx: SavedSearchesContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
) {
  return authorize(
    actor,
    canManageSavedSearch,
    await repo.findByPublicId(ctx.db, tenant.id, publicId),
  );
}

/** Renames a search or changes how often it alerts: its owner only. */
export async function updateSavedSearch(
  ctx: SavedSearchesContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
  changes: { name?: string | undefined; frequency?: AlertFrequencyName | undefined },
) {
  const row = await ownSearch(ctx, actor, tenant, publicId);
  const updated = await repo.updateSearch(ctx.db, tenant.id, row.id, {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.frequency !== undefined && { frequency: changes.frequency }),
  });
  if (!updated) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
  return savedSearchView(ctx, updated);
}

export async function deleteSavedSearch(
  ctx: SavedSearchesContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
) {
  const row = await ownSearch(ctx, actor, tenant, publicId);
  await repo.deleteSearch(ctx.db, tenant.id, row.id);
}

/** The owner ran the search: its new matches count from now. */
export async function markSavedSearchSeen(
  ctx: SavedSearchesContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
) {
  const row = await ownSearch(ctx, actor, tenant, publicId);
  await repo.updateSearch(ctx.db, tenant.id, row.id, { lastSeenAt: new Date() });
}

/** `j***@example.com`: enough for its owner to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * The search an alert's signed link names. The signature is the access check: whoever holds
 * the mail may do what the link was made for, and nothing else (another purpose is refused).
 * A genuine link to a deleted search (or to another site's) answers as a forged one does.
 */
async function linkedSearch(
  ctx: SavedSearchesContext,
  tenant: Tenant,
  token: string,
  purpose: SearchLinkPurpose,
) {
  const publicId = readSearchLinkToken(ctx.secret, token, purpose);
  const row = publicId ? await repo.findByPublicId(ctx.db, tenant.id, publicId) : undefined;
  if (!row) throw new AppError('BAD_REQUEST', SAVED_SEARCH_MESSAGES.badLink);
  return row;
}

export async function getByLink(
  ctx: SavedSearchesContext,
  _actor: Actor | null,
  tenant: Tenant,
  token: string,
) {
  const row = await linkedSearch(ctx, tenant, token, 'manage');
  return {
    name: row.name,
    frequency: row.frequency,
    query: row.query,
    email: maskEmail(row.email),
  };
}

export async function updateByLink(
  ctx: SavedSearchesContext,
  _actor: Actor | null,
  tenant: Tenant,
  token: string,
  frequency: AlertFrequencyName,
) {
  const row = await linkedSearch(ctx, tenant, token, 'manage');
  const updated = await repo.updateSearch(ctx.db, tenant.id, row.id, { frequency });
  return {
    name: row.name,
    frequency: updated?.frequency ?? frequency,
    query: row.query,
    email: maskEmail(row.email),
  };
}

export async function deleteByLink(
  ctx: SavedSearchesContext,
  _actor: Actor | null,
  tenant: Tenant,
  token: string,
) {
  const row = await linkedSearch(ctx, tenant, token, 'manage');
  await repo.deleteSearch(ctx.db, tenant.id, row.id);
}

/** An alert's unsubscribe link: pauses the search (kept, so it can be resumed). */
export async function unsubscribeByLink(
  ctx: SavedSearchesContext,
  _actor: Actor | null,
  tenant: Tenant,
  token: string,
) {
  const row = await linkedSearch(ctx, tenant, token, 'unsubscribe');
  if (row.frequency !== 'paused') {
    await repo.updateSearch(ctx.db, tenant.id, row.id, { frequency: 'paused' });
  }
  return { name: row.name };
}

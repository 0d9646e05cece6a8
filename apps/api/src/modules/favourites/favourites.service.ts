import { AppError, MAX_FAVOURITES } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import {
  findListingOwner,
  listingAnswers,
  listingVisibleTo,
  type PropertiesContext,
  type PropertyView,
} from '../properties';
import type { NoticesContext } from '../notices';
import { canKeepFavourites } from './favourites.access';
import * as repo from './favourites.repository';
import type { FAVOURITE_STATES } from './favourites.schemas';

export interface FavouritesContext extends ModuleContext {
  /** The listings' answers: what a favourite's card shows. */
  properties: PropertiesContext;
  notices: NoticesContext;
  /** Where the notices' links point. */
  publicUrl: string;
}

const NOT_FOUND = 'Property not found';
const TOO_MANY = `You can keep at most ${MAX_FAVOURITES} favourites: remove one first`;

type FavouriteState = (typeof FAVOURITE_STATES)[number];

/** A listing the public may see, by public id; undefined for an unknown or hidden one. */
async function liveListing(ctx: FavouritesContext, tenant: Tenant, publicId: string) {
  const row = await findListingOwner(ctx, tenant, publicId);
  return row && listingVisibleTo(null, row) ? row : undefined;
}

function snapshotOf(tenant: Tenant, userId: number, view: PropertyView): repo.NewFavouriteRow {
  return {
    tenantId: tenant.id,
    userId,
    listingPublicId: view.publicId,
    title: view.title || view.name,
    cover: view.profilePhoto,
    place: placeOf(view),
    category: view.category,
    savedPrice: view.price,
    savedCurrency: view.currency,
    notifiedPrice: view.price,
  };
}

const placeOf = (view: PropertyView) =>
  [view.location.suburb, view.location.city].filter(Boolean).join(', ');

function stateOf(view: PropertyView | undefined): FavouriteState {
  if (!view) return 'DELETED';
  if (view.archived) return 'ARCHIVED';
  return view.published === 'APPROVED' ? 'AVAILABLE' : 'WITHDRAWN';
}

/** The caller's favourites, newest first, each with its listing's card as it is now. */
export async function listFavourites(ctx: FavouritesContext, actor: Actor, tenant: Tenant) {
  authorize(actor, canKeepFavourites);
  const rows = await repo.listFavourites(ctx.db, tenant.id, actor.userId);
  const listingIds = rows.flatMap((r) => (r.propertyId === null ? [] : [r.propertyId]));
  const views = new Map(
    (await listingAnswers(ctx.properties, tenant, listingIds)).map((v) => [v.publicId, v]),
  );
  return {
    content: rows.map((row) => {
      const view = row.propertyId === null ? undefined : views.get(row.listingPublicId);
      const state = stateOf(view);
      const price = view ? view.price : null;
      const currency = view ? view.currency : row.savedCurrency;
      const comparable =
        state === 'AVAILABLE' &&
        price !== null &&
        row.savedPrice !== null &&
        currency === row.savedCurrency;
      return {
        propertyId: row.listingPublicId,
        title: view ? view.title || view.name : row.title,
        cover: view ? view.profilePhoto : row.cover,
        place: view ? placeOf(view) : row.place,
        category: (view?.category ?? row.category) as PropertyView['category'],
        price,
        currency,
        state,
        savedPrice: row.savedPrice,
        savedCurrency: row.savedCurrency,
        priceChange: comparable ? price - row.savedPrice! : null,
        savedAt: row.createdAt.toISOString(),
      };
    }),
  };
}

/** The public ids of the caller's favourites (the hearts). */
export async function listFavouriteIds(ctx: FavouritesContext, actor: Actor, tenant: Tenant) {
  authorize(actor, canKeepFavourites);
  return { ids: await repo.listFavouriteIds(ctx.db, tenant.id, actor.userId) };
}

/** Saves a listing the public can see; saving it again changes nothing. */
export async function saveFavourite(
  ctx: FavouritesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  authorize(actor, canKeepFavourites);
  const listing = await liveListing(ctx, tenant, publicId);
  if (!listing) throw new AppError('NOT_FOUND', NOT_FOUND);
  const [view] = await listingAnswers(ctx.properties, tenant, [listing.id]);
  await inTransaction(ctx, async (tx) => {
    const saved = await repo.savedListingIds(tx.db, tenant.id, actor.userId, [publicId]);
    if (saved.size > 0) return;
    if ((await repo.countFavourites(tx.db, tenant.id, actor.userId)) >= MAX_FAVOURITES) {
      throw new AppError('BAD_REQUEST', TOO_MANY);
    }
    await repo.insertFavourites(tx.db, [
      { ...snapshotOf(tenant, actor.userId, view!), propertyId: listing.id },
    ]);
  });
}

/** Removes a favourite, available or not; removing one not saved changes nothing. */
export async function removeFavourite(
  ctx: FavouritesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  authorize(actor, canKeepFavourites);
  await repo.deleteFavourite(ctx.db, tenant.id, actor.userId, publicId);
}

/**
 * Adds the favourites a visitor kept on their device to their account (at sign-in or sign-up):
 * listings the public can see are saved, up to the limit; the others are skipped and named.
 */
export async function mergeFavourites(
  ctx: FavouritesContext,
  actor: Actor,
  tenant: Tenant,
  ids: string[],
) {
  authorize(actor, canKeepFavourites);
  const wanted = [...new Set(ids)];
  const saved = await repo.savedListingIds(ctx.db, tenant.id, actor.userId, wanted);
  const skipped: string[] = [];
  const listings = [];
  for (const id of wanted) {
    if (saved.has(id)) continue;
    const listing = await liveListing(ctx, tenant, id);
    if (listing) listings.push(listing);
    else skipped.push(id);
  }
  const views = await listingAnswers(
    ctx.properties,
    tenant,
    listings.map((l) => l.id),
  );
  const idOf = new Map(listings.map((l) => [l.publicId, l.id]));
  await inTransaction(ctx, async (tx) => {
    const room = MAX_FAVOURITES - (await repo.countFavourites(tx.db, tenant.id, actor.userId));
    const fits = views.slice(0, Math.max(room, 0));
    skipped.push(...views.slice(fits.length).map((v) => v.publicId));
    await repo.insertFavourites(
      tx.db,
      // The device's list is oldest first: saved one millisecond apart, it reads newest first.
      fits.map((view, i) => ({
        ...snapshotOf(tenant, actor.userId, view),
        propertyId: idOf.get(view.publicId)!,
        createdAt: new Date(Date.now() + i),
      })),
    );
  });
  return { ids: await repo.listFavouriteIds(ctx.db, tenant.id, actor.userId), skipped };
}

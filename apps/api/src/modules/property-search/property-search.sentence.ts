import { pageRequest, parseAiSearch } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { Tenant } from '../../infra/tenant';
import type { PropertySearchContext } from './property-search.context';
import type { ListingFilter } from './property-search.query';
import type { AiSearchQuery } from './property-search.schemas';
import { listingPage } from './property-search.service';

/** A plain sentence to filters the parser understood, and the live listings that match. */
export async function aiSearch(
  ctx: PropertySearchContext,
  _actor: Actor | null,
  tenant: Tenant,
  { q: query, page, elementPerPage }: AiSearchQuery,
) {
  const vocab = await ctx.vocabulary.of(tenant);
  const { filters: f, understood } = parseAiSearch(query, vocab.parser);
  const named = (name: string, publicId: string | undefined) =>
    publicId ? { publicId, name } : undefined;
  const type = f.type ? named(f.type, vocab.typeIds.get(f.type)) : undefined;
  const suburb = f.suburb
    ? named(f.suburb, vocab.suburbIds.get(`${f.suburb}|${f.city}`))
    : undefined;
  const cityPublicIds = f.city ? (vocab.cityIds.get(f.city) ?? []) : [];
  const city = f.city ? named(f.city, cityPublicIds[0]) : undefined;
  const features = f.features
    .map((name) => named(name, vocab.featureIds.get(name)))
    .filter((x): x is { publicId: string; name: string } => !!x);

  const filter: ListingFilter = {
    publicOnly: true,
    ...(f.category && { category: f.category }),
    ...(type && { typePublicIds: [type.publicId] }),
    ...(suburb ? { suburbPublicIds: [suburb.publicId] } : city && { cityPublicIds }),
    ...(features.length && { featurePublicIds: features.map((x) => x.publicId) }),
    ...(f.minBedrooms && { minBedrooms: f.minBedrooms }),
    ...(f.minBathrooms && { minBathrooms: f.minBathrooms }),
    ...(f.minPrice !== undefined && { minPrice: f.minPrice }),
    ...(f.maxPrice !== undefined && { maxPrice: f.maxPrice }),
    ...(f.currency && { currency: f.currency }),
  };
  const results = await listingPage(ctx, tenant, filter, pageRequest(1, page, elementPerPage));
  return {
    query,
    filters: {
      ...(f.category && { category: f.category }),
      ...(type && { type }),
      ...(suburb && { suburb }),
      ...(city && { city }),
      ...(f.minBedrooms && { minBedrooms: f.minBedrooms }),
      ...(f.minBathrooms && { minBathrooms: f.minBathrooms }),
      ...(f.minPrice !== undefined && { minPrice: f.minPrice }),
      ...(f.maxPrice !== undefined && { maxPrice: f.maxPrice }),
      ...(f.currency && { currency: f.currency }),
      features,
    },
    understood,
    results,
  };
}

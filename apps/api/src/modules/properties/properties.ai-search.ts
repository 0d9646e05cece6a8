import { pageRequest, parseAiSearch, type AiSearchVocabulary } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import { boundedCache } from '../../infra/cache';
import type { Database } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import type { PropertiesContext } from './properties.context';
import type { ListingFilter } from './properties.query';
import type { AiSearchQuery } from './properties.schemas';
import { listingPage } from './properties.search';
import { loadVocabulary } from './properties.vocabulary.repository';

interface TenantVocabulary {
  parser: AiSearchVocabulary;
  typeIds: Map<string, string>;
  suburbIds: Map<string, string>;
  cityIds: Map<string, string[]>;
  featureIds: Map<string, string>;
}

/**
 * What the sentence parser may recognise in each tenant. Types, places and features change
 * rarely: a minute-old vocabulary is good enough.
 */
export class VocabularyCache {
  static readonly TTL_MS = 60_000;
  private entries = boundedCache<number, TenantVocabulary>({
    max: 10_000,
    ttlMs: VocabularyCache.TTL_MS,
  });

  constructor(private readonly db: Database) {}

  async of(tenant: Tenant): Promise<TenantVocabulary> {
    const hit = this.entries.get(tenant.id);
    if (hit) return hit;
    const { typeRows, placeRows, featureRows, countryRows } = await loadVocabulary(
      this.db,
      tenant.id,
    );
    const cityIds = new Map<string, string[]>();
    for (const p of placeRows) {
      const ids = cityIds.get(p.city) ?? [];
      if (!ids.includes(p.cityPublicId)) ids.push(p.cityPublicId);
      cityIds.set(p.city, ids);
    }
    const value: TenantVocabulary = {
      parser: {
        types: typeRows.map((t) => t.name),
        suburbs: placeRows.map((p) => ({ name: p.suburb, city: p.city })),
        cities: [...cityIds.keys()],
        features: featureRows.map((f) => f.name),
        currencies: [...new Set(countryRows.flatMap((c) => c.currencies))],
        defaultCurrency: tenant.defaultCurrency,
      },
      typeIds: new Map(typeRows.map((t) => [t.name, t.publicId])),
      suburbIds: new Map(placeRows.map((p) => [`${p.suburb}|${p.city}`, p.suburbPublicId])),
      cityIds,
      featureIds: new Map(featureRows.map((f) => [f.name, f.publicId])),
    };
    this.entries.set(tenant.id, value);
    return value;
  }
}

/** A plain sentence to filters the parser understood, and the live listings that match. */
export async function aiSearch(
  ctx: PropertiesContext,
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

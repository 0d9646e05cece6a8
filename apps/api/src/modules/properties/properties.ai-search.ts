import { parseAiSearch, type AiSearchVocabulary } from '@propdesk/shared';
import type { Tenant } from '../../infra/tenant';
import type { PropertiesContext } from './properties.context';
import type { ListingFilter } from './properties.query';
import { loadVocabulary } from './properties.repository';
import { listingPage, type Paging } from './properties.search';

interface TenantVocabulary {
  parser: AiSearchVocabulary;
  typeIds: Map<string, string>;
  suburbIds: Map<string, string>;
  cityIds: Map<string, string[]>;
  featureIds: Map<string, string>;
}

const VOCABULARY_TTL_MS = 60_000;
const cache = new WeakMap<
  PropertiesContext,
  Map<number, { at: number; value: TenantVocabulary }>
>();

/** Types, places and features change rarely: a minute-old vocabulary is good enough. */
async function vocabularyOf(ctx: PropertiesContext, tenant: Tenant): Promise<TenantVocabulary> {
  let perTenant = cache.get(ctx);
  if (!perTenant) cache.set(ctx, (perTenant = new Map()));
  const hit = perTenant.get(tenant.id);
  if (hit && Date.now() - hit.at < VOCABULARY_TTL_MS) return hit.value;

  const { typeRows, placeRows, featureRows, countryRows } = await loadVocabulary(ctx.db, tenant.id);
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
  perTenant.set(tenant.id, { at: Date.now(), value });
  return value;
}

/** A plain sentence to filters the parser understood, and the live listings that match. */
export async function aiSearch(
  ctx: PropertiesContext,
  tenant: Tenant,
  query: string,
  paging: Paging,
) {
  const vocab = await vocabularyOf(ctx, tenant);
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
  const results = await listingPage(ctx, tenant, filter, paging);
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

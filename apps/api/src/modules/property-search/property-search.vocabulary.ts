import type { AiSearchVocabulary } from '@propdesk/shared';
import { boundedCache } from '../../infra/cache';
import type { Database } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import { loadVocabulary } from './property-search.vocabulary.repository';

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

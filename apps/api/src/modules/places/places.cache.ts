import type { LRUCache } from 'lru-cache';
import { boundedCache } from '../../infra/cache';
import type { Tenant } from '../../infra/tenant';
import type { AllPlaces } from '../locations';
import { PlaceLookup } from './places.lookup';

/**
 * Each site's place lookup, built from its reference data and kept a minute: places change only
 * through the seed and the operator's tools, so a minute-old lookup is good enough (as for the
 * listings' reference cache). Callers that miss together share one build.
 */
export class PlaceLookups {
  static readonly TTL_MS = 60_000;
  /** The budget is counted in places held (some hundreds of bytes each), not bytes. */
  private static readonly MAX_PLACES = 100_000;
  private entries: LRUCache<number, PlaceLookup> = boundedCache<number, PlaceLookup>({
    max: 10_000,
    ttlMs: PlaceLookups.TTL_MS,
    maxBytes: PlaceLookups.MAX_PLACES,
    sizeOf: (lookup) => Math.max(1, lookup.size),
  });
  private building = new Map<number, Promise<PlaceLookup>>();

  constructor(private readonly load: (tenant: Tenant) => Promise<AllPlaces>) {}

  async of(tenant: Tenant): Promise<PlaceLookup> {
    const hit = this.entries.get(tenant.id);
    if (hit) return hit;
    const running = this.building.get(tenant.id);
    if (running) return running;
    const started = this.load(tenant).then((all) => {
      const lookup = new PlaceLookup(all);
      this.entries.set(tenant.id, lookup);
      return lookup;
    });
    this.building.set(tenant.id, started);
    try {
      return await started;
    } finally {
      this.building.delete(tenant.id);
    }
  }
}

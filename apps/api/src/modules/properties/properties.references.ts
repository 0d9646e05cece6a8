import type { LRUCache } from 'lru-cache';
import { boundedCache } from '../../infra/cache';
import type { Database } from '../../infra/db';
import { suburbLabels } from '../locations';
import { typePublicIds } from '../property-types';
import { userPublicIds } from '../users';
import type { PropertyRow } from './properties.repository';

interface Place {
  publicId: string;
  name: string;
  city: string;
  country: string;
  countryCode: string;
  currencies: string[];
}

export interface References {
  place(suburbId: number): Place | undefined;
  typePublicId(typeId: number): string | undefined;
  agentPublicId(userId: number): string | undefined;
}

interface TenantReferences {
  places: Map<number, Place>;
  types: Map<number, string>;
}

/**
 * The names and public ids a listing shows for its type, suburb and agent, read through their
 * owners (locations, property-types, users). Types and places
 * are reference data: a tenant's whole set is loaded at once and kept a minute, and reloaded
 * at once when a listing points at one not seen yet. Public ids never change, so agents' are
 * kept until the cache is full.
 */
export class ReferenceCache {
  static readonly TTL_MS = 60_000;
  private tenants: LRUCache<number, TenantReferences> = boundedCache({
    max: 10_000,
    ttlMs: ReferenceCache.TTL_MS,
  });
  private agents: LRUCache<number, string> = boundedCache({ max: 100_000 });

  constructor(private readonly db: Database) {}

  private async load(db: Database, tenantId: number): Promise<TenantReferences> {
    const [places, types] = await Promise.all([
      suburbLabels({ db }, tenantId),
      typePublicIds({ db }, tenantId),
    ]);
    const refs: TenantReferences = {
      places: new Map(places.map(({ id, ...place }) => [id, place])),
      types: new Map(types.map((t) => [t.id, t.publicId])),
    };
    this.tenants.set(tenantId, refs);
    return refs;
  }

  /**
   * `db` is the caller's: inside a transaction a miss must read through it, since the embedded
   * database has one connection and a read beside the open transaction would wait for it forever.
   */
  async resolve(tenantId: number, rows: PropertyRow[], db = this.db): Promise<References> {
    let refs = this.tenants.get(tenantId);
    if (!refs || rows.some((r) => !refs!.places.has(r.suburbId) || !refs!.types.has(r.typeId))) {
      refs = await this.load(db, tenantId);
    }
    const unknown = [...new Set(rows.map((r) => r.userId))].filter((id) => !this.agents.has(id));
    if (unknown.length) {
      for (const u of await userPublicIds({ db }, tenantId, unknown)) {
        this.agents.set(u.id, u.publicId);
      }
    }
    const { places, types } = refs;
    return {
      place: (id) => places.get(id),
      typePublicId: (id) => types.get(id),
      agentPublicId: (id) => this.agents.get(id),
    };
  }
}

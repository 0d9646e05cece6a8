import type { Database } from '../../infra/db';
import {
  loadPlaces,
  loadTypeIds,
  loadUserPublicIds,
  type PropertyRow,
} from './properties.repository';

export interface Place {
  publicId: string;
  name: string;
  city: string;
  country: string;
  currencies: string[];
}

export interface References {
  place(suburbId: number): Place | undefined;
  typePublicId(typeId: number): string | undefined;
  agentPublicId(userId: number): string | undefined;
}

interface TenantReferences {
  at: number;
  places: Map<number, Place>;
  types: Map<number, string>;
}

/**
 * The names and public ids a listing shows for its type, suburb and agent. Types and places
 * are reference data: a tenant's whole set is loaded at once and kept a minute, and reloaded
 * at once when a listing points at one not seen yet. Public ids never change, so agents' are
 * kept until the map is full.
 */
export class ReferenceCache {
  static readonly TTL_MS = 60_000;
  private static readonly MAX_AGENTS = 100_000;
  private tenants = new Map<number, TenantReferences>();
  private agents = new Map<number, string>();

  constructor(private readonly db: Database) {}

  private async load(tenantId: number): Promise<TenantReferences> {
    const [places, types] = await Promise.all([
      loadPlaces(this.db, tenantId),
      loadTypeIds(this.db, tenantId),
    ]);
    const refs: TenantReferences = {
      at: Date.now(),
      places: new Map(places.map(({ id, ...place }) => [id, place])),
      types: new Map(types.map((t) => [t.id, t.publicId])),
    };
    this.tenants.set(tenantId, refs);
    return refs;
  }

  async resolve(tenantId: number, rows: PropertyRow[]): Promise<References> {
    let refs = this.tenants.get(tenantId);
    const stale =
      !refs ||
      Date.now() - refs.at > ReferenceCache.TTL_MS ||
      rows.some((r) => !refs!.places.has(r.suburbId) || !refs!.types.has(r.typeId));
    if (stale) refs = await this.load(tenantId);
    const unknown = [...new Set(rows.map((r) => r.userId))].filter((id) => !this.agents.has(id));
    if (unknown.length) {
      if (this.agents.size + unknown.length > ReferenceCache.MAX_AGENTS) this.agents.clear();
      for (const u of await loadUserPublicIds(this.db, tenantId, unknown)) {
        this.agents.set(u.id, u.publicId);
      }
    }
    const { places, types } = refs!;
    return {
      place: (id) => places.get(id),
      typePublicId: (id) => types.get(id),
      agentPublicId: (id) => this.agents.get(id),
    };
  }

  /** After a change to a tenant's types or places (none of this module's own writes). */
  forget(tenantId: number): void {
    this.tenants.delete(tenantId);
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@propdesk/shared';
import { findTenantBySlug, type TenantRow } from '../modules/tenants/tenants.repository';

export type Tenant = TenantRow;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route does not belong to a tenant (health, files, docs). */
    tenant?: boolean;
  }
  interface FastifyRequest {
    tenant: Tenant | null;
  }
}

const CACHE_MS = 30_000;

/** Resolves X-Tenant on every tenant route. Tenants rarely change: a short cache spares a query. */
export function registerTenancy(app: FastifyInstance): void {
  const cache = new Map<string, { tenant: Tenant | undefined; at: number }>();
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.tenant === false || !request.routeOptions.url) return;
    const header = request.headers['x-tenant'];
    const slug = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
    if (!slug) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found: send the X-Tenant header');
    let hit = cache.get(slug);
    if (!hit || Date.now() - hit.at > CACHE_MS) {
      hit = { tenant: await findTenantBySlug(app.db, slug), at: Date.now() };
      cache.set(slug, hit);
    }
    if (!hit.tenant) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found');
    request.tenant = hit.tenant;
  });
}

export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found');
  return request.tenant;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, TENANT_SLUG_PATTERN } from '@propdesk/shared';
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
const CACHE_MAX = 1000;

/**
 * Resolves X-Tenant on every tenant route. Tenants rarely change: a short cache spares a query.
 * Only found tenants are cached, so made-up names cannot fill memory and a new site shows at once.
 */
export function registerTenancy(app: FastifyInstance): void {
  const cache = new Map<string, { tenant: Tenant; at: number }>();
  app.decorateRequest('tenant', null);
  const resolve = async (slug: string): Promise<Tenant> => {
    const tenant = await findTenantBySlug(app.db, slug);
    if (!tenant) {
      cache.delete(slug);
      throw new AppError('TENANT_NOT_FOUND', 'Tenant not found');
    }
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(slug, { tenant, at: Date.now() });
    return tenant;
  };
  // A callback hook: the cached case, nearly every request, then costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const { config, url } = request.routeOptions;
    if (config?.tenant === false || !url) return done();
    const header = request.headers['x-tenant'];
    const slug = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
    if (!slug) {
      return done(new AppError('TENANT_NOT_FOUND', 'Tenant not found: send the X-Tenant header'));
    }
    if (!TENANT_SLUG_PATTERN.test(slug)) {
      return done(new AppError('TENANT_NOT_FOUND', 'Tenant not found'));
    }
    const hit = cache.get(slug);
    if (hit && Date.now() - hit.at <= CACHE_MS) {
      request.tenant = hit.tenant;
      return done();
    }
    resolve(slug).then((tenant) => {
      request.tenant = tenant;
      done();
    }, done);
  });
}

export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found');
  return request.tenant;
}

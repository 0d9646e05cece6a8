import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, TENANT_SLUG_PATTERN, type LanguageCode } from '@propdesk/shared';
import { boundedCache } from './cache';
import { inSiteScope } from './data-scope';

/**
 * A site: a row of the tenants table, which the tenants module owns (tenants.tables.ts checks
 * that the two stay the same); app.ts hands registerTenancy the module's look-up.
 */
export interface Tenant {
  id: number;
  slug: string;
  name: string;
  defaultCountryId: number | null;
  defaultCurrency: string;
  /** IANA name; event times are stored in UTC and shown in this zone. */
  timeZone: string;
  createdAt: Date;
  /** What a visitor gets when none of their languages is offered; always one of `languages`. */
  defaultLanguage: LanguageCode;
  /** The languages the site offers, in the admin's order. */
  languages: LanguageCode[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route does not belong to a tenant (health, files, docs). 'path': the site is
     * the route's `:tenant` parameter (addresses handed to other systems, `/{tenant}/reso/…`),
     * not the X-Tenant header.
     */
    tenant?: boolean | 'path';
  }
  interface FastifyRequest {
    tenant: Tenant | null;
  }
}

/**
 * Tenants change rarely: a lookup is good for this long. A site's own process forgets it at once
 * when its details change; other processes see the change within this time.
 */
const CACHE_MS = 30_000;
const CACHE_MAX = 1000;

/** The tenants resolved from X-Tenant lately, by slug. */
export type TenantCache = ReturnType<typeof createTenantCache>;

export function createTenantCache() {
  return boundedCache<string, Tenant>({ max: CACHE_MAX, ttlMs: CACHE_MS });
}

/**
 * Resolves X-Tenant on every tenant route through `findBySlug`. A short cache spares a query.
 * Only found tenants are cached, so made-up names cannot fill memory and a new site shows at once.
 */
export function registerTenancy(
  app: FastifyInstance,
  cache: TenantCache,
  findBySlug: (slug: string) => Promise<Tenant | undefined>,
): void {
  app.decorateRequest('tenant', null);
  const resolve = async (slug: string): Promise<Tenant> => {
    const tenant = await findBySlug(slug);
    if (!tenant) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found');
    cache.set(slug, tenant);
    return tenant;
  };
  // A callback hook: the cached case, nearly every request, then costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const { config, url } = request.routeOptions;
    if (config?.tenant === false || !url) return done();
    const header = request.headers['x-tenant'];
    const named =
      config?.tenant === 'path'
        ? (request.params as { tenant?: string }).tenant
        : Array.isArray(header)
          ? header[0]
          : header;
    const slug = named?.trim().toLowerCase();
    if (!slug) {
      return done(new AppError('TENANT_NOT_FOUND', 'Tenant not found: send the X-Tenant header'));
    }
    if (!TENANT_SLUG_PATTERN.test(slug)) {
      return done(new AppError('TENANT_NOT_FOUND', 'Tenant not found'));
    }
    const hit = cache.get(slug);
    if (hit) {
      request.tenant = hit;
      return done();
    }
    resolve(slug).then((tenant) => {
      request.tenant = tenant;
      done();
    }, done);
  });
  // From here on (sign-in check, handler, replies) the database shows this site's rows only.
  // Not in onRequest: the body is read in between, and its stream events lose the scope.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.tenant) return done();
    inSiteScope(request.tenant.id, done);
  });
}

export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new AppError('TENANT_NOT_FOUND', 'Tenant not found');
  return request.tenant;
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireTenant } from '../../infra/tenant';
import { errorResponses } from '../../lib/openapi';
import { ipLocationSchema } from './geo.schemas';
import * as service from './geo.service';

/** The caller's own answer only, and an address can change network: cached briefly, privately. */
const CACHE_CONTROL = 'private, max-age=300';

export async function geoRoutes(app: FastifyInstance, { ctx }: { ctx: service.GeoContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/geo/ip',
    {
      // The answer never depends on who asks: a session (even another site's) is ignored.
      config: { auth: 'public' },
      schema: {
        tags: ['Geo'],
        operationId: 'getCallerLocation',
        summary: "The caller's country, from their IP address",
        description:
          'Anyone; no session needed (one sent is ignored). Answers the country of the address the request comes ' +
          'from (the first X-Forwarded-For address when TRUST_PROXY is on), from an offline database, ' +
          "never another address. The country's publicId is the site's own when the site has " +
          'that country (sign-up forms pre-select it); country is null for private, loopback ' +
          'and unknown addresses. 404 for an unknown site (X-Tenant).',
        response: { 200: ipLocationSchema, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const answer = await service.locateCaller(ctx, req.actor, requireTenant(req), req.ip);
      reply.header('cache-control', CACHE_CONTROL);
      return answer;
    },
  );
}

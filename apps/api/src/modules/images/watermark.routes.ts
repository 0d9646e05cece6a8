import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WATERMARK_LIMITS, WATERMARK_MESSAGES } from '@propdesk/shared';
import { requireActor } from '../../infra/auth';
import { requireTenant } from '../../infra/tenant';
import { bearer, errorResponses } from '../../lib/openapi';
import type { ImagesContext } from './images.service';
import { watermarkBodySchema, watermarkSchema } from './watermark.schemas';
import { getWatermark, updateWatermark } from './watermark.service';

const tags = ['Sites'];

const WHO =
  "Signed-in admins of the site. 401 without a valid session; 403 '" +
  `${WATERMARK_MESSAGES.adminOnly}' for agents, customers and moderators, 'This session ` +
  "belongs to another site' when X-Tenant is not the session's site.";

/** The site's watermark on its public listing and unit photos (admins), under the site's settings. */
export async function watermarkRoutes(app: FastifyInstance, { ctx }: { ctx: ImagesContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v2/tenants/current/watermark',
    {
      schema: {
        tags,
        operationId: 'getSiteWatermark',
        summary: "The site's watermark and the progress of its photos' re-render (admins)",
        description:
          `${WHO} A site that never set one answers mode OFF. rerender counts the site's ` +
          'listing and unit photos and those drawn with the current setting; poll it while ' +
          'its status is RUNNING.',
        security: bearer,
        response: { 200: watermarkSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (req) => getWatermark(ctx, requireActor(req), requireTenant(req)),
  );

  r.put(
    '/api/v2/tenants/current/watermark',
    {
      schema: {
        tags,
        operationId: 'updateSiteWatermark',
        summary: "Set the site's watermark on its public photos (admins)",
        description:
          `${WHO} 400 with the field for a mode other than OFF or TEXT, TEXT without text, ` +
          `text longer than ${WATERMARK_LIMITS.textMax} characters or on several lines, a ` +
          `position other than a corner or CENTER, an opacity outside ` +
          `${WATERMARK_LIMITS.opacityMin}-${WATERMARK_LIMITS.opacityMax} or a size outside ` +
          `${WATERMARK_LIMITS.sizeMin}-${WATERMARK_LIMITS.sizeMax} (whole numbers), or a body ` +
          'that is not JSON. The mark goes on the thumbnail, card and full variants of every ' +
          'listing and unit photo, never on the originals. A change of look (turning it on or ' +
          'off, or another text, place, opacity or size while on) re-renders the variants in ' +
          'the background under new addresses, a run under way included (it goes on with the ' +
          'new look); the same setting sent twice changes nothing. Two admins saving at once: ' +
          'both saves apply in turn and the later stays. Answers as GET does.',
        security: bearer,
        body: watermarkBodySchema,
        response: { 200: watermarkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => updateWatermark(ctx, requireActor(req), requireTenant(req), req.body),
  );
}

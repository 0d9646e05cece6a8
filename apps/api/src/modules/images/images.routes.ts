import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../infra/auth';
import { bearer, errorResponses } from '../../lib/openapi';
import { agentSchema, idParams } from '../agents/agents.schemas';
import { setAgentLogo } from './agent-logo.service';
import { multipartLimits, singleUploadedFile } from './uploads';
import { singleFileBody } from './images.schemas';

/** Image uploads. Multipart parsing exists in this context only, with explicit limits. */
export async function imagesRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: multipartLimits(1), throwFileSizeLimit: true });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage, log: app.log };

  r.post(
    '/api/v2/agents/ids/:id/profile/set',
    {
      schema: {
        tags: ['Agents'],
        summary: 'Upload the agency logo (square, stored as one 400x400 WebP)',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: idParams,
        body: singleFileBody('The logo: JPEG, PNG or WebP, square, at least 100x100'),
        response: { 200: agentSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    (req) => setAgentLogo(deps, requireActor(req), req.params.id, () => singleUploadedFile(req)),
  );
}

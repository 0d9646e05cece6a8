import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireTenant } from '../../infra/tenant';
import type { PropertiesContext } from './properties.context';

/**
 * Answers an anonymous read from the public response cache, or computes, stores and sends it.
 * Signed-in callers always get a fresh answer. `counted` is a listing whose view the answer
 * counts, so a cached answer still counts the view.
 */
export async function publicRead<T>(
  ctx: PropertiesContext,
  req: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<{ body: T; counted?: number }>,
): Promise<T> {
  if (req.actor) return (await produce()).body;
  const tenant = requireTenant(req);
  const key = `${req.method} ${req.url} ${req.body === undefined ? '' : JSON.stringify(req.body)}`;
  const hit = ctx.responses.get(tenant.id, key);
  if (hit) {
    if (hit.propertyId) ctx.views.record(hit.propertyId);
    return sendJson(reply, hit.json);
  }
  const { body, counted } = await produce();
  // Serialized through the route's schema once, then kept as text.
  const json = String(reply.serialize(body));
  ctx.responses.set(tenant.id, key, json, counted);
  return sendJson(reply, json);
}

/** A string with a JSON content type is sent as it is; returning the reply tells Fastify so. */
function sendJson<T>(reply: FastifyReply, json: string): T {
  return reply.header('content-type', 'application/json; charset=utf-8').send(json) as T;
}

import type {
  FastifyReply,
  HookHandlerDoneFunction,
  FastifyRequest,
  preValidationHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { requireTenant } from '../../infra/tenant';
import type { PropertiesContext } from './properties.context';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Longer requests (a body padded with unknown fields, say) are answered but never cached. */
const MAX_KEY_LENGTH = 2048;

/**
 * The cache key each anonymous request was looked up under (before validation changed it) and
 * the generation of the tenant's listings at that moment.
 */
const lookedUp = new WeakMap<FastifyRequest, { key: string; generation: number }>();

/**
 * Route options for an anonymous read answered from the public response cache. The lookup runs
 * after sign-in and before validation, keyed by the request as it came: only a request that
 * passed validation once was ever stored, so an identical one needs neither validation nor the
 * handler.
 */
export function publicCache(ctx: PropertiesContext): Pick<RouteShorthandOptions, 'preValidation'> {
  const lookUp = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const tenantId = requireTenant(req).id;
    const key = `${req.method} ${req.url} ${req.body === undefined ? '' : JSON.stringify(req.body)}`;
    if (key.length > MAX_KEY_LENGTH) return done();
    const hit = ctx.responses.get(tenantId, key);
    if (!hit) {
      lookedUp.set(req, { key, generation: ctx.responses.generation(tenantId) });
      return done();
    }
    if (hit.propertyId) ctx.views.record(hit.propertyId);
    reply.header('content-type', JSON_TYPE).send(hit.body);
  };
  const preValidation: preValidationHookHandler = (req, reply, done) => {
    if (req.actor || !req.tenant) return done();
    // Another process's listing write older than a second must not be answered from here.
    const waiting = ctx.caughtUp(req.tenant.id);
    if (!waiting) return lookUp(req, reply, done);
    waiting.then(() => lookUp(req, reply, done), done);
  };
  return { preValidation };
}

/**
 * Answers a read, and stores an anonymous caller's answer in the public response cache for the
 * next one (see publicCache). Signed-in callers always get a fresh answer. `counted` is a
 * listing whose view the answer counts, so a cached answer still counts the view.
 */
export async function publicRead<T>(
  ctx: PropertiesContext,
  req: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<{ body: T; counted?: number }>,
): Promise<T> {
  const lookup = req.actor ? undefined : lookedUp.get(req);
  if (!lookup) return (await produce()).body;
  const { answer, shared } = await ctx.responses.fill(
    requireTenant(req).id,
    lookup.key,
    lookup.generation,
    async () => {
      const { body, counted } = await produce();
      // Serialized through the route's schema once, then kept as bytes.
      return { body: asBuffer(reply.serialize(body)), propertyId: counted };
    },
  );
  // The computing request counted its own view; each one that waited for it counts too.
  if (shared && answer.propertyId) ctx.views.record(answer.propertyId);
  return reply.header('content-type', JSON_TYPE).send(answer.body) as T;
}

function asBuffer(serialized: string | ArrayBuffer | Buffer): Buffer {
  if (typeof serialized === 'string') return Buffer.from(serialized);
  return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized);
}

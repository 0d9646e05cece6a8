import type {
  FastifyReply,
  HookHandlerDoneFunction,
  FastifyRequest,
  preValidationHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { Actor } from './auth';
import { requireTenant } from './tenant';
import { holdsEtag } from '../lib/etag';
import { requestLanguage } from '../locales';
import type { AnswerCaches, StoredAnswer } from './answer-cache';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Longer requests (a body padded with unknown fields, say) are answered but never cached. */
const MAX_KEY_LENGTH = 2048;
/**
 * A signed-in answer is the caller's own: no shared cache may keep it, and the browser keeps
 * it in the page's memory only (the dashboard sends its ETag back itself).
 */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Everything about the caller that a signed-in answer depends on: who they are (their own
 * data, their views) and their roles as read for this request (what they may see). A
 * changed role makes a new key, so an answer is never served to a caller it was not made for.
 */
function callerKey(actor: Actor): string {
  return `${actor.userId}:${actor.roles.join(',')}:${actor.agentId ?? ''}:${actor.customerId ?? ''}`;
}

/**
 * The cache key each request was looked up under (before validation changed it), the
 * generation of the tenant's data at that moment, and whether the answer is the caller's own.
 */
const lookedUp = new WeakMap<
  FastifyRequest,
  { key: string; generation: number; signedIn: boolean }
>();

function cacheOf(caches: AnswerCaches, signedIn: boolean) {
  return signedIn ? caches.private : caches.public;
}

/**
 * Sends a serialized answer with its ETag, or 304 without a body to a GET whose If-None-Match
 * names it (the caller holds these very bytes already).
 */
function sendAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: Pick<StoredAnswer, 'body' | 'etag' | 'language'>,
  signedIn: boolean,
) {
  reply.header('etag', answer.etag);
  if (answer.language) {
    reply.header('content-language', answer.language);
    reply.header('vary', 'Accept-Language');
  }
  if (signedIn) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  if (req.method === 'GET' && holdsEtag(req.headers['if-none-match'], answer.etag)) {
    return reply.status(304).send();
  }
  return reply.header('content-type', JSON_TYPE).send(answer.body);
}

/**
 * Route options for a read answered from the response caches: anonymous callers share
 * one cache, signed-in callers each have their own entries (keyed by callerKey). The lookup runs
 * after sign-in and before validation, keyed by the request as it came: only a request that
 * passed validation once was ever stored, so an identical one needs neither validation nor the
 * handler.
 */
export function answerCache(caches: AnswerCaches): Pick<RouteShorthandOptions, 'preValidation'> {
  const lookUp = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const tenantId = requireTenant(req).id;
    // A body longer than a key is never cached: skip it before serializing it.
    if (Number(req.headers['content-length'] ?? 0) > MAX_KEY_LENGTH) return done();
    // The negotiated language, not the header: answers in the reader's language differ by it.
    const request = `${req.method} ${req.url} ${requestLanguage(req)} ${req.body === undefined ? '' : JSON.stringify(req.body)}`;
    if (request.length > MAX_KEY_LENGTH) return done();
    const signedIn = !!req.actor;
    const key = req.actor ? `${callerKey(req.actor)} ${request}` : request;
    const cache = cacheOf(caches, signedIn);
    const hit = cache.get(tenantId, key);
    if (!hit) {
      lookedUp.set(req, { key, generation: cache.generation(tenantId), signedIn });
      return done();
    }
    if (hit.counted) caches.count(hit.counted, req);
    sendAnswer(req, reply, hit, signedIn);
  };
  const preValidation: preValidationHookHandler = (req, reply, done) => {
    if (!req.tenant) return done();
    // Another process's write older than a second must not be answered from here.
    const waiting = caches.caughtUp(req.tenant.id);
    if (!waiting) return lookUp(req, reply, done);
    waiting.then(() => lookUp(req, reply, done), done);
  };
  return { preValidation };
}

/**
 * Answers a read, and stores the answer for the next identical request of the same caller (see
 * answerCache). `counted` is what the answer counts (a listing whose view it is), so a cached
 * answer still counts.
 */
export async function cachedRead<T>(
  caches: AnswerCaches,
  req: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<{ body: T; counted?: number; language?: string }>,
): Promise<T> {
  const lookup = lookedUp.get(req);
  if (!lookup) {
    const { body, language } = await produce();
    if (language) reply.header('content-language', language).header('vary', 'Accept-Language');
    return body;
  }
  const { answer, shared } = await cacheOf(caches, lookup.signedIn).fill(
    requireTenant(req).id,
    lookup.key,
    lookup.generation,
    async () => {
      const { body, counted, language } = await produce();
      // Serialized through the route's schema once, then kept as bytes.
      return { body: asBuffer(reply.serialize(body)), counted, language };
    },
  );
  // The computing request counted itself; each one that waited for it counts too.
  if (shared && answer.counted) caches.count(answer.counted, req);
  return sendAnswer(req, reply, answer, lookup.signedIn) as T;
}

function asBuffer(serialized: string | ArrayBuffer | Buffer): Buffer {
  if (typeof serialized === 'string') return Buffer.from(serialized);
  return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized);
}

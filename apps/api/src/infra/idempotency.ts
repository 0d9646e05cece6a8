import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError } from '@propdesk/shared';
import { isCreateOperation } from '../lib/openapi-idempotency';
import type { Database } from './db';
import { inSystemScope } from './data-scope';
import { idempotencyKeys } from './idempotency.tables';
import { periodicTask, type PeriodicTask } from './periodic-task';

/**
 * The Idempotency-Key header (IETF httpapi draft) on every create operation: every POST whose
 * documented success is 201 Created. The first request with a key runs; its answer, when it
 * succeeds, is kept for 24 hours, and a replay of the key by the same caller on the same site
 * gets it back (status and body, with Idempotent-Replayed: true) without the operation running
 * again. The same key with another request answers 422; a replay while the first still runs
 * waits for its answer up to WAIT_MS, then answers 409. A refused or failed first request
 * frees its key, so the caller may correct it and send it again under the same key.
 */
const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a replay waits for the first request's answer before answering 409. */
const WAIT_MS = 10_000;
/** How long a first request may run before another process takes its key over (it died). */
const LEASE_SECONDS = 600;
/** How long an answer is kept: the draft's example, and the dashboard's longest retry. */
const KEEP_HOURS = 24;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const IDEMPOTENCY_MESSAGES = {
  malformed: 'Idempotency-Key must be 1 to 255 visible characters',
  reused: 'This Idempotency-Key was used for another request: use a new key for a new request',
  running: 'A request with this Idempotency-Key is still being processed: try again in a moment',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while it runs (it was the first with it). */
    idempotency: { tenantId: number; caller: string; key: string } | null;
  }
}

/** The key as sent: a token, or a structured-field string in quotes (the draft's form). */
function parseKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const raw = (Array.isArray(header) ? header.join(',') : header).trim();
  const key = /^"(.*)"$/.exec(raw)?.[1] ?? raw;
  if (!KEY_PATTERN.test(key))
    throw new AppError('VALIDATION_FAILED', IDEMPOTENCY_MESSAGES.malformed);
  return key;
}

/**
 * What makes two requests the same: the operation, its address and the body as validated. An
 * upload's files are streamed to the handler and never read twice, so they are left out: the
 * same key on the same upload address is taken for the same upload.
 */
function fingerprintOf(request: FastifyRequest): string {
  const isMultipart = request.headers['content-type']?.startsWith('multipart/') ?? false;
  return createHash('sha256')
    .update(
      JSON.stringify([request.method, request.url, isMultipart ? null : (request.body ?? null)]),
    )
    .digest('base64url');
}

/** Who may replay a key: the signed-in person, else the caller's address (see idempotency.personal-data). */
const callerOf = (request: FastifyRequest) =>
  request.actor ? `user:${request.actor.publicId}` : `ip:${request.ip}`;

type Held = NonNullable<FastifyRequest['idempotency']>;

/** Takes the key for this request: true when it is free, new, expired, or its holder died. */
async function claim(db: Database, held: Held, fingerprint: string): Promise<boolean> {
  const lease = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...held, fingerprint, lockedUntil: lease })
    .onConflictDoUpdate({
      target: [idempotencyKeys.tenantId, idempotencyKeys.caller, idempotencyKeys.key],
      set: {
        fingerprint,
        status: null,
        contentType: null,
        body: null,
        createdAt: sql`now()`,
        lockedUntil: lease,
      },
      setWhere: or(
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`),
        and(isNull(idempotencyKeys.status), lt(idempotencyKeys.lockedUntil, sql`now()`)),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

const sameKey = (held: Held) =>
  and(
    eq(idempotencyKeys.tenantId, held.tenantId),
    eq(idempotencyKeys.caller, held.caller),
    eq(idempotencyKeys.key, held.key),
  );

async function findKept(db: Database, held: Held) {
  const [row] = await db.select().from(idempotencyKeys).where(sameKey(held)).limit(1);
  return row;
}

/**
 * Runs the request if it is the first with its key; otherwise answers as the first did, or
 * refuses. Returns the reply when it answered.
 */
async function admit(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  held: Held,
): Promise<FastifyReply | undefined> {
  const fingerprint = fingerprintOf(request);
  const giveUpAt = Date.now() + WAIT_MS;
  for (let pause = 25; ; pause = Math.min(pause * 2, 400)) {
    if (await claim(db, held, fingerprint)) {
      request.idempotency = held;
      return undefined;
    }
    const kept = await findKept(db, held);
    // Gone between the two reads (its first request failed and let go): try to take it.
    if (!kept) continue;
    if (kept.fingerprint !== fingerprint) {
      throw new AppError('UNPROCESSABLE', IDEMPOTENCY_MESSAGES.reused);
    }
    if (kept.status !== null) {
      return reply
        .status(kept.status)
        .header('content-type', kept.contentType ?? 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(kept.body ?? '');
    }
    if (Date.now() >= giveUpAt) throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.running);
    await sleep(pause);
  }
}

/** Keeps the first request's answer when it succeeded; otherwise frees its key. */
async function settle(
  db: Database,
  log: FastifyBaseLogger,
  held: Held,
  answer: { status: number; contentType?: string; body?: string } | null,
) {
  try {
    if (answer && answer.status >= 200 && answer.status < 300 && answer.body !== undefined) {
      await db
        .update(idempotencyKeys)
        .set({ status: answer.status, contentType: answer.contentType ?? null, body: answer.body })
        .where(sameKey(held));
    } else {
      await db.delete(idempotencyKeys).where(sameKey(held));
    }
  } catch (error) {
    // The answer is sent anyway; a replay then runs the request again (or waits for the lease).
    log.warn({ err: error }, 'could not keep the answer of an Idempotency-Key');
  }
}

/**
 * The hooks, inside the API's context (after the site and the caller are known, and the body
 * validated), on each create operation only: added to the route as it is registered, so every
 * other request (the searches, the reads) runs no hook of this. Call it before the routes.
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.decorateRequest('idempotency', null);
  const admitKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = parseKey(request.headers[IDEMPOTENCY_HEADER]);
    if (key === undefined || !request.tenant) return;
    return admit(db, request, reply, {
      tenantId: request.tenant.id,
      caller: callerOf(request),
      key,
    });
  };
  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    const contentType = reply.getHeader('content-type');
    await settle(db, request.log, held, {
      status: reply.statusCode,
      ...(typeof contentType === 'string' && { contentType }),
      ...(typeof payload === 'string' && { body: payload }),
      ...(Buffer.isBuffer(payload) && { body: payload.toString('utf8') }),
    });
    return payload;
  };
  // Nothing was sent (the client went away first): the key is freed for its retry.
  const release = async (request: FastifyRequest) => {
    const held = request.idempotency;
    if (!held) return;
    request.idempotency = null;
    await settle(db, request.log, held, null);
  };
  const withHook = <H>(hooks: H | H[] | undefined, hook: H): H[] => [
    ...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]),
    hook,
  ];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as { response?: object } | undefined;
    if (!methods.some((method) => isCreateOperation(method, schema?.response))) return;
    route.preHandler = withHook(route.preHandler, admitKey as never);
    route.onSend = withHook(route.onSend, keepAnswer as never);
    route.onResponse = withHook(route.onResponse, release as never);
    route.onRequestAbort = withHook(route.onRequestAbort, release as never);
  });
}

/** Drops the keys kept for a day, every hour while the app runs, across every site. */
export function createIdempotencySweep(options: {
  db: Database;
  log: FastifyBaseLogger;
}): PeriodicTask {
  return periodicTask({
    everyMs: 3_600_000,
    log: options.log,
    failure: 'could not sweep expired Idempotency-Keys',
    run: async () => void (await sweepIdempotencyKeys(options.db)),
  });
}

/** Deletes the keys whose answers are older than a day; answers how many went. */
export async function sweepIdempotencyKeys(db: Database): Promise<number> {
  const gone = await inSystemScope(() =>
    db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`))
      .returning({ key: idempotencyKeys.key }),
  );
  return gone.length;
}

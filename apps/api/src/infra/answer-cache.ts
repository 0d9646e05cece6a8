import type { FastifyRequest } from 'fastify';
import { boundedCache } from './cache';
import { etagOf } from '../lib/etag';

// Answers to reads kept as the bytes sent, with their ETags, until the data they were computed
// from changes: a module whose reads are costly and repeat (the listings) keeps one Generations
// for its data, moves it on every write, and answers its read routes through answerCache and
// cachedRead (answer-cache.http.ts). Nothing here knows what the data is.

/**
 * A number per tenant that moves whenever the tenant's data changes: at once for a write in
 * this process, within a second for a write in another one (the owner's `catchUp`). Cached entries
 * keep the generation they were computed under and count only while it holds, so an answer
 * computed while a write landed is never served. `catchUp` is the cross-process check: a read
 * that waits for `caughtUp` first sees every other process's write older than a second.
 */
export class Generations {
  private current = new Map<number, number>();

  constructor(private readonly catchUp?: (tenantId: number) => Promise<void> | undefined) {}

  /** Undefined when this process is caught up already (nearly always). */
  caughtUp(tenantId: number): Promise<void> | undefined {
    return this.catchUp?.(tenantId);
  }

  of(tenantId: number): number {
    // A reader that did not wait still starts the look when one is due.
    void this.catchUp?.(tenantId);
    return this.current.get(tenantId) ?? 0;
  }

  bump(tenantId: number): void {
    this.current.set(tenantId, (this.current.get(tenantId) ?? 0) + 1);
  }
}

interface CachedAnswer {
  body: Buffer;
  /** What this answer counts each time it is served (a listing's view), by internal id. */
  counted?: number;
  /** What the answer's text is in (its Content-Language), when it says. */
  language?: string;
}

/** An answer as kept: its bytes, their ETag, and the data's generation it was computed under. */
export interface StoredAnswer extends CachedAnswer {
  etag: string;
  generation: number;
}

interface AnswerCacheOptions {
  ttlMs: number;
  /** The memory budget; 0 keeps nothing (every answer is computed afresh). */
  maxBytes: number;
}

/**
 * Serialized answers to reads, with their ETags. An entry lasts until the tenant's data
 * changes or the time to live passes (what bounds how stale a count shown in a cached answer
 * can be). The budget counts keys as well as answers, so padded requests cannot
 * fill memory.
 */
abstract class AnswerCache {
  private entries: ReturnType<typeof boundedCache<string, StoredAnswer>> | undefined;
  private computing = new Map<string, Promise<CachedAnswer & { etag: string }>>();

  constructor(
    private readonly generations: Generations,
    options: AnswerCacheOptions,
  ) {
    if (options.maxBytes > 0) {
      this.entries = boundedCache<string, StoredAnswer>({
        max: 100_000,
        ttlMs: options.ttlMs,
        maxBytes: options.maxBytes,
        sizeOf: (entry, key) => key.length + entry.body.length,
      });
    }
  }

  /**
   * Computes and stores an answer, unless the same answer is being computed already: then waits
   * for that one (`shared`), so an entry expiring under many readers costs one computation.
   */
  async fill(
    tenantId: number,
    key: string,
    generation: number,
    compute: () => Promise<CachedAnswer>,
  ): Promise<{ answer: CachedAnswer & { etag: string }; shared: boolean }> {
    const fullKey = `${generation}|${tenantId}|${key}`;
    const running = this.computing.get(fullKey);
    if (running) return { answer: await running, shared: true };
    const started = compute().then((answer) => ({ ...answer, etag: etagOf(answer.body) }));
    this.computing.set(fullKey, started);
    try {
      const answer = await started;
      this.store(tenantId, key, answer, generation);
      return { answer, shared: false };
    } finally {
      this.computing.delete(fullKey);
    }
  }

  /** The generation to pass to set() for an answer about to be computed. */
  generation(tenantId: number): number {
    return this.generations.of(tenantId);
  }

  get(tenantId: number, key: string): StoredAnswer | undefined {
    const generation = this.generations.of(tenantId);
    if (!this.entries) return undefined;
    const fullKey = `${tenantId}|${key}`;
    const hit = this.entries.get(fullKey);
    if (!hit) return undefined;
    if (hit.generation === generation) return hit;
    this.entries.delete(fullKey);
    return undefined;
  }

  set(tenantId: number, key: string, body: Buffer, generation: number, counted?: number) {
    this.store(tenantId, key, { body, etag: etagOf(body), counted }, generation);
  }

  private store(
    tenantId: number,
    key: string,
    answer: CachedAnswer & { etag: string },
    generation: number,
  ) {
    // Computed under a generation that has since moved: already out of date.
    if (!this.entries || generation !== this.generations.of(tenantId)) return;
    this.entries.set(`${tenantId}|${key}`, {
      body: answer.body,
      etag: answer.etag,
      generation,
      ...(answer.counted && { counted: answer.counted }),
      // A hit says its language (Content-Language, Vary) as the first answer did.
      ...(answer.language && { language: answer.language }),
    });
  }
}

/**
 * Answers to anonymous reads (live listings, searches): every anonymous caller gets the same
 * answer, and public traffic repeats itself.
 */
export class PublicResponses extends AnswerCache {
  static readonly TTL_MS = 30_000;
  private static readonly MAX_BYTES = 32 * 1024 * 1024;

  constructor(generations: Generations) {
    super(generations, { ttlMs: PublicResponses.TTL_MS, maxBytes: PublicResponses.MAX_BYTES });
  }
}

/**
 * Answers to signed-in callers, each keyed by who asked as well as by the request: an agent
 * paging back and forth through their own list, or a dashboard reading again what it showed,
 * is answered without recomputing. Same lifetime as public answers.
 */
export class PrivateResponses extends AnswerCache {
  static readonly TTL_MS = PublicResponses.TTL_MS;

  constructor(generations: Generations, maxBytes: number) {
    super(generations, { ttlMs: PrivateResponses.TTL_MS, maxBytes });
  }
}

/** What a module's cached read routes are answered from (see answer-cache.http.ts). */
export interface AnswerCaches {
  public: PublicResponses;
  /** Signed-in callers' answers, each caller's their own. */
  private: PrivateResponses;
  /** Await before a look-up: the data's writes in other processes older than a second show. */
  caughtUp(tenantId: number): Promise<void> | undefined;
  /** Counts a cached answer's `counted` each time it is served again, to the request it answers. */
  count(id: number, req: FastifyRequest): void;
}

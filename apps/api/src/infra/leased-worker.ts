import { randomUUID } from 'node:crypto';
import { isNull, lt, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inSystemScope } from './data-scope';

/**
 * The SQL of a lease, for the claims and renewals a module writes on its own table: the end of
 * a lease taken now for `ms`.
 */
export const leaseUntil = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** A row whose lease (`column`, a timestamp) was never taken or has run out: free to claim. */
export const leaseLapsed = (column: SQLWrapper) => or(isNull(column), lt(column, sql`now()`));

/** What a worker's claim and work know of the lease they hold. */
export interface Lease {
  /** This worker, as the rows it claims name their holder. */
  readonly owner: string;
  /** How long a claim or a renewal holds. */
  readonly ms: number;
  /** Whether stop() was asked: long work lets go of its row at its next safe point. */
  stopping(): boolean;
}

export interface LeasedWorkerOptions<T> {
  /**
   * Takes rows that are due for this worker until the lease ends (the module's own SQL: FOR
   * UPDATE SKIP LOCKED, and only rows whose lease lapsed); none when nothing is due.
   */
  claim(lease: Lease): Promise<T[]>;
  /**
   * Works one claimed row to its end, renewing its lease while it runs and letting go of it at
   * the end (or as soon as a renewal finds the row taken over). The rows of one claim run at once.
   */
  work(row: T, lease: Lease): Promise<unknown>;
  /** Upkeep each poll does before it claims (pruning); drain() leaves it out. */
  everyPoll?: () => Promise<unknown>;
  leaseMs: number;
  /** How often an idle worker looks for due rows. */
  pollMs: number;
  log: FastifyBaseLogger;
  /** The log message when a poll fails. */
  failure: string;
}

export interface LeasedWorker {
  /** Polls now, then every `pollMs` after the last poll ended; never keeps the process alive. */
  start(): void;
  /** Polls now rather than at the next poll (work was just asked for). */
  wake(): void;
  /** Stops polling and waits for the work under way, which sees `lease.stopping()`. */
  stop(): Promise<void>;
  /** Claims and works rows until none is due (or stop() is asked); resolves with how many. */
  drain(): Promise<number>;
}

/**
 * Runs due rows of a module's table in the background, in every server process at once: each
 * claims with a lease, so two processes never work the same row, and a row whose process died
 * is taken over once its lease lapses. Claims run one after another in a process, whether a
 * poll, a wake or drain() asked for them; all of them across every site.
 */
export function leasedWorker<T>(options: LeasedWorkerOptions<T>): LeasedWorker {
  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const lease: Lease = { owner: randomUUID(), ms: options.leaseMs, stopping: () => stopping };

  const serialised = <R>(work: () => Promise<R>): Promise<R> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };

  const runDue = () =>
    serialised(async () => {
      let ran = 0;
      while (!stopping) {
        const rows = await options.claim(lease);
        if (!rows.length) break;
        await Promise.all(rows.map((row) => options.work(row, lease)));
        ran += rows.length;
      }
      return ran;
    });

  const poll = () =>
    inSystemScope(async () => {
      timer = undefined;
      try {
        if (options.everyPoll) await serialised(options.everyPoll);
        await runDue();
      } catch (error) {
        options.log.error({ err: error }, options.failure);
      }
      if (running && !stopping) {
        // A wake during a poll started a second one: one timer between them, not two.
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => void poll(), options.pollMs);
        timer.unref();
      }
    });

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      void poll();
    },
    wake() {
      if (!running || stopping) return;
      if (timer) clearTimeout(timer);
      timer = undefined;
      void poll();
    },
    async stop() {
      running = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await queue;
    },
    drain() {
      stopping = false;
      return inSystemScope(runDue);
    },
  };
}

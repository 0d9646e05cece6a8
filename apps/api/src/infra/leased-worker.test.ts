import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type DatabaseHandle } from './db';
import { leasedWorker, leaseLapsed, leaseUntil, type Lease } from './leased-worker';

interface Job {
  id: number;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite-memory' });
  await handle.db.execute(sql`CREATE TABLE jobs (
    id serial PRIMARY KEY,
    done boolean NOT NULL DEFAULT false,
    claimed_until timestamptz,
    claimed_by text
  )`);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.execute(sql`TRUNCATE jobs`);
});

/** A query's rows, whatever the driver (PGlite here). */
async function rows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await handle.db.execute(query);
  return (result as { rows: T[] }).rows;
}

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

/** A module's claim on its own table: the first due job whose lease lapsed. */
async function claimJob(lease: Lease): Promise<Job[]> {
  const claimed = await rows<{ id: number }>(sql`
    UPDATE jobs SET claimed_until = ${leaseUntil(lease.ms)}, claimed_by = ${lease.owner}
    WHERE id IN (
      SELECT id FROM jobs WHERE NOT done AND ${leaseLapsed(sql`claimed_until`)}
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  return claimed.map((row) => ({ id: Number(row.id) }));
}

/** Extends the lease while its holder still has it; false once another worker took the job. */
async function renew(job: Job, lease: Lease) {
  const renewed = await rows(sql`
    UPDATE jobs SET claimed_until = ${leaseUntil(lease.ms)}
    WHERE id = ${job.id} AND claimed_by = ${lease.owner} RETURNING id`);
  return renewed.length > 0;
}

const finish = (job: Job, lease: Lease) =>
  handle.db.execute(sql`
    UPDATE jobs SET done = true, claimed_until = NULL, claimed_by = NULL
    WHERE id = ${job.id} AND claimed_by = ${lease.owner}`);

function jobs() {
  return rows<{
    id: number;
    done: boolean;
    claimed_by: string | null;
    claimed_until: string | null;
  }>(sql`SELECT id, done, claimed_by, claimed_until FROM jobs ORDER BY id`);
}

const addJobs = (n: number) =>
  handle.db.execute(sql`INSERT INTO jobs (done) SELECT false FROM generate_series(1, ${n})`);

/** A promise the test resolves when it wants: work that holds its job until then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

function worker(work: (job: Job, lease: Lease) => Promise<unknown>, leaseMs = 60_000) {
  return leasedWorker<Job>({
    claim: claimJob,
    work,
    leaseMs,
    pollMs: 60_000,
    log,
    failure: 'jobs stopped',
  });
}

describe('leasedWorker', () => {
  it('drains every due job, one claim after another', async () => {
    await addJobs(3);
    const seen: number[] = [];
    const a = worker(async (job, lease) => {
      seen.push(job.id);
      await finish(job, lease);
    });
    expect(await a.drain()).toBe(3);
    expect(seen).toHaveLength(3);
    expect((await jobs()).every((j) => j.done && j.claimed_by === null)).toBe(true);
    expect(await a.drain()).toBe(0);
  });

  it('keeps a claimed job from a second worker until its lease lapses', async () => {
    await addJobs(1);
    const held = gate();
    const claimed = gate();
    const a = worker(async (job, lease) => {
      claimed.open();
      await held.opened;
      // Too late: the lease lapsed and b took the job over.
      if (await renew(job, lease)) await finish(job, lease);
    });
    const running = a.drain();
    await claimed.opened;

    const bDid: number[] = [];
    const b = worker(async (job, lease) => {
      bDid.push(job.id);
      await finish(job, lease);
    });
    expect(await b.drain()).toBe(0);

    // a's process stalls past its lease.
    await handle.db.execute(sql`UPDATE jobs SET claimed_until = now() - interval '1 second'`);
    expect(await b.drain()).toBe(1);
    held.open();
    expect(await running).toBe(1);
    expect(bDid).toHaveLength(1);
    expect(await jobs()).toMatchObject([{ done: true, claimed_by: null }]);
  });

  it('renewal extends the lease and keeps the job its holder’s', async () => {
    await addJobs(1);
    const renewed = gate();
    const held = gate();
    const until: number[] = [];
    const a = worker(async (job, lease) => {
      until.push(new Date((await jobs())[0]!.claimed_until!).getTime());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await renew(job, lease)).toBe(true);
      until.push(new Date((await jobs())[0]!.claimed_until!).getTime());
      renewed.open();
      await held.opened;
      await finish(job, lease);
    }, 1000);
    const running = a.drain();
    await renewed.opened;
    expect(until[1]!).toBeGreaterThan(until[0]!);
    expect(await worker(async () => undefined).drain()).toBe(0);
    held.open();
    expect(await running).toBe(1);
  });

  it('stop waits for the job under way, which sees it, and claims nothing after', async () => {
    await addJobs(2);
    const claimed = gate();
    const held = gate();
    let sawStopping = false;
    const a = worker(async (job, lease) => {
      claimed.open();
      await held.opened;
      sawStopping = lease.stopping();
      await finish(job, lease);
    });
    a.start();
    await claimed.opened;
    let stopped = false;
    const stopping = a.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    held.open();
    await stopping;
    expect(sawStopping).toBe(true);
    expect((await jobs()).map((j) => j.done)).toEqual([true, false]);
  });

  it('wake looks for work at once rather than at the next poll', async () => {
    const claimed = gate();
    const a = worker(async (job, lease) => {
      await finish(job, lease);
      claimed.open();
    });
    a.start();
    // Past the first poll, which found nothing; the next is a minute away.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await addJobs(1);
    a.wake();
    await claimed.opened;
    await a.stop();
    expect(await jobs()).toMatchObject([{ done: true }]);
  });
});

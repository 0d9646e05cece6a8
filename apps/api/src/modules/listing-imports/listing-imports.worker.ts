import { leasedWorker, type Lease, type LeasedWorker } from '../../infra/leased-worker';
import { findTenantById } from '../tenants';
import { dataRows } from './listing-imports.csv';
import {
  applyPlan,
  createRows,
  importActor,
  planRows,
  runScope,
  type ListingImportsContext,
  type RowPlan,
} from './listing-imports.plan';
import * as repo from './listing-imports.repository';
import { readRow, type ReadRow } from './listing-imports.rows';

export interface ListingImportWorkerOptions {
  /** Rows between two records of progress (and checks for a cancel). */
  batchSize?: number;
  /** How long a claim holds; renewed after every batch. */
  leaseMs?: number;
  /** How often an idle worker looks for imports to run. */
  pollMs?: number;
  /**
   * Lanes of a batch written at once (new listings: one transaction per lane; other rows one by
   * one): PostgreSQL serves them on several connections; PGlite has one, so 1 there.
   */
  concurrency?: number;
  /**
   * Told after every recorded batch, and awaited (progress logs; tests cancel a run mid-way
   * with it, which a fast batch would otherwise outrun).
   */
  afterBatch?: (importId: string, rowsDone: number) => void | Promise<unknown>;
}

/**
 * wake() when an import was just started; stop() ends after the batch under way and lets go of
 * the import, so another process resumes it; drain() runs every due import to its end.
 */
export type ListingImportWorker = LeasedWorker;

/** `work` over `items` with at most `limit` at a time; the results in the items' order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

const BATCH_SIZE = 100;
const LEASE_MS = 5 * 60_000;
const POLL_MS = 5_000;
const MAX_FAILURE_LENGTH = 500;

/**
 * Runs started imports in the background: claims one at a time with a lease (a leased worker,
 * so two processes never run the same one), streams its stored file, skips the rows already
 * recorded (a resumed run), and records outcomes and progress batch by batch.
 */
export function createListingImportWorker(
  ctx: ListingImportsContext,
  options: ListingImportWorkerOptions = {},
): ListingImportWorker {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  const concurrency = Math.max(1, options.concurrency ?? 1);

  /** Runs one claimed import until it ends, is cancelled, or this worker stops. */
  async function run(imp: repo.ImportRow, lease: Lease) {
    const end = (status: 'finished' | 'cancelled' | 'failed', failure?: string) =>
      repo.endImport(ctx.db, imp.id, status, failure?.slice(0, MAX_FAILURE_LENGTH) ?? null);
    if (imp.status === 'cancelling') return end('cancelled');
    const tenant = await findTenantById(ctx, imp.tenantId);
    const actor = tenant && (await importActor(ctx, tenant, imp));
    if (!tenant || !actor) return end('failed', 'The agent of this import no longer exists');
    const open = () => ctx.storage.readStream(imp.fileKey);
    const scope = await runScope(ctx, tenant, imp);
    try {
      if (imp.totalRows === null) {
        const file = await open();
        if (!file) return await end('failed', 'The uploaded file is no longer stored');
        let total = 0;
        for await (const _row of dataRows(file, imp.delimiter)) total++;
        await repo.setTotalRows(ctx.db, imp.id, total);
      }
      const done = await repo.recordedSoFar(ctx.db, imp.id);
      for (const { reference, rowNumber } of done.references) {
        if (reference && !scope.seen.has(reference)) scope.seen.set(reference, rowNumber);
      }
      const file = await open();
      if (!file) return await end('failed', 'The uploaded file is no longer stored');
      /**
       * A batch's rows: new listings in one transaction per lane (a savepoint each), the others
       * through the listings' services one by one; `concurrency` lanes at once.
       */
      const applyBatch = async (rows: { row: ReadRow; plan: RowPlan }[]) => {
        const results = new Array<Awaited<ReturnType<typeof applyPlan>>>(rows.length);
        const creates = rows.flatMap((entry, index) =>
          entry.plan.outcome === 'created' && entry.row.listing ? [index] : [],
        );
        const lanes = Array.from({ length: Math.min(concurrency, creates.length) }, (_, lane) =>
          creates.filter((_, i) => i % concurrency === lane),
        );
        const others = rows.flatMap((_, index) => (creates.includes(index) ? [] : [index]));
        await Promise.all([
          ...lanes.map(async (lane) => {
            const made = await createRows(
              ctx,
              scope,
              actor,
              lane.map((index) => rows[index]!),
            );
            lane.forEach((index, i) => (results[index] = made[i]!));
          }),
          mapLimited(others, concurrency, async (index) => {
            const { row, plan } = rows[index]!;
            results[index] = await applyPlan(ctx, scope, actor, row, plan);
          }),
        ]);
        return results;
      };
      /** The batch's rows in the file's order; planned and written when the batch is full. */
      let read: ReadRow[] = [];
      const record = async () => {
        // Planning reads only, row after row (a reference seen earlier in the file fails).
        const plans = await planRows(ctx, scope, read);
        const planned = read.map((row, index) => ({ row, plan: plans[index]! }));
        read = [];
        const results = imp.dryRun
          ? planned.map(({ plan }) => ({
              outcome: plan.outcome,
              reasons: plan.reasons,
              listingPublicId: null,
            }))
          : await applyBatch(planned);
        const outcomes = planned.map(({ row, plan }, index) => {
          const result = results[index]!;
          return {
            importId: imp.id,
            tenantId: imp.tenantId,
            rowNumber: row.rowNumber,
            reference: row.reference,
            outcome: result.outcome,
            reasons: result.reasons,
            listingPublicId: result.listingPublicId ?? plan.existing?.publicId ?? null,
          };
        });
        await repo.recordOutcomes(ctx.db, imp.id, outcomes);
        const now = await repo.renewLease(ctx.db, imp.id, lease.owner, lease.ms);
        if (now) await options.afterBatch?.(imp.publicId, now.rowsDone);
        return now;
      };
      for await (const { rowNumber, cells } of dataRows(file, imp.delimiter)) {
        if (rowNumber <= done.lastRow) continue;
        read.push(readRow(cells, rowNumber, imp.mapping, scope.names));
        if (read.length < batchSize) continue;
        const now = await record();
        // Another process took the import over (this one was too slow to renew): leave it.
        if (!now) return;
        if (now.status === 'cancelling') return await end('cancelled');
        if (lease.stopping()) {
          file.destroy();
          return await repo.releaseLease(ctx.db, imp.id, lease.owner);
        }
      }
      await record();
      const last = await repo.findImport(ctx.db, imp.tenantId, imp.publicId);
      return await end(last?.status === 'cancelling' ? 'cancelled' : 'finished');
    } catch (error) {
      ctx.log.warn({ err: error, import: imp.publicId }, 'listing import failed');
      return end('failed', `The file could not be read: ${(error as Error).message}`);
    }
  }

  return leasedWorker({
    claim: async (lease) => {
      const imp = await repo.claimImport(ctx.db, lease.owner, lease.ms);
      return imp ? [imp] : [];
    },
    work: run,
    leaseMs,
    pollMs,
    log: ctx.log,
    failure: 'listing imports stopped for a moment',
  });
}

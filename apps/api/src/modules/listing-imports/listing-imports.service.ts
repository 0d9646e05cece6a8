import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  AppError,
  LISTING_CSV_COLUMNS,
  matchCsvHeaders,
  REQUIRED_CSV_FIELDS,
  type ImportMappingInput,
  type ImportOutcome,
  type PageRequest,
} from '@propdesk/shared';
import { authorize, isStaff } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { Tenant } from '../../infra/tenant';
import { newPublicId } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import { agentRows, userPublicIds } from '../users';
import { canImport, canUseImport } from './listing-imports.access';
import { dataRows, readHeader } from './listing-imports.csv';
import { planRow, runScope, type ListingImportsContext } from './listing-imports.plan';
import * as repo from './listing-imports.repository';
import { readRow } from './listing-imports.rows';
import type { ImportView, PreviewView } from './listing-imports.schemas';

export type { ListingImportsContext } from './listing-imports.plan';

/** Types a CSV file is sent as (spreadsheets on Windows say vnd.ms-excel); else a .csv name. */
const CSV_TYPES = new Set(['text/csv', 'application/vnd.ms-excel', 'application/csv']);

export interface UploadedCsv {
  filename: string;
  mimetype: string;
  /** The file's bytes (the multipart limit keeps it within MAX_IMPORT_FILE_BYTES). */
  data: Buffer;
}

const HEADER_OF = new Map(LISTING_CSV_COLUMNS.map((column) => [column.field, column.header]));

function importView(imp: repo.ImportRow, agentPublicId: string | null): ImportView {
  return {
    publicId: imp.publicId,
    agentId: agentPublicId,
    fileName: imp.fileName,
    fileSize: imp.fileSize,
    delimiter: imp.delimiter,
    headers: imp.headers,
    mapping: imp.mapping,
    missingFields: missingFields(imp.mapping),
    status: imp.status,
    dryRun: imp.dryRun,
    totalRows: imp.totalRows,
    rowsDone: imp.rowsDone,
    counts: {
      created: imp.createdCount,
      updated: imp.updatedCount,
      unchanged: imp.unchangedCount,
      skipped: imp.skippedCount,
      failed: imp.failedCount,
    },
    failure: imp.failure,
    createdAt: imp.createdAt.toISOString(),
    startedAt: imp.startedAt?.toISOString() ?? null,
    finishedAt: imp.finishedAt?.toISOString() ?? null,
  };
}

/** The required fields no column fills, by their standard header. */
function missingFields(mapping: repo.ImportRow['mapping']): string[] {
  return REQUIRED_CSV_FIELDS.filter((field) => !mapping.includes(field)).map((field) =>
    HEADER_OF.get(field)!,
  );
}

/** Whose listings an upload writes: the caller's, or for site staff the agent they name. */
async function importingFor(
  ctx: ListingImportsContext,
  actor: Actor,
  tenant: Tenant,
  agentId: string | undefined,
) {
  authorize(actor, canImport);
  if (!isStaff(actor)) {
    if (agentId && agentId !== actor.agentId) {
      throw new AppError('FORBIDDEN', 'You can only import your own listings');
    }
    return { userId: actor.userId, publicId: actor.publicId };
  }
  if (!agentId) {
    throw new AppError('VALIDATION_FAILED', 'Choose the agent whose listings these are', [
      { path: 'agentId', message: 'Choose the agent whose listings these are' },
    ]);
  }
  const agent = await agentRows.findAgentByPublicId(ctx.db, tenant.id, agentId);
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
  return { userId: agent.user.id, publicId: agent.user.publicId };
}

/**
 * Stores an uploaded CSV file and reads its header row: the import, with the columns matched
 * to listing fields from their names, waits for its mapping to be checked and a start.
 */
export async function uploadImport(
  ctx: ListingImportsContext,
  actor: Actor,
  tenant: Tenant,
  file: UploadedCsv,
  agentId: string | undefined,
): Promise<ImportView> {
  const agent = await importingFor(ctx, actor, tenant, agentId);
  const filename = file.filename.slice(0, 200);
  if (!CSV_TYPES.has(file.mimetype) && !/\.csv$/i.test(filename)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The file is not a CSV file: save the spreadsheet as CSV (UTF-8) and upload that',
    );
  }
  if (!file.data.length) {
    throw new AppError('VALIDATION_FAILED', 'The first row of the file must name the columns');
  }
  const { headers, delimiter } = await readHeader(file.data);
  const key = `listing-imports/${tenant.id}/${randomBytes(16).toString('hex')}.csv`;
  await ctx.storage.put(key, file.data, 'text/csv');
  const imp = await repo.insertImport(ctx.db, {
    publicId: newPublicId(),
    tenantId: tenant.id,
    startedBy: actor.userId,
    agentUserId: agent.userId,
    fileKey: key,
    fileName: filename || 'listings.csv',
    fileSize: file.data.length,
    delimiter,
    headers,
    mapping: matchCsvHeaders(headers),
  });
  await ctx.storage.settle([key]);
  return importView(imp, agent.publicId);
}

/** The public ids of the agents of these imports, by account id. */
async function agentIds(ctx: ListingImportsContext, tenant: Tenant, imports: repo.ImportRow[]) {
  const found = await userPublicIds(
    ctx,
    tenant.id,
    imports.map((imp) => imp.agentUserId),
  );
  return new Map(found.map((user) => [user.id, user.publicId]));
}

async function view(ctx: ListingImportsContext, tenant: Tenant, imp: repo.ImportRow) {
  return importView(imp, (await agentIds(ctx, tenant, [imp])).get(imp.agentUserId) ?? null);
}

async function findUsable(
  ctx: ListingImportsContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  return authorize(actor, canUseImport, await repo.findImport(ctx.db, tenant.id, publicId));
}

/** The imports the caller started or that write their listings, newest first. */
export async function listImports(
  ctx: ListingImportsContext,
  actor: Actor,
  tenant: Tenant,
  paging: PageRequest,
) {
  authorize(actor, canImport);
  const { rows, total } = await repo.listImports(
    ctx.db,
    tenant.id,
    actor.userId,
    paging.offset,
    paging.size,
  );
  const ids = await agentIds(ctx, tenant, rows);
  return toPage(
    rows.map((r) => importView(r, ids.get(r.agentUserId) ?? null)),
    total,
    paging,
  );
}

export async function getImport(
  ctx: ListingImportsContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  const imp = await findUsable(ctx, actor, tenant, publicId);
  return view(ctx, tenant, imp);
}

/** Whether the import waits for a run: uploaded, or after a dry run that ended. */
const waiting = (imp: repo.ImportRow) =>
  imp.status === 'uploaded' ||
  (imp.dryRun && ['finished', 'cancelled', 'failed'].includes(imp.status));

/** Changes which field each column fills, while the import has not run for real. */
export async function setImportMapping(
  ctx: ListingImportsContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  body: ImportMappingInput,
) {
  const imp = await findUsable(ctx, actor, tenant, publicId);
  if (body.mapping.length !== imp.headers.length) {
    const message = `The mapping needs one entry per column: the file has ${imp.headers.length}`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'mapping', message }]);
  }
  if (!waiting(imp)) {
    throw new AppError('CONFLICT', 'The mapping can change only before the import runs');
  }
  const saved = await repo.setMapping(ctx.db, imp.id, body.mapping);
  return view(ctx, tenant, saved);
}

/**
 * The first rows as the import will read them, each with its problems (the editor's rules, the
 * cell readers', unknown types and suburbs with suggestions) and what it would do.
 */
export async function previewImport(
  ctx: ListingImportsContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  limit: number,
): Promise<PreviewView> {
  const imp = await findUsable(ctx, actor, tenant, publicId);
  const file = await ctx.storage.readStream(imp.fileKey);
  if (!file) throw new AppError('NOT_FOUND', 'The uploaded file is no longer stored');
  const scope = await runScope(ctx, tenant, imp);
  const rows: PreviewView['rows'] = [];
  try {
    for await (const { rowNumber, cells } of dataRows(file, imp.delimiter)) {
      const row = readRow(cells, rowNumber, imp.mapping, scope.names);
      const plan = await planRow(ctx, scope, row);
      rows.push({
        rowNumber,
        reference: row.reference,
        values: row.values,
        problems: row.problems,
        outcome: plan.outcome,
        listingId: plan.existing?.publicId ?? null,
      });
      if (rows.length >= limit) break;
    }
  } catch (error) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The file could not be read: ${(error as Error).message}`,
    );
  }
  return { missingFields: missingFields(imp.mapping), rows };
}

/**
 * Starts a run (or a dry run) in the background: 202. Only one start wins when two arrive at
 * once; the other, and a start of an import that ran, is 409.
 */
export async function startImport(
  ctx: ListingImportsContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  dryRun: boolean,
) {
  const imp = await findUsable(ctx, actor, tenant, publicId);
  const missing = missingFields(imp.mapping);
  if (missing.length) {
    const message = `Map these columns before the import: ${missing.join(', ')}`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'mapping', message }]);
  }
  // A cancelled real run resumes where it stopped; anything after a dry run starts afresh.
  const resumes = imp.status === 'cancelled' && !imp.dryRun && !dryRun;
  const started = await ctx.db.transaction((tx) =>
    repo.startImport(
      tx,
      imp.id,
      resumes
        ? [{ status: 'cancelled', dryRun: false }]
        : [
            { status: 'uploaded' },
            { status: 'finished', dryRun: true },
            { status: 'cancelled', dryRun: true },
            { status: 'failed', dryRun: true },
          ],
      dryRun,
      !resumes,
    ),
  );
  if (!started) {
    // As it is now: a start that arrived at the same moment may have moved it.
    const now = (await repo.findImport(ctx.db, tenant.id, publicId)) ?? imp;
    throw new AppError(
      'CONFLICT',
      now.status === 'running' || now.status === 'cancelling'
        ? 'This import is running already'
        : 'This import has run already: upload the file again to import it again',
    );
  }
  ctx.wake();
  return view(ctx, tenant, started);
}

/** Asks a running import to stop after the batch under way; rows done stay done. */
export async function cancelImport(
  ctx: ListingImportsContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  const imp = await findUsable(ctx, actor, tenant, publicId);
  const cancelling = await repo.requestCancel(ctx.db, imp.id);
  if (!cancelling) {
    if (imp.status === 'cancelling') return view(ctx, tenant, imp);
    throw new AppError('CONFLICT', 'Only a running import can be cancelled');
  }
  return view(ctx, tenant, cancelling);
}

const DRY_RUN_WORDS: Record<ImportOutcome, string> = {
  created: 'would create',
  updated: 'would update',
  unchanged: 'unchanged',
  skipped: 'would skip',
  failed: 'would fail',
};

/** Rows read from the database per query while the report streams. */
const REPORT_PAGE = 500;

/**
 * The report of every recorded row as CSV (row, reference, outcome, reason, listing id),
 * streamed page by page from the database; a dry run's outcomes read "would create"...
 */
export async function importReport(
  ctx: ListingImportsContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
): Promise<{ fileName: string; body: Readable }> {
  const imp = await findUsable(ctx, actor, tenant, publicId);
  const outcome = (o: ImportOutcome) => (imp.dryRun ? DRY_RUN_WORDS[o] : o);
  async function* lines() {
    yield ['Row', 'AgentReference', 'Outcome', 'Reason', 'ListingId'];
    for (let after = 0; ;) {
      const page = await repo.outcomesAfter(ctx.db, imp.id, after, REPORT_PAGE);
      for (const r of page) {
        yield [
          String(r.rowNumber),
          r.reference ?? '',
          outcome(r.outcome),
          r.reasons.join('; '),
          r.listingPublicId ?? '',
        ];
      }
      if (page.length < REPORT_PAGE) return;
      after = page.at(-1)!.rowNumber;
    }
  }
  const body = Readable.from(lines()).pipe(stringify({ bom: true }));
  const base = imp.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-') || 'listings';
  return { fileName: `${base}-report.csv`, body };
}

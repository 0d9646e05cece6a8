import { AppError } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { Tenant } from '../../infra/tenant';
import { isUniqueViolation } from '../../lib/db-errors';
import { newPublicId } from '../../lib/ids';
import { agentRows, userPublicIds } from '../users';
import { canManageResoSource, canManageResoSources } from './reso-sources.access';
import type { ResoSourcesContext } from './reso-sources.replicate';
import { RemoteError, remoteClient, type RemoteClient } from './reso-sources.remote';
import * as repo from './reso-sources.repository';
import {
  RESO_SOURCE_LIMITS,
  type ResoMappingBody,
  type ResoSourceBody,
  type ResoSourceUpdate,
} from './reso-sources.schemas';
import { openSecret, sealSecret } from './reso-sources.secret';

const NAME_TAKEN = 'A RESO source of this site has this name already';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A source as its admins see it: never its client secret. */
function sourceView(row: repo.SourceRow) {
  return {
    publicId: row.publicId,
    name: row.name,
    serviceRoot: row.serviceRoot,
    tokenUrl: row.tokenUrl,
    clientId: row.clientId,
    status: row.status,
    everyMinutes: row.everyMinutes,
    cursor: row.cursorTimestamp
      ? { modificationTimestamp: row.cursorTimestamp.toISOString(), listingKey: row.cursorKey }
      : null,
    lastRunAt: iso(row.lastRunAt),
    lastError: row.lastError,
    listingsCount: row.listingsCount,
    running: row.claimedUntil !== null && row.claimedUntil > new Date(),
    runRequested: row.runRequestedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findSource(ctx: ResoSourcesContext, actor: Actor, tenant: Tenant, publicId: string) {
  return authorize(actor, canManageResoSource, await repo.findSource(ctx.db, tenant.id, publicId));
}

async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'reso_sources_name_idx'))
      throw new AppError('CONFLICT', NAME_TAKEN);
    throw error;
  }
}

export async function listResoSources(ctx: ResoSourcesContext, actor: Actor, tenant: Tenant) {
  authorize(actor, canManageResoSources);
  return { items: (await repo.listSources(ctx.db, tenant.id)).map(sourceView) };
}

export async function getResoSource(
  ctx: ResoSourcesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  return sourceView(await findSource(ctx, actor, tenant, publicId));
}

export async function createResoSource(
  ctx: ResoSourcesContext,
  actor: Actor,
  tenant: Tenant,
  body: ResoSourceBody,
) {
  authorize(actor, canManageResoSources);
  const row = await named(() =>
    repo.insertSource(ctx.db, {
      publicId: newPublicId(),
      tenantId: tenant.id,
      name: body.name,
      serviceRoot: body.serviceRoot,
      tokenUrl: body.tokenUrl,
      clientId: body.clientId,
      clientSecret: sealSecret(ctx.config.jwtSecret, body.clientSecret),
      everyMinutes: body.everyMinutes ?? RESO_SOURCE_LIMITS.everyMinutesDefault,
      status: body.status ?? 'active',
      createdBy: actor.userId,
    }),
  );
  return sourceView(row);
}

/**
 * Changes a source. New credentials drop the cached token; another service root is another
 * server: the cursors start again (its listings are matched again by ListingKey).
 */
export async function updateResoSource(
  ctx: ResoSourcesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  body: ResoSourceUpdate,
) {
  const current = await findSource(ctx, actor, tenant, publicId);
  const { clientSecret, ...rest } = body;
  const newServer = body.serviceRoot !== undefined && body.serviceRoot !== current.serviceRoot;
  const row = await named(() =>
    repo.updateSource(ctx.db, tenant.id, current.id, {
      ...rest,
      ...(clientSecret !== undefined && {
        clientSecret: sealSecret(ctx.config.jwtSecret, clientSecret),
      }),
      ...(newServer && { cursorTimestamp: null, cursorKey: null, eventCursor: null }),
    }),
  );
  if (!row) throw new AppError('NOT_FOUND', 'RESO source not found');
  ctx.tokens.delete(current.id);
  return sourceView(row);
}

/** Deletes a source with its mapping and runs; the listings it brought in stay their agents'. */
export async function deleteResoSource(
  ctx: ResoSourcesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  const current = await findSource(ctx, actor, tenant, publicId);
  await repo.deleteSource(ctx.db, tenant.id, current.id);
  ctx.tokens.delete(current.id);
}

function clientOf(ctx: ResoSourcesContext, source: repo.SourceRow): RemoteClient {
  const secret = openSecret(ctx.config.jwtSecret, source.clientSecret);
  if (secret === undefined) {
    throw new AppError('UNPROCESSABLE', 'The client secret can no longer be read: enter it again');
  }
  return remoteClient({ ...source, clientSecret: secret }, ctx.config.remoteFetch, ctx.tokens);
}

/** A remote error as a 422 the admin reads (the remote's refusal is not this request's fault). */
async function remote<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RemoteError) throw new AppError('UNPROCESSABLE', error.message);
    throw error;
  }
}

/** Gets a token and reads the remote's service document, $metadata and counts. */
export async function verifyResoSource(
  ctx: ResoSourcesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  const source = await findSource(ctx, actor, tenant, publicId);
  const client = clientOf(ctx, source);
  return remote(async () => {
    ctx.tokens.delete(source.id);
    await client.token();
    const described = await client.describeService();
    const count = (resource: string) =>
      described.resources.includes(resource) ? client.count(resource) : Promise.resolve(null);
    const [Property, Member, Office] = await Promise.all([
      count('Property'),
      count('Member'),
      count('Office'),
    ]);
    return { ...described, counts: { Property, Member, Office } };
  });
}

/** The most remote members or offices read for the mapping. */
const MAX_REMOTE_AGENTS = 5000;

async function readAll(client: RemoteClient, resource: string, select: string) {
  const rows: Record<string, unknown>[] = [];
  for await (const page of client.records(client.url(resource, { $select: select }))) {
    rows.push(...page);
    if (rows.length >= MAX_REMOTE_AGENTS) break;
  }
  return rows.slice(0, MAX_REMOTE_AGENTS);
}

async function mappingEntries(ctx: ResoSourcesContext, tenant: Tenant, sourceId: number) {
  const rows = await repo.listMapping(ctx.db, tenant.id, sourceId);
  const ids = await userPublicIds(ctx, tenant.id, [...new Set(rows.map((r) => r.agentUserId))]);
  const publicOf = new Map(ids.map((u) => [u.id, u.publicId]));
  return rows.map((r) => ({
    kind: r.remoteKind,
    remoteKey: r.remoteKey,
    agentId: publicOf.get(r.agentUserId) ?? '',
  }));
}

/** The remote's members and offices, each with the site's agent it is mapped to. */
export async function remoteAgents(
  ctx: ResoSourcesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  const source = await findSource(ctx, actor, tenant, publicId);
  const client = clientOf(ctx, source);
  const [members, offices] = await remote(() =>
    Promise.all([
      readAll(client, 'Member', 'MemberKey,MemberFullName,OfficeKey'),
      readAll(client, 'Office', 'OfficeKey,OfficeName'),
    ]),
  );
  const mapped = new Map(
    (await mappingEntries(ctx, tenant, source.id)).map((e) => [
      `${e.kind}:${e.remoteKey}`,
      e.agentId,
    ]),
  );
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    members: members.map((m) => ({
      key: String(m.MemberKey),
      name: text(m.MemberFullName),
      officeKey: text(m.OfficeKey),
      agentId: mapped.get(`Member:${String(m.MemberKey)}`) ?? null,
    })),
    offices: offices.map((o) => ({
      key: String(o.OfficeKey),
      name: text(o.OfficeName),
      agentId: mapped.get(`Office:${String(o.OfficeKey)}`) ?? null,
    })),
  };
}

/**
 * Replaces the mapping: each remote member or office (once) to one of the site's agents. The
 * next run starts from the beginning of the source.
 */
export async function setResoMapping(
  ctx: ResoSourcesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  body: ResoMappingBody,
) {
  const source = await findSource(ctx, actor, tenant, publicId);
  const seen = new Set<string>();
  const details: { path: string; message: string }[] = [];
  const agents = new Map<string, number>();
  for (const [index, entry] of body.entries.entries()) {
    const key = `${entry.kind}:${entry.remoteKey}`;
    if (seen.has(key)) {
      details.push({
        path: `entries.${index}.remoteKey`,
        message: `${entry.kind} '${entry.remoteKey}' is mapped twice`,
      });
    }
    seen.add(key);
    if (!agents.has(entry.agentId)) {
      const agent = await agentRows.findAgentByPublicId(ctx.db, tenant.id, entry.agentId);
      if (agent) agents.set(entry.agentId, agent.user.id);
      else
        details.push({
          path: `entries.${index}.agentId`,
          message: 'No agent of this site has this id',
        });
    }
  }
  if (details.length) throw new AppError('VALIDATION_FAILED', details[0]!.message, details);
  await repo.replaceMapping(
    ctx.db,
    tenant.id,
    source.id,
    body.entries.map((e) => ({
      remoteKind: e.kind,
      remoteKey: e.remoteKey,
      agentUserId: agents.get(e.agentId)!,
    })),
  );
  // Listings skipped for want of an agent come in now: the next run reads the source again
  // from its start (listings already here are matched by ListingKey and left unchanged).
  await repo.updateSource(ctx.db, tenant.id, source.id, { cursorTimestamp: null, cursorKey: null });
  return { entries: await mappingEntries(ctx, tenant, source.id) };
}

/** Asks for a run now (also of a paused source); the worker starts it. */
export async function requestResoRun(
  ctx: ResoSourcesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  const source = await findSource(ctx, actor, tenant, publicId);
  const row = await repo.updateSource(ctx.db, tenant.id, source.id, { runRequestedAt: new Date() });
  if (!row) throw new AppError('NOT_FOUND', 'RESO source not found');
  ctx.wake();
  return { source: sourceView(row) };
}

function runView(run: repo.RunRow) {
  return {
    publicId: run.publicId,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: iso(run.finishedAt),
    created: run.createdCount,
    updated: run.updatedCount,
    unchanged: run.unchangedCount,
    archived: run.archivedCount,
    skipped: run.skippedCount,
    failed: run.failedCount,
    error: run.error,
  };
}

export async function listResoRuns(
  ctx: ResoSourcesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  const source = await findSource(ctx, actor, tenant, publicId);
  const runs = await repo.listRuns(ctx.db, tenant.id, source.id, RESO_SOURCE_LIMITS.runsShown);
  return { items: runs.map(runView) };
}

export async function getResoRun(
  ctx: ResoSourcesContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  runId: string,
) {
  const source = await findSource(ctx, actor, tenant, publicId);
  const run = await repo.findRun(ctx.db, tenant.id, source.id, runId);
  if (!run) throw new AppError('NOT_FOUND', 'Run not found');
  const items = await repo.listRunItems(ctx.db, tenant.id, run.id);
  return {
    run: runView(run),
    items: items.map((i) => ({
      listingKey: i.listingKey,
      outcome: i.outcome,
      reasons: i.reasons,
      listingPublicId: i.listingPublicId,
    })),
  };
}

import { createHmac } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { AppError } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Database } from '../../infra/db';
import type {
  DataSubject,
  ErasurePlan,
  FileRef,
  PersonalDataProvider,
  PersonalFile,
} from '../../infra/personal-data';
import type { Storage } from '../../infra/storage';
import type { Tenant } from '../../infra/tenant';
import { verifyPassword } from '../../lib/passwords';
import { recordAudit } from '../audit';
import {
  accountDetails,
  countOtherAdmins,
  findAccountsLike,
  findDataSubjectAccount,
  lockAccount,
  otherAgents,
  type DataSubjectAccount,
} from '../users';
import { canEraseAccount, canHandleOwnData, canHandlePeoplesData } from './privacy.access';
import { findErasure, insertErasure } from './privacy.repository';
import type { ErasureRequester } from './privacy.tables';

export interface PrivacyContext extends ModuleContext {
  /** Every module's part, in the order an erasure runs them (the account itself last). */
  providers: readonly PersonalDataProvider[];
  storage: Storage;
  /** The server's secret the pseudonyms are derived from. */
  secret: Uint8Array;
  /** Announces the site's listings changed (handed over or archived) to every process's caches. */
  listingsChanged: (tenantId: number) => Promise<void>;
  log: { warn(obj: object, msg: string): void };
}

/**
 * The person's pseudonym: the same for the same account every time, and not reversible without
 * the server's secret (an HMAC of the site and account ids).
 */
export function pseudonymOf(secret: Uint8Array, tenantId: number, userId: number): string {
  const mac = createHmac('sha256', secret).update(`personal-data:${tenantId}:${userId}`);
  return `person-${mac.digest('hex').slice(0, 16)}`;
}

function subjectOf(ctx: PrivacyContext, tenant: Tenant, account: DataSubjectAccount): DataSubject {
  return {
    tenantId: tenant.id,
    userId: account.id,
    publicId: account.publicId,
    email: account.email,
    details: accountDetails(account),
    pseudonym: pseudonymOf(ctx.secret, tenant.id, account.id),
  };
}

/** The account behind a public id, if it exists and was not erased. */
async function liveAccount(db: Database, tenant: Tenant, publicId: string) {
  const account = await findDataSubjectAccount(db, tenant.id, publicId);
  if (!account || (await findErasure(db, tenant.id, account.id))) return undefined;
  return account;
}

async function requireAccount(db: Database, tenant: Tenant, publicId: string) {
  const account = await liveAccount(db, tenant, publicId);
  if (!account) throw new AppError('NOT_FOUND', 'No such person on this site');
  return account;
}

// Exports

export interface PersonalDataExport {
  fileName: string;
  stream: Readable;
}

/**
 * Reads every module's part in one transaction (one moment's picture), then streams the archive:
 * `personal-data.json`, then the files one after another, each read from storage only when the
 * archive reaches it, so a large account never sits in memory.
 */
async function buildExport(ctx: PrivacyContext, tenant: Tenant, subject: DataSubject) {
  const parts = await inTransaction(ctx, async (tx) => {
    const read: { name: string; data: unknown; files: PersonalFile[] }[] = [];
    for (const provider of ctx.providers) {
      const part = await provider.export(tx.db, subject);
      read.push({ name: provider.name, data: part.data, files: part.files ?? [] });
    }
    return read;
  });
  const files = parts.flatMap((p) => p.files);
  const document = {
    site: tenant.slug,
    person: subject.publicId,
    exportedAt: new Date().toISOString(),
    files: files.map((f) => f.path),
    ...Object.fromEntries(parts.map((p) => [p.name, p.data])),
  };
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), 'personal-data.json');
  for (const file of files) {
    zip.addReadStreamLazy(file.path, (done) => {
      fileStream(ctx.storage, file).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  const date = document.exportedAt.slice(0, 10);
  return {
    fileName: `personal-data-${tenant.slug}-${date}.zip`,
    stream: Readable.from(zip.outputStream).pipe(new PassThrough()),
  };
}

function keyOf(storage: Storage, ref: FileRef): string | undefined {
  return 'key' in ref ? ref.key : storage.keyFromUrl(ref.url);
}

/** A file's bytes; a file that is gone (or not this storage's) is an empty entry. */
async function fileStream(storage: Storage, file: PersonalFile): Promise<Readable> {
  const key = keyOf(storage, file);
  return (key && (await storage.readStream(key))) || Readable.from([]);
}

/** Everything the site holds about the signed-in person. */
export async function exportOwnData(
  ctx: PrivacyContext,
  actor: Actor | null,
  tenant: Tenant,
): Promise<PersonalDataExport> {
  authorize(actor, canHandleOwnData);
  const account = await requireAccount(ctx.db, tenant, actor!.publicId);
  return buildExport(ctx, tenant, subjectOf(ctx, tenant, account));
}

/** A person's data for a request received by staff; the reason goes in the audit log. */
export async function exportPersonData(
  ctx: PrivacyContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
  reason: string,
): Promise<PersonalDataExport> {
  authorize(actor, canHandlePeoplesData);
  const account = await requireAccount(ctx.db, tenant, publicId);
  const subject = subjectOf(ctx, tenant, account);
  await recordAudit(ctx.db, {
    tenantId: tenant.id,
    actor,
    ip: actor!.ip ?? null,
    entity: 'account',
    entityId: account.publicId,
    action: 'export',
    reason,
  });
  return buildExport(ctx, tenant, subject);
}

/**
 * An operator's export for a request received outside the site (the CLI): no actor; the reason
 * goes in the audit log. The caller has checked who asked.
 */
export async function exportAsOperator(
  ctx: PrivacyContext,
  tenant: Tenant,
  publicId: string,
  reason: string,
): Promise<PersonalDataExport> {
  const account = await requireAccount(ctx.db, tenant, publicId);
  await recordAudit(ctx.db, {
    tenantId: tenant.id,
    actor: null,
    ip: null,
    entity: 'account',
    entityId: account.publicId,
    action: 'export',
    reason,
  });
  return buildExport(ctx, tenant, subjectOf(ctx, tenant, account));
}

// Erasure

/** What erasing an account involves: its listings, and who could take them over. */
async function erasureView(db: Database, tenant: Tenant, account: DataSubjectAccount) {
  const heirs = account.roles.includes('AGENT') ? await otherAgents(db, tenant.id, account.id) : [];
  const lastAdmin =
    account.roles.includes('ADMIN') && (await countOtherAdmins(db, tenant.id, account.id)) === 0;
  return {
    publicId: account.publicId,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    roles: account.roles,
    isAgent: account.roles.includes('AGENT'),
    lastAdmin,
    // Agencies may share a name: the contact and the agent code tell them apart.
    heirs: heirs.map((h) => ({
      publicId: h.publicId,
      name: [h.name, `${h.firstName} ${h.lastName}`.trim(), h.code].filter(Boolean).join(' · '),
    })),
  };
}

export async function ownErasureView(ctx: PrivacyContext, actor: Actor | null, tenant: Tenant) {
  authorize(actor, canHandleOwnData);
  return erasureView(ctx.db, tenant, await requireAccount(ctx.db, tenant, actor!.publicId));
}

export async function personView(
  ctx: PrivacyContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
) {
  authorize(actor, canHandlePeoplesData);
  return erasureView(ctx.db, tenant, await requireAccount(ctx.db, tenant, publicId));
}

const PEOPLE_SEARCH_LIMIT = 20;

/** Staff finding the person a request is about, by part of an address or name. */
export async function findPeople(
  ctx: PrivacyContext,
  actor: Actor | null,
  tenant: Tenant,
  text: string,
) {
  authorize(actor, canHandlePeoplesData);
  const rows = await findAccountsLike(ctx.db, tenant.id, text, PEOPLE_SEARCH_LIMIT);
  return { items: rows };
}

interface ErasureRequest {
  requestedBy: ErasureRequester;
  /** Who asked, for the audit entry; null for the person themselves and for the CLI. */
  staff: Actor | null;
  reason: string | null;
  heirPublicId?: string | null;
}

/**
 * Erases a person in one transaction: every module's part (the account emptied last), their
 * listings handed to the heir or archived, their audit entries under the pseudonym, and a record
 * of the erasure. The account's row is locked first, so of two erasures at once one does it and
 * the other finds the account gone (404). Files no row names any more are removed once it
 * committed. Resolves with the pseudonym.
 */
export async function eraseAccount(
  ctx: PrivacyContext,
  tenant: Tenant,
  publicId: string,
  request: ErasureRequest,
): Promise<{ pseudonym: string }> {
  const result = await inTransaction(ctx, async (tx) => {
    const found = await findDataSubjectAccount(tx.db, tenant.id, publicId);
    if (found) await lockAccount(tx.db, tenant.id, found.id);
    const account = await liveAccount(tx.db, tenant, publicId);
    if (!account) throw new AppError('NOT_FOUND', 'No such person on this site');
    if (request.staff) authorize(request.staff, canEraseAccount, account);
    if (
      account.roles.includes('ADMIN') &&
      (await countOtherAdmins(tx.db, tenant.id, account.id)) === 0
    ) {
      throw new AppError(
        'CONFLICT',
        "The site's last admin cannot be erased: make another admin first",
      );
    }
    const plan = await planFor(tx.db, tenant, account, request.heirPublicId ?? null);
    const subject = subjectOf(ctx, tenant, account);
    const files: FileRef[] = [];
    for (const provider of ctx.providers) {
      const done = await provider.erase(tx.db, subject, plan);
      files.push(...(done?.files ?? []));
    }
    await insertErasure(tx.db, {
      tenantId: tenant.id,
      userId: account.id,
      pseudonym: subject.pseudonym,
      requestedBy: request.requestedBy,
    });
    await recordAudit(tx.db, {
      tenantId: tenant.id,
      actor: request.staff,
      ip: request.staff?.ip ?? null,
      entity: 'account',
      entityId: subject.pseudonym,
      action: 'erase',
      reason: request.reason,
    });
    return { pseudonym: subject.pseudonym, files, isAgent: account.roles.includes('AGENT') };
  });
  await removeFiles(ctx, result.files);
  if (result.isAgent) await ctx.listingsChanged(tenant.id);
  return { pseudonym: result.pseudonym };
}

async function planFor(
  db: Database,
  tenant: Tenant,
  account: DataSubjectAccount,
  heirPublicId: string | null,
): Promise<ErasurePlan> {
  if (!heirPublicId) return { heirUserId: null };
  const heir = (await otherAgents(db, tenant.id, account.id)).find(
    (agent) => agent.publicId === heirPublicId,
  );
  if (!heir || !account.roles.includes('AGENT')) {
    throw new AppError('BAD_REQUEST', 'The listings can go only to another agent of this site');
  }
  return { heirUserId: heir.id };
}

async function removeFiles(ctx: PrivacyContext, refs: FileRef[]) {
  for (const ref of refs) {
    const key = keyOf(ctx.storage, ref);
    if (!key) continue;
    await ctx.storage.remove(key).catch((err: unknown) => {
      // The erasure stands; the unfinished-files sweep does not know this key, so say it.
      ctx.log.warn({ err, key }, 'an erased file could not be removed from storage');
    });
  }
}

/** The signed-in person deletes their account, confirming with their password. */
export async function eraseOwnAccount(
  ctx: PrivacyContext,
  actor: Actor | null,
  tenant: Tenant,
  input: { password: string; heirId?: string | null },
) {
  authorize(actor, canHandleOwnData);
  const account = await requireAccount(ctx.db, tenant, actor!.publicId);
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    throw new AppError('BAD_REQUEST', 'The password is not right');
  }
  return eraseAccount(ctx, tenant, account.publicId, {
    requestedBy: 'SELF',
    staff: null,
    reason: null,
    heirPublicId: input.heirId ?? null,
  });
}

/** Staff erase a person for a request received by e-mail; the reason goes in the audit log. */
export async function erasePerson(
  ctx: PrivacyContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
  input: { reason: string; heirId?: string | null },
) {
  authorize(actor, canHandlePeoplesData);
  if (actor!.publicId === publicId) {
    // Their own erasure is confirmed with their password, and must not be written as theirs.
    throw new AppError('BAD_REQUEST', 'Delete your own account from your profile');
  }
  return eraseAccount(ctx, tenant, publicId, {
    requestedBy: 'STAFF',
    staff: actor,
    reason: input.reason,
    heirPublicId: input.heirId ?? null,
  });
}

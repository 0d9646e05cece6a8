import type { AuditAction } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { diffFields, recordAudit, type AuditEntry } from '../audit';
import { LISTING_FIELDS } from './properties.changes';
import type { PropertiesContext } from './properties.context';
import type { PropertyRow } from './properties.repository';

/**
 * The listing's fields the log shows (those an update may change, and its state), by their API
 * names: the type by its public id, the suburb by its name and city; never internal keys.
 */
const AUDITED_FIELDS = [
  ...LISTING_FIELDS,
  'archived',
  'listingCategory',
  'published',
  'rejectionReason',
] as const;

type Snapshot = Record<(typeof AUDITED_FIELDS)[number], unknown>;

const placeName = (place: { name: string; city: string } | undefined) =>
  place ? `${place.name}, ${place.city}` : null;

async function snapshots(
  ctx: PropertiesContext,
  tenant: Tenant,
  rows: PropertyRow[],
): Promise<Snapshot[]> {
  const refs = await ctx.references.resolve(tenant.id, rows);
  return rows.map((p) => ({
    ...p,
    built: p.built ? p.built.toISOString() : null,
    typeId: refs.typePublicId(p.typeId) ?? null,
    // As the review's changes show it: a reader of the log knows suburbs by name, not by id.
    suburb: placeName(refs.place(p.suburbId)),
  }));
}

/** What the write did: archiving alone reads as archive/unarchive, anything else as update. */
function actionOf(changes: Record<string, unknown>): AuditAction {
  const fields = Object.keys(changes).filter((f) => f !== 'published');
  if (fields.length === 1 && fields[0] === 'archived') {
    return (changes.archived as { after: boolean }).after ? 'archive' : 'unarchive';
  }
  return 'update';
}

/**
 * The audit entry of a listing's create (before: null), update or delete (after: null); null
 * for an update that changes nothing. Built before the write's transaction (the references
 * it reads use the app's connection, which PGlite's transaction holds), then written in it.
 */
export async function listingAuditEntry(
  ctx: PropertiesContext,
  actor: Actor,
  tenant: Tenant,
  before: PropertyRow | null,
  after: PropertyRow | null,
): Promise<AuditEntry | null> {
  const found = await snapshots(
    ctx,
    tenant,
    [before, after].filter((r) => r !== null),
  );
  const was = before ? found[0] : undefined;
  const now = after ? found.at(-1) : undefined;
  const changes = after ? diffFields(was, now, AUDITED_FIELDS) : null;
  if (before && after && !changes) return null;
  const publicId = (after ?? before)!.publicId;
  return {
    tenantId: tenant.id,
    actor,
    ip: actor.ip ?? null,
    entity: 'property',
    entityId: publicId,
    propertyId: publicId,
    action: !before ? 'create' : !after ? 'delete' : actionOf(changes ?? {}),
    changes,
  };
}

/** Writes the entry, if any, in the write's transaction. */
export async function recordListingAudit(tx: ModuleContext, entry: AuditEntry | null) {
  if (entry) await recordAudit(tx.db, entry);
}

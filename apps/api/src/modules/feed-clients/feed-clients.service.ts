import { AppError, type FeedClientInput, type PageRequest } from '@propdesk/shared';
import { feedClientBody } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../lib/db-errors';
import { newPublicId, newSecretToken, sha256 } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import { canManageFeedClients, canRevokeFeedClient } from './feed-clients.access';
import * as repo from './feed-clients.repository';

/** The database, and the configuration that signs feed tokens (JWT_SECRET) and limits calls. */
export interface FeedClientsContext extends ModuleContext {
  config: Config;
}

/** A client as its admins see it: never its client id or secret. */
function feedClientView(row: repo.FeedClientRow) {
  return {
    publicId: row.publicId,
    name: row.name,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A page of the site's feed clients, newest first, for its admins. */
export async function listFeedClients(
  ctx: FeedClientsContext,
  actor: Actor,
  tenant: Tenant,
  paging: PageRequest,
) {
  authorize(actor, canManageFeedClients);
  const { rows, total } = await repo.listFeedClients(ctx.db, tenant.id, paging);
  return toPage(rows.map(feedClientView), total, paging);
}

/**
 * A new client of the site's feed, for its admins: answers its client id and secret, which are
 * never shown again (the secret is kept as its SHA-256). Two clients in use never share a name
 * (of two creates at once, one is 409).
 */
export async function createFeedClient(
  ctx: FeedClientsContext,
  actor: Actor,
  tenant: Tenant,
  input: FeedClientInput,
) {
  authorize(actor, canManageFeedClients);
  const { name, scopes } = feedClientBody.parse(input);
  const clientId = newPublicId(24);
  const clientSecret = newSecretToken();
  try {
    const row = await repo.insertFeedClient(ctx.db, {
      publicId: newPublicId(),
      tenantId: tenant.id,
      name,
      clientId,
      secretHash: sha256(clientSecret),
      scopes,
      createdBy: actor.userId,
    });
    return { client: feedClientView(row), clientId, clientSecret };
  } catch (error) {
    if (isUniqueViolation(error, 'feed_clients_name_idx')) {
      throw new AppError('CONFLICT', 'A feed client in use has this name already', [
        { path: 'name', message: 'A feed client in use has this name already' },
      ]);
    }
    throw error;
  }
}

/**
 * Revokes one of the site's clients, for its admins: its tokens stop working at once. Revoking a
 * revoked client changes nothing and answers it as it is (two revokes at once: one time).
 */
export async function revokeFeedClient(
  ctx: FeedClientsContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  authorize(actor, canRevokeFeedClient, await repo.findByPublicId(ctx.db, tenant.id, publicId));
  const row = await repo.revokeFeedClient(ctx.db, tenant.id, publicId);
  if (!row) throw new AppError('NOT_FOUND', 'Feed client not found');
  return feedClientView(row);
}

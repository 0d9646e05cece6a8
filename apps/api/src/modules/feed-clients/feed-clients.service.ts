import { AppError, type FeedClientInput, type PageRequest } from '@propdesk/shared';
import { feedClientBody } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../lib/db-errors';
import { newPublicId, newSecretToken, sha256 } from '../../lib/ids';
import { toPage } from '../../lib/paging';
import { recordAudit } from '../audit';
import { canManageFeedClients, canRevokeFeedClient } from './feed-clients.access';
import { forgetFeedClients } from './feed-clients.recent';
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
 * (of two creates at once, one is 409). The audit log records the client's name and scopes.
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
    const row = await inTransaction(ctx, async (tx) => {
      const inserted = await repo.insertFeedClient(tx.db, {
        publicId: newPublicId(),
        tenantId: tenant.id,
        name,
        clientId,
        secretHash: sha256(clientSecret),
        scopes,
        createdBy: actor.userId,
      });
      await recordAudit(tx.db, {
        tenantId: tenant.id,
        actor,
        ip: actor.ip ?? null,
        entity: 'feed_client',
        entityId: inserted.publicId,
        action: 'create',
        changes: { name: { before: null, after: name }, scopes: { before: null, after: scopes } },
      });
      return inserted;
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
 * revoked client changes nothing and answers it as it is (two revokes at once: one time, and
 * one audit entry, which names the client).
 */
export async function revokeFeedClient(
  ctx: FeedClientsContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  authorize(actor, canRevokeFeedClient, await repo.findByPublicId(ctx.db, tenant.id, publicId));
  const row = await inTransaction(ctx, async (tx) => {
    const result = await repo.revokeFeedClient(tx.db, tenant.id, publicId);
    if (!result) throw new AppError('NOT_FOUND', 'Feed client not found');
    if (result.revokedNow) {
      await recordAudit(tx.db, {
        tenantId: tenant.id,
        actor,
        ip: actor.ip ?? null,
        entity: 'feed_client',
        entityId: publicId,
        action: 'revoke',
        changes: {
          name: { before: result.row.name, after: result.row.name },
          revokedAt: { before: null, after: result.row.revokedAt },
        },
      });
    }
    return result.row;
  });
  forgetFeedClients();
  return feedClientView(row);
}

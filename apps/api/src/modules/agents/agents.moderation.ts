import { AppError, type AgentVerificationInput, type PageRequest } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { toPage } from '../../lib/paging';
import { diffFields, recordAudit } from '../audit';
import { canModerateAgents } from './agents.access';
import { agentRows } from '../users';
import { verificationNotice } from './agents.moderation.notices';
import type { AgentsContext, StaffAgentFilter, StaffAgentRow } from './agents.service';

function staffAgentView({ agent, user, listingsCount, liveCount }: StaffAgentRow) {
  return {
    publicId: user.publicId,
    code: agent.code,
    name: agent.name,
    contactName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    telephone: agent.telephone,
    image_url: agent.imageUrl,
    verified: agent.verified,
    listingsCount,
    liveCount,
    joinedAt: user.createdAt.toISOString(),
  };
}

async function findStaffAgent(ctx: AgentsContext, tenant: Tenant, publicId: string) {
  const row = await ctx.staffAgents.find(ctx.db, tenant.id, publicId);
  if (!row) throw new AppError('NOT_FOUND', 'Agent not found');
  return row;
}

/** The site's agents for its moderators and admins: unverified first, then newest joined. */
export async function listAgentsForStaff(
  ctx: AgentsContext,
  actor: Actor,
  tenant: Tenant,
  query: StaffAgentFilter & PageRequest,
) {
  authorize(actor, canModerateAgents);
  const { verified, q, offset, size } = query;
  const { rows, total } = await ctx.staffAgents.list(
    ctx.db,
    tenant.id,
    { verified, q },
    offset,
    size,
  );
  return toPage(rows.map(staffAgentView), total, query);
}

/**
 * Verifies an agency or removes its verification, with the reason. Setting the value it
 * already has changes nothing and sends no email, but still answers the agency; the audit log
 * keeps every decision with its reason, repeated ones included.
 */
export async function setAgentVerification(
  ctx: AgentsContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  input: AgentVerificationInput,
) {
  authorize(actor, canModerateAgents);
  const row = await findStaffAgent(ctx, tenant, publicId);
  await inTransaction(ctx, async (tx) => {
    const current = await agentRows.lockAgentVerification(tx.db, tenant.id, row.agent.userId);
    if (!current) throw new AppError('NOT_FOUND', 'Agent not found');
    await recordAudit(tx.db, {
      tenantId: tenant.id,
      actor,
      ip: actor.ip ?? null,
      entity: 'agent',
      entityId: publicId,
      action: input.verified ? 'verify' : 'unverify',
      changes: diffFields(current, input, ['verified']),
      reason: input.reason,
    });
    if (current.verified !== input.verified) {
      await agentRows.setAgentVerified(tx.db, tenant.id, row.agent.userId, input.verified);
      const agent = {
        publicId,
        name: row.agent.name,
        email: row.user.email,
        firstName: row.user.firstName,
        language: row.user.language,
      };
      const change = { agent, verified: input.verified, reason: input.reason };
      await ctx.queueNotice(tx.db, tenant.id, verificationNotice(ctx.publicUrl, tenant, change));
    }
  });
  return staffAgentView(await findStaffAgent(ctx, tenant, publicId));
}

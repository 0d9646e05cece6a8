import type { z } from 'zod';
import { AppError, type LanguageCode, type PageRequest } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { Database } from '../../infra/db';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { isUniqueViolation } from '../../lib/db-errors';
import { toPage } from '../../lib/paging';
import type { AdmitSignup } from '../auth';
import { countryId, placeNames, resolvePlace } from '../locations';
import {
  agentRows as repo,
  createUser,
  updateAccount,
  type AgentRow,
  type NewAccount,
  type UserRow,
} from '../users';
import { canChangeLogo, canUpdateAgency, seesPrivateFields } from './agents.access';
import type { AgentNotice } from './agents.moderation.notices';
import type { createAgentBody, updateAgentBody } from './agents.schemas';

export interface AgentsContext extends ModuleContext {
  admitSignup: AdmitSignup;
  /** Queues an email to an agent in the transaction `db` (the notices module, above this one). */
  queueNotice: (db: Database, tenantId: number, notice: AgentNotice) => Promise<void>;
  /** PUBLIC_URL: the links in those emails. */
  publicUrl: string;
  /** The staff's list of agents with their listing counts (read-models/agent-listing-counts.ts). */
  staffAgents: StaffAgentRows;
}

export interface StaffAgentFilter {
  verified?: boolean;
  /** Matched anywhere in the agency name, the contact's name or the email, case-insensitive. */
  q?: string;
}

/** An agency as its site's staff see it: its account and how many listings it has, and live. */
export interface StaffAgentRow {
  agent: AgentRow;
  user: UserRow;
  listingsCount: number;
  liveCount: number;
}

/** Reads agencies with their listing counts in one query (a read model over several owners). */
export interface StaffAgentRows {
  /** A page, unverified first, then the newest accounts; and how many match. */
  list(
    db: Database,
    tenantId: number,
    filter: StaffAgentFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: StaffAgentRow[]; total: number }>;
  /** One agency of the site by its account's public id. */
  find(db: Database, tenantId: number, publicId: string): Promise<StaffAgentRow | undefined>;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code people can read aloud: AG- and six characters without 0/O or 1/I. */
function newAgentCode(): string {
  let code = 'AG-';
  for (let i = 0; i < 6; i++)
    code += CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)];
  return code;
}

type AgentWithUser = NonNullable<Awaited<ReturnType<typeof repo.findAgentByPublicId>>>;

async function agentView(
  ctx: ModuleContext,
  tenant: Tenant,
  row: AgentWithUser,
  withPrivate: boolean,
) {
  const { agent, user } = row;
  return {
    publicId: user.publicId,
    name: agent.name,
    code: agent.code,
    telephone: agent.telephone,
    whatsapp: agent.whatsapp,
    description: agent.description,
    image_url: agent.imageUrl,
    isAgent: true as const,
    verified: agent.verified,
    location: await placeNames(ctx, tenant, agent),
    ...(withPrivate && { email: user.email, firstName: user.firstName, lastName: user.lastName }),
  };
}

async function findAgent(ctx: ModuleContext, tenant: Tenant, publicId: string) {
  const row = await repo.findAgentByPublicId(ctx.db, tenant.id, publicId);
  if (!row) throw new AppError('NOT_FOUND', 'Agent not found');
  return row;
}

export interface NewAgency {
  account: Omit<NewAccount, 'roles'>;
  name: string;
  telephone?: string | null;
  whatsapp?: string | null;
  description?: string;
  countryId: number | null;
  cityId?: number | null;
  suburbId?: number | null;
  verified?: boolean;
}

/**
 * An agency: the agent's account and its agency row, in one transaction, with a fresh agent
 * code. Callers: the sign-up route (no actor yet) and operators (the CLI, the demo seed).
 */
export async function createAgency(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  agency: NewAgency,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await inTransaction(ctx, async (tx) => {
        const user = await createUser(tx, actor, tenant, { ...agency.account, roles: ['AGENT'] });
        const agent = await repo.insertAgent(tx.db, {
          userId: user.id,
          tenantId: tenant.id,
          code: newAgentCode(),
          name: agency.name,
          telephone: agency.telephone ?? null,
          whatsapp: agency.whatsapp ?? null,
          description: agency.description ?? '',
          countryId: agency.countryId,
          cityId: agency.cityId ?? null,
          suburbId: agency.suburbId ?? null,
          verified: agency.verified ?? false,
        });
        return { agent, user };
      });
      return await agentView(ctx, tenant, row, true);
    } catch (error) {
      // A clash on the random agent code: draw another.
      if (attempt < 4 && isUniqueViolation(error, 'code')) continue;
      throw error;
    }
  }
}

/** The agency sign-up: an agency in a country of the site. */
export async function registerAgency(
  ctx: AgentsContext,
  actor: Actor | null,
  tenant: Tenant,
  countryPublicId: string,
  input: z.infer<typeof createAgentBody> & { ip: string; language: LanguageCode | null },
) {
  await ctx.admitSignup(tenant, input.ip);
  const country = await countryId(ctx, tenant, countryPublicId);
  return createAgency(ctx, actor, tenant, {
    account: {
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      telephone: input.telephone,
      language: input.language,
    },
    name: input.name,
    telephone: input.telephone,
    whatsapp: input.whatsapp ?? null,
    description: input.description ?? '',
    countryId: country,
  });
}

export async function getAgent(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  publicId: string,
) {
  const row = await findAgent(ctx, tenant, publicId);
  return agentView(ctx, tenant, row, seesPrivateFields(actor, publicId));
}

export async function listVerifiedAgents(
  ctx: AgentsContext,
  _actor: Actor | null,
  tenant: Tenant,
  paging: PageRequest,
) {
  const { rows, total } = await repo.listVerifiedAgents(
    ctx.db,
    tenant.id,
    paging.offset,
    paging.size,
  );
  const content = await Promise.all(rows.map((row) => agentView(ctx, tenant, row, false)));
  return toPage(content, total, paging);
}

export async function updateAgent(
  ctx: AgentsContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  input: z.infer<typeof updateAgentBody>,
) {
  const found = await repo.findAgentByPublicId(ctx.db, tenant.id, publicId);
  const row = authorize(actor, canUpdateAgency, found);
  const place = input.location ? await resolvePlace(ctx, tenant, input.location) : undefined;
  const agentChanges = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.telephone !== undefined && { telephone: input.telephone }),
    ...(input.whatsapp !== undefined && { whatsapp: input.whatsapp }),
    ...(input.description !== undefined && { description: input.description }),
    ...place,
  };
  await inTransaction(ctx, async (tx) => {
    // An update with nothing to set is an SQL error, and a body of read-only fields is a no-op.
    if (Object.keys(agentChanges).length) {
      await repo.updateAgent(tx.db, tenant.id, row.agent.userId, agentChanges);
    }
    if (input.firstName !== undefined || input.lastName !== undefined) {
      await updateAccount(tx, tenant, row.agent.userId, {
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
      });
    }
  });
  return getAgent(ctx, actor, tenant, publicId);
}

/**
 * The agency whose logo the caller may change (404 'Agent not found', 403 for anyone but the
 * agent), with its current logo address.
 */
export async function findOwnAgencyForLogo(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  const row = await findAgent(ctx, tenant, publicId);
  authorize(actor, canChangeLogo, { publicId });
  return { userId: row.agent.userId, imageUrl: row.agent.imageUrl };
}

/** Records a new logo address on the caller's agency and answers the agency as they see it. */
export async function setAgencyLogo(
  ctx: ModuleContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  imageUrl: string,
) {
  const row = await findAgent(ctx, tenant, publicId);
  authorize(actor, canChangeLogo, { publicId });
  const agent = await repo.updateAgent(ctx.db, tenant.id, row.agent.userId, { imageUrl });
  return agentView(ctx, tenant, { ...row, agent: agent ?? row.agent }, true);
}

/** The agent's user id, for listing look-ups by agent (404 'Agent not found'). */
export async function agentUserId(ctx: ModuleContext, tenant: Tenant, publicId: string) {
  return (await findAgent(ctx, tenant, publicId)).agent.userId;
}

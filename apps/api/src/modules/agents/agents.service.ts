import type { z } from 'zod';
import { AppError } from '@propdesk/shared';
import { hasRole, isStaff, type Actor } from '../../infra/auth';
import type { Database } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import { isUniqueViolation } from '../../lib/db-errors';
import { toPage } from '../../lib/paging';
import { findCity, findCountry, findSuburbDetail } from '../locations/locations.repository';
import { updateUser } from '../users/users.repository';
import { createUser } from '../users/users.service';
import { locationView } from '../users/users.views';
import * as repo from './agents.repository';
import type { createAgentBody, updateAgentBody } from './agents.schemas';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code people can read aloud: AG- and six characters without 0/O or 1/I. */
export function newAgentCode(): string {
  let code = 'AG-';
  for (let i = 0; i < 6; i++)
    code += CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)];
  return code;
}

type AgentWithUser = NonNullable<Awaited<ReturnType<typeof repo.findAgentByPublicId>>>;

export async function agentView(
  db: Database,
  tenantId: number,
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
    location: await locationView(db, tenantId, agent),
    ...(withPrivate && { email: user.email, firstName: user.firstName, lastName: user.lastName }),
  };
}

export async function createAgent(
  db: Database,
  tenant: Tenant,
  countryPublicId: string,
  input: z.infer<typeof createAgentBody>,
) {
  const country = await findCountry(db, tenant.id, countryPublicId);
  if (!country) throw new AppError('NOT_FOUND', 'Country not found');
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        const t = tx as Database;
        const user = await createUser(t, tenant.id, {
          email: input.email,
          password: input.password,
          roles: ['AGENT'],
          firstName: input.firstName,
          lastName: input.lastName,
          telephone: input.telephone,
        });
        const agent = await repo.insertAgent(t, {
          userId: user.id,
          tenantId: tenant.id,
          code: newAgentCode(),
          name: input.name,
          telephone: input.telephone,
          whatsapp: input.whatsapp ?? null,
          description: input.description ?? '',
          countryId: country.id,
        });
        return { agent, user };
      });
      return agentView(db, tenant.id, row, true);
    } catch (error) {
      // A clash on the random agent code: draw another.
      if (attempt < 4 && isUniqueViolation(error, 'code')) continue;
      throw error;
    }
  }
}

export async function getAgent(
  db: Database,
  actor: Actor | null,
  tenantId: number,
  publicId: string,
) {
  const row = await repo.findAgentByPublicId(db, tenantId, publicId);
  if (!row) throw new AppError('NOT_FOUND', 'Agent not found');
  const withPrivate = actor?.publicId === publicId || isStaff(actor);
  return agentView(db, tenantId, row, withPrivate);
}

export async function listVerifiedAgents(
  db: Database,
  tenantId: number,
  page: number,
  size: number,
) {
  const { rows, total } = await repo.listVerifiedAgents(db, tenantId, page * size, size);
  const content = await Promise.all(rows.map((row) => agentView(db, tenantId, row, false)));
  return toPage(content, total, page, size);
}

/** Resolves the most specific place given and derives its parents; refuses a mismatched set. */
async function resolveLocation(
  db: Database,
  tenantId: number,
  location: NonNullable<z.infer<typeof updateAgentBody>['location']>,
) {
  const mismatch = () =>
    new AppError('VALIDATION_FAILED', 'The suburb, city and country do not match');
  if (location.suburb) {
    const suburb = await findSuburbDetail(db, tenantId, location.suburb);
    if (!suburb) throw new AppError('NOT_FOUND', 'Suburb not found');
    if (location.city && location.city !== suburb.city.publicId) throw mismatch();
    if (location.country && location.country !== suburb.country.publicId) throw mismatch();
    return { suburbId: suburb.id, cityId: suburb.city.id, countryId: suburb.country.id };
  }
  if (location.city) {
    const city = await findCity(db, tenantId, location.city);
    if (!city) throw new AppError('NOT_FOUND', 'City not found');
    const country = location.country
      ? await findCountry(db, tenantId, location.country)
      : undefined;
    if (location.country && country?.id !== city.countryId) throw mismatch();
    return { suburbId: null, cityId: city.id, countryId: city.countryId };
  }
  if (location.country) {
    const country = await findCountry(db, tenantId, location.country);
    if (!country) throw new AppError('NOT_FOUND', 'Country not found');
    return { suburbId: null, cityId: null, countryId: country.id };
  }
  return {};
}

export async function updateAgent(
  db: Database,
  actor: Actor,
  publicId: string,
  input: z.infer<typeof updateAgentBody>,
) {
  const row = await repo.findAgentByPublicId(db, actor.tenantId, publicId);
  if (!row) throw new AppError('NOT_FOUND', 'Agent not found');
  const isOwner = actor.publicId === publicId;
  if (!isOwner && !hasRole(actor, 'ADMIN')) {
    if (!(isStaff(actor) && onlyVerification(input))) {
      throw new AppError('FORBIDDEN', 'You can only change your own profile');
    }
  }
  if (input.verified !== undefined && !isStaff(actor)) {
    throw new AppError('FORBIDDEN', 'Only moderators can verify agents');
  }
  const place = input.location ? await resolveLocation(db, actor.tenantId, input.location) : {};
  const agentChanges = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.telephone !== undefined && { telephone: input.telephone }),
    ...(input.whatsapp !== undefined && { whatsapp: input.whatsapp }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.verified !== undefined && { verified: input.verified }),
    ...place,
  };
  await db.transaction(async (tx) => {
    const t = tx as Database;
    // An update with nothing to set is an SQL error, and a body of read-only fields is a no-op.
    if (Object.keys(agentChanges).length) {
      await repo.updateAgent(t, actor.tenantId, row.agent.userId, agentChanges);
    }
    if (input.firstName !== undefined || input.lastName !== undefined) {
      await updateUser(t, actor.tenantId, row.agent.userId, {
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
      });
    }
  });
  return getAgent(db, actor, actor.tenantId, publicId);
}

function onlyVerification(input: z.infer<typeof updateAgentBody>): boolean {
  return Object.entries(input).every(([key, value]) => key === 'verified' || value === undefined);
}

import type { Role } from '@propdesk/shared';
import type { Database } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import { insertAgent } from '../agents/agents.repository';
import { newAgentCode } from '../agents/agents.service';
import { insertCustomer } from '../customers/customers.repository';
import { createUser } from './users.service';

export interface AccountInput {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
  /** Agents only: the agency name shown on the public site. */
  agencyName?: string;
}

/** One account of any role with the profile row its role needs, in one transaction (operators). */
export async function createAccount(db: Database, tenant: Tenant, input: AccountInput) {
  return db.transaction(async (tx) => {
    const t = tx as Database;
    const user = await createUser(t, tenant.id, {
      email: input.email,
      password: input.password,
      roles: [input.role],
      firstName: input.firstName,
      lastName: input.lastName,
    });
    if (input.role === 'AGENT') {
      await insertAgent(t, {
        userId: user.id,
        tenantId: tenant.id,
        code: newAgentCode(),
        name: input.agencyName ?? `${input.firstName} ${input.lastName ?? ''}`.trim(),
        countryId: tenant.defaultCountryId,
      });
    }
    if (input.role === 'CUSTOMER') {
      await insertCustomer(t, {
        userId: user.id,
        tenantId: tenant.id,
        countryId: tenant.defaultCountryId,
      });
    }
    return user;
  });
}

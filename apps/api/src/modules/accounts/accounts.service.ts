import type { Role } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { createAgency } from '../agents';
import { createCustomer } from '../customers';
import { createUser, findAccountByEmail, type UserRow } from '../users';

export type AccountsContext = ModuleContext;

export interface AccountInput {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
  /** Agents only: the agency name shown on the public site. */
  agencyName?: string;
}

/**
 * An account of any role with the profile row its role needs, in one transaction: what an
 * operator makes with the CLI (there is no signed-in caller; the actor is null).
 */
export async function createAccount(
  ctx: AccountsContext,
  actor: Actor | null,
  tenant: Tenant,
  input: AccountInput,
): Promise<UserRow> {
  const account = {
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
  };
  return inTransaction(ctx, async (tx) => {
    if (input.role === 'AGENT') {
      await createAgency(tx, actor, tenant, {
        account,
        name: input.agencyName ?? `${input.firstName} ${input.lastName ?? ''}`.trim(),
        countryId: tenant.defaultCountryId,
      });
    } else if (input.role === 'CUSTOMER') {
      await createCustomer(tx, actor, tenant, { ...account, lastName: input.lastName ?? '' });
    } else {
      return createUser(tx, actor, tenant, { ...account, roles: [input.role] });
    }
    return (await findAccountByEmail(tx, tenant, input.email))!;
  });
}

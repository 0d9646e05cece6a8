import type { z } from 'zod';
import { AppError } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import type { AdmitSignup } from '../auth';
import { createUser, updateAccount, type UserRow } from '../users';
import { canChangeCustomer, canSeeCustomer } from './customers.access';
import * as repo from './customers.repository';
import type { createCustomerBody, updateCustomerBody } from './customers.schemas';

export interface CustomersContext extends ModuleContext {
  admitSignup: AdmitSignup;
}

function customerView(user: UserRow) {
  return {
    publicId: user.publicId,
    firstName: user.firstName,
    lastName: user.lastName,
    otherNames: user.otherNames,
    email: user.email,
    mobile: user.mobile,
    telephone: user.telephone,
    image_url: user.imageUrl,
  };
}

/**
 * A customer account in the site's default country. Callers: the sign-up route (no actor yet;
 * it admits the sign-up first) and operators.
 */
export async function createCustomer(
  ctx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  input: z.infer<typeof createCustomerBody>,
) {
  const user = await inTransaction(ctx, async (tx) => {
    const created = await createUser(tx, actor, tenant, { ...input, roles: ['CUSTOMER'] });
    await repo.insertCustomer(tx.db, {
      userId: created.id,
      tenantId: tenant.id,
      countryId: tenant.defaultCountryId,
    });
    return created;
  });
  return customerView(user);
}

export async function registerCustomer(
  ctx: CustomersContext,
  actor: Actor | null,
  tenant: Tenant,
  input: z.infer<typeof createCustomerBody> & { ip: string },
) {
  const { ip, ...details } = input;
  await ctx.admitSignup(tenant, ip);
  return createCustomer(ctx, actor, tenant, details);
}

async function findCustomer(ctx: ModuleContext, tenant: Tenant, publicId: string) {
  const user = await repo.findCustomerByPublicId(ctx.db, tenant.id, publicId);
  if (!user) throw new AppError('NOT_FOUND', 'Customer not found');
  return user;
}

export async function getCustomer(
  ctx: CustomersContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
) {
  authorize(actor, canSeeCustomer, { publicId });
  return customerView(await findCustomer(ctx, tenant, publicId));
}

export async function updateCustomer(
  ctx: CustomersContext,
  actor: Actor,
  tenant: Tenant,
  publicId: string,
  input: z.infer<typeof updateCustomerBody>,
) {
  authorize(actor, canChangeCustomer, { publicId });
  const user = await findCustomer(ctx, tenant, publicId);
  const updated = await updateAccount(ctx, tenant, user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    otherNames: input.otherNames,
    mobile: input.mobile,
    telephone: input.telephone ?? null,
  });
  return customerView(updated);
}

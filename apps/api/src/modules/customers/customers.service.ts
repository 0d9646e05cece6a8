import type { z } from 'zod';
import { AppError, type LanguageCode } from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import { inTransaction, type ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import type { AdmitSignup } from '../auth';
import { createUser, customerRows as repo, updateAccount, type UserRow } from '../users';
import { canChangeCustomer, canSeeCustomer } from './customers.access';
import type { createCustomerBody, updateCustomerBody } from './customers.schemas';

export interface CustomersContext extends ModuleContext {
  admitSignup: AdmitSignup;
  /** Mails the new account a link to confirm its address, in the sign-up's transaction. */
  sendEmailConfirmation: (tx: ModuleContext, tenant: Tenant, user: UserRow) => Promise<void>;
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
  return customerView(await inTransaction(ctx, (tx) => insertCustomer(tx, actor, tenant, input)));
}

/** The account and its customer row, in the caller's transaction. */
async function insertCustomer(
  tx: ModuleContext,
  actor: Actor | null,
  tenant: Tenant,
  input: z.infer<typeof createCustomerBody> & { language?: LanguageCode | null },
) {
  const created = await createUser(tx, actor, tenant, { ...input, roles: ['CUSTOMER'] });
  await repo.insertCustomer(tx.db, {
    userId: created.id,
    tenantId: tenant.id,
    countryId: tenant.defaultCountryId,
  });
  return created;
}

export async function registerCustomer(
  ctx: CustomersContext,
  actor: Actor | null,
  tenant: Tenant,
  input: z.infer<typeof createCustomerBody> & { ip: string; language: LanguageCode | null },
) {
  const { ip, ...details } = input;
  await ctx.admitSignup(tenant, ip);
  const user = await inTransaction(ctx, async (tx) => {
    const created = await insertCustomer(tx, actor, tenant, details);
    // Guest requests join the account only once the person proves the address is theirs.
    await ctx.sendEmailConfirmation(tx, tenant, created);
    return created;
  });
  return customerView(user);
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

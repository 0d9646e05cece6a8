import type { z } from 'zod';
import { AppError } from '@propdesk/shared';
import { isStaff, type Actor } from '../../infra/auth';
import type { Database } from '../../infra/db';
import type { Tenant } from '../../infra/tenant';
import { updateUser, type UserRow } from '../users/users.repository';
import { createUser } from '../users/users.service';
import * as repo from './customers.repository';
import type { createCustomerBody, updateCustomerBody } from './customers.schemas';

export function customerView(user: UserRow) {
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

export async function createCustomer(
  db: Database,
  tenant: Tenant,
  input: z.infer<typeof createCustomerBody>,
) {
  const user = await db.transaction(async (tx) => {
    const t = tx as Database;
    const created = await createUser(t, tenant.id, { ...input, roles: ['CUSTOMER'] });
    await repo.insertCustomer(t, {
      userId: created.id,
      tenantId: tenant.id,
      countryId: tenant.defaultCountryId,
    });
    return created;
  });
  return customerView(user);
}

/** A customer's own record, or any for moderators and admins; nobody else learns it exists. */
async function loadVisibleCustomer(db: Database, actor: Actor, publicId: string) {
  if (actor.publicId !== publicId && !isStaff(actor)) {
    throw new AppError('FORBIDDEN', 'You can only see your own profile');
  }
  const user = await repo.findCustomerByPublicId(db, actor.tenantId, publicId);
  if (!user) throw new AppError('NOT_FOUND', 'Customer not found');
  return user;
}

export async function getCustomer(db: Database, actor: Actor, publicId: string) {
  return customerView(await loadVisibleCustomer(db, actor, publicId));
}

export async function updateCustomer(
  db: Database,
  actor: Actor,
  publicId: string,
  input: z.infer<typeof updateCustomerBody>,
) {
  if (actor.publicId !== publicId)
    throw new AppError('FORBIDDEN', 'You can only change your own profile');
  const user = await loadVisibleCustomer(db, actor, publicId);
  const updated = await updateUser(db, actor.tenantId, user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    otherNames: input.otherNames,
    mobile: input.mobile,
    telephone: input.telephone ?? null,
  });
  return customerView(updated!);
}

import { AppError, passwordProblem, type Role } from '@propdesk/shared';
import type { Actor } from '../../infra/auth';
import { isStaff } from '../../infra/auth';
import type { Database } from '../../infra/db';
import { isUniqueViolation } from '../../lib/db-errors';
import { newPublicId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { revokeAllForUser } from '../auth/auth.repository';
import { findUserByEmail, insertUser, updateUser, type UserRow } from './users.repository';
import { userView } from './users.views';

export interface NewAccount {
  email: string;
  password: string;
  roles: Role[];
  firstName?: string;
  lastName?: string;
  otherNames?: string;
  mobile?: string | null;
  telephone?: string | null;
}

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** Inserts a user; run inside the caller's transaction so the profile row lands with it. */
export async function createUser(
  db: Database,
  tenantId: number,
  account: NewAccount,
): Promise<UserRow> {
  const problem = passwordProblem(account.password);
  if (problem)
    throw new AppError('VALIDATION_FAILED', problem, [{ path: 'password', message: problem }]);
  const email = account.email.trim().toLowerCase();
  if (await findUserByEmail(db, tenantId, email))
    throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
  try {
    return await insertUser(db, {
      tenantId,
      publicId: newPublicId(),
      email,
      passwordHash: await hashPassword(account.password),
      roles: account.roles,
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      otherNames: account.otherNames ?? '',
      mobile: account.mobile ?? null,
      telephone: account.telephone ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/** Sets a new password and ends every session of the user. */
export async function setPassword(
  db: Database,
  tenantId: number,
  userId: number,
  password: string,
) {
  const problem = passwordProblem(password);
  if (problem)
    throw new AppError('VALIDATION_FAILED', problem, [{ path: 'password', message: problem }]);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updateUser(tx as Database, tenantId, userId, { passwordHash });
    await revokeAllForUser(tx as Database, tenantId, userId);
  });
}

/**
 * The user fetch by email. Only the caller's own email, or any for moderators and admins:
 * anyone else is refused before we look, so the answer says nothing about who has an account.
 */
export async function getUserByEmail(db: Database, actor: Actor, email: string) {
  const normalized = email.trim().toLowerCase();
  if (normalized !== actor.email && !isStaff(actor)) {
    throw new AppError('FORBIDDEN', 'You can only look up your own account');
  }
  const user = await findUserByEmail(db, actor.tenantId, normalized);
  const view = user && (await userView(db, actor.tenantId, user.id));
  if (!view) throw new AppError('NOT_FOUND', 'User not found');
  return view;
}

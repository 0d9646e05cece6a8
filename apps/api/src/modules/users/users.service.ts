import {
  AppError,
  LANGUAGE_MESSAGES,
  passwordProblem,
  type LanguageCode,
  type Role,
} from '@propdesk/shared';
import { authorize } from '../../infra/access';
import type { Actor } from '../../infra/auth';
import type { ModuleContext } from '../../infra/context';
import type { Tenant } from '../../infra/tenant';
import { isUniqueViolation } from '../../lib/db-errors';
import { newPublicId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { placeNames } from '../locations';
import { canLookUpAccount } from './users.access';
import * as repo from './users.repository';
import type { UserView } from './users.schemas';

export type UsersContext = ModuleContext;
export type { UserRow } from './users.repository';

export interface NewAccount {
  email: string;
  password: string;
  roles: Role[];
  firstName?: string;
  lastName?: string;
  otherNames?: string;
  mobile?: string | null;
  telephone?: string | null;
  /** The language the person chose; a sign-up keeps the one it was made in (null: none). */
  language?: LanguageCode | null;
}

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

export function passwordRefusal(password: string): AppError | null {
  const problem = passwordProblem(password);
  return problem
    ? new AppError('VALIDATION_FAILED', problem, [{ path: 'password', message: problem }])
    : null;
}

/**
 * Inserts a user (the account of any role). Run it in the caller's transaction (inTransaction)
 * so the profile row of the role lands with it. Callers: sign-ups (no actor yet), operators.
 */
export async function createUser(
  ctx: UsersContext,
  _actor: Actor | null,
  tenant: Tenant,
  account: NewAccount,
): Promise<repo.UserRow> {
  const refusal = passwordRefusal(account.password);
  if (refusal) throw refusal;
  const email = account.email.trim().toLowerCase();
  if (await repo.findUserByEmail(ctx.db, tenant.id, email)) {
    throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
  }
  try {
    return await repo.insertUser(ctx.db, {
      tenantId: tenant.id,
      publicId: newPublicId(),
      email,
      passwordHash: await hashPassword(account.password),
      roles: account.roles,
      firstName: account.firstName ?? '',
      lastName: account.lastName ?? '',
      otherNames: account.otherNames ?? '',
      mobile: account.mobile ?? null,
      telephone: account.telephone ?? null,
      language: account.language ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/** The account with this email (trusted callers: sign-in, password reset, operators). */
export function findAccountByEmail(ctx: UsersContext, tenant: Tenant, email: string) {
  return repo.findUserByEmail(ctx.db, tenant.id, email.trim().toLowerCase());
}

/** The account with this internal id (trusted callers: token refresh). */
export function findAccountById(ctx: UsersContext, tenant: Tenant, userId: number) {
  return repo.findUserById(ctx.db, tenant.id, userId);
}

/** Changes an account's own fields; the caller has made its access check. */
export async function updateAccount(
  ctx: UsersContext,
  tenant: Tenant,
  userId: number,
  changes: repo.AccountChanges,
): Promise<repo.UserRow> {
  const row = await repo.updateUser(ctx.db, tenant.id, userId, changes);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

function fullName(user: { firstName: string; lastName: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The spec's User: what the dashboard loads for whoever is signed in. */
async function userView(
  ctx: UsersContext,
  tenant: Tenant,
  userId: number,
): Promise<UserView | null> {
  const row = await repo.findUserProfile(ctx.db, tenant.id, userId);
  if (!row) return null;
  const { user, agent } = row;
  return {
    publicId: user.publicId,
    email: user.email,
    name: agent?.name ?? fullName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    image_url: agent?.imageUrl ?? user.imageUrl,
    isAgent: !!agent,
    code: agent?.code ?? null,
    roles: user.roles,
    emailConfirmed: user.emailConfirmedAt !== null,
    language: user.language,
    effectiveLanguage: effectiveLanguage(tenant, user.language),
    location: await placeNames(ctx, tenant, {
      countryId: agent?.countryId ?? row.customerCountryId ?? tenant.defaultCountryId,
      cityId: agent?.cityId,
      suburbId: agent?.suburbId,
    }),
  };
}

/**
 * The language to use for a person: their choice while the site offers it, else the site's
 * default (a choice the site stopped offering is kept, so it comes back if the site offers it
 * again).
 */
export function effectiveLanguage(
  tenant: Pick<Tenant, 'defaultLanguage' | 'languages'>,
  chosen: LanguageCode | null,
): LanguageCode {
  return chosen && tenant.languages.includes(chosen) ? chosen : tenant.defaultLanguage;
}

/**
 * Sets or clears the signed-in person's own language: one the site offers, or null. Answers
 * their account as the user fetch does.
 */
export async function setOwnLanguage(
  ctx: UsersContext,
  actor: Actor,
  tenant: Tenant,
  language: LanguageCode | null,
): Promise<UserView> {
  if (language !== null && !tenant.languages.includes(language)) {
    throw new AppError('VALIDATION_FAILED', LANGUAGE_MESSAGES.notOffered, [
      { path: 'language', message: LANGUAGE_MESSAGES.notOffered },
    ]);
  }
  await updateAccount(ctx, tenant, actor.userId, { language });
  const view = await userView(ctx, tenant, actor.userId);
  if (!view) throw new AppError('NOT_FOUND', 'User not found');
  return view;
}

/** The user fetch by email: the caller's own account, or any for moderators and admins. */
export async function getUserByEmail(
  ctx: UsersContext,
  actor: Actor,
  tenant: Tenant,
  email: string,
) {
  const normalized = email.trim().toLowerCase();
  authorize(actor, canLookUpAccount, { email: normalized });
  const user = await repo.findUserByEmail(ctx.db, tenant.id, normalized);
  const view = user && (await userView(ctx, tenant, user.id));
  if (!view) throw new AppError('NOT_FOUND', 'User not found');
  return view;
}

/** The public ids of these accounts (a listing shows its agent's); no access check. */
export function userPublicIds(ctx: UsersContext, tenantId: number, userIds: number[]) {
  return repo.findUserPublicIds(ctx.db, tenantId, userIds);
}

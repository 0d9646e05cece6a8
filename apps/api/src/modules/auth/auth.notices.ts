import { EMAIL_CONFIRMATION_TTL_SECONDS } from '@propdesk/shared';
import type { Tenant } from '../../infra/tenant';
import { effectiveLanguage, type UserRow } from '../users';
import { confirmationMail, signInAttackMail } from './auth.mails';

/** The mail with the link, as the notices module queues it (it sits above this module). */
export interface ConfirmationNotice {
  event: 'account.email-confirmation' | 'account.sign-in-attack';
  email: { to: string; subject: string; text: string };
  data: Record<string, unknown>;
}

export function confirmationNotice(
  tenant: Tenant,
  user: Pick<UserRow, 'publicId' | 'email' | 'firstName' | 'language'>,
  link: string,
): ConfirmationNotice {
  const hours = EMAIL_CONFIRMATION_TTL_SECONDS / 3600;
  return {
    event: 'account.email-confirmation',
    email: {
      to: user.email,
      ...confirmationMail(effectiveLanguage(tenant, user.language), {
        siteName: tenant.name,
        firstName: user.firstName || '',
        email: user.email,
        hours,
        link,
      }),
    },
    data: { account: { publicId: user.publicId, email: user.email } },
  };
}

/** Tells an account's owner that strangers are guessing its password, and what still works. */
export function signInAttackNotice(
  tenant: Tenant,
  user: Pick<UserRow, 'publicId' | 'email' | 'firstName' | 'language'>,
  failures: number,
  resetLink: string,
): ConfirmationNotice {
  return {
    event: 'account.sign-in-attack',
    email: {
      to: user.email,
      ...signInAttackMail(effectiveLanguage(tenant, user.language), {
        siteName: tenant.name,
        firstName: user.firstName || '',
        failures,
        resetLink,
      }),
    },
    data: { account: { publicId: user.publicId, email: user.email }, failures },
  };
}

import { EMAIL_CONFIRMATION_TTL_SECONDS } from '@propdesk/shared';
import type { Tenant } from '../../infra/tenant';
import type { UserRow } from '../users';

/** The mail with the link, as the notices module queues it (it sits above this module). */
export interface ConfirmationNotice {
  event: 'account.email-confirmation';
  email: { to: string; subject: string; text: string };
  data: Record<string, unknown>;
}

export function confirmationNotice(
  tenant: Tenant,
  user: Pick<UserRow, 'publicId' | 'email' | 'firstName'>,
  link: string,
): ConfirmationNotice {
  const hours = EMAIL_CONFIRMATION_TTL_SECONDS / 3600;
  return {
    event: 'account.email-confirmation',
    email: {
      to: user.email,
      subject: `Confirm your email address for ${tenant.name}`,
      text:
        `Hello ${user.firstName || ''},\n\n` +
        `Please confirm that ${user.email} is your email address: open this link within ${hours} hours.\n\n` +
        `${link}\n\n` +
        `Once it is confirmed, the questions and viewing requests you sent from this address on ` +
        `${tenant.name} join your account, with the agents' replies, under "My requests".\n\n` +
        `If you did not create an account on ${tenant.name}, ignore this email.\n`,
    },
    data: { account: { publicId: user.publicId, email: user.email } },
  };
}

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SessionErrorKind } from './token';

/** How a session ended, for the message on the sign-in page. */
export type EndReason =
  'signed-out' | 'expired' | 'locked-out' | 'reloaded-while-locked' | SessionErrorKind;

/** What the sign-in page says about how the last session ended (translated where shown). */
export const END_REASON_MESSAGES: Record<EndReason, MessageDescriptor | null> = {
  'signed-out': null,
  expired: msg`Your session has ended. Please sign in again.`,
  'locked-out': msg`You were signed out after three wrong passwords on the lock screen.`,
  'reloaded-while-locked': msg`You were signed out because the page was reloaded while it was locked.`,
  'not-a-user': msg`We could not read your session. Please sign in again.`,
  'another-error': msg`We could not read your session. Please sign in again.`,
};

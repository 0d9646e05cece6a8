import { z } from 'zod';
import { multiLine } from './common';

/** The reason a moderator gives for verifying an agency or removing its verification. */
export const VERIFICATION_REASON = { min: 3, max: 500 } as const;

export const VERIFICATION_MESSAGES = {
  reasonShort: `Give a reason of at least ${VERIFICATION_REASON.min} characters`,
  reasonLong: `Keep the reason under ${VERIFICATION_REASON.max} characters`,
  nul: 'Text must not contain NUL characters',
  verifiedRequired: 'Say whether the agency is verified',
} as const;

/** The longest search text the staff list of agents accepts. */
export const AGENT_SEARCH_MAX = 100;

export const verificationReasonSchema = multiLine({ error: VERIFICATION_MESSAGES.reasonShort })
  .min(VERIFICATION_REASON.min, VERIFICATION_MESSAGES.reasonShort)
  .max(VERIFICATION_REASON.max, VERIFICATION_MESSAGES.reasonLong);

/** `POST /api/v2/moderation/agents/ids/{id}/verification`. */
export const agentVerificationBody = z.object({
  verified: z.boolean({ error: VERIFICATION_MESSAGES.verifiedRequired }),
  reason: verificationReasonSchema,
});
export type AgentVerificationInput = z.infer<typeof agentVerificationBody>;

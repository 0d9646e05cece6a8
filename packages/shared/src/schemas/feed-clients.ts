import { z } from 'zod';
import { FEED_SCOPES } from '../constants';

export const FEED_CLIENT_LIMITS = { nameMin: 2, nameMax: 80 } as const;

export const FEED_CLIENT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${FEED_CLIENT_LIMITS.nameMin} characters`,
  nameTooLong: `Name must be at most ${FEED_CLIENT_LIMITS.nameMax} characters`,
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: 'Choose scopes from the list',
  scopeTwice: 'Each scope can be chosen once',
} as const;

/** A new feed client: what the admin's form and the API both enforce. */
export const feedClientBody = z.object({
  name: z
    .string({ error: FEED_CLIENT_MESSAGES.nameRequired })
    .trim()
    .min(1, FEED_CLIENT_MESSAGES.nameRequired)
    .min(FEED_CLIENT_LIMITS.nameMin, FEED_CLIENT_MESSAGES.nameTooShort)
    .max(FEED_CLIENT_LIMITS.nameMax, FEED_CLIENT_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(FEED_SCOPES, { error: FEED_CLIENT_MESSAGES.scopeUnknown }), {
      error: FEED_CLIENT_MESSAGES.scopesRequired,
    })
    .min(1, FEED_CLIENT_MESSAGES.scopesRequired)
    .max(FEED_SCOPES.length, FEED_CLIENT_MESSAGES.scopeTwice)
    .refine((scopes) => new Set(scopes).size === scopes.length, FEED_CLIENT_MESSAGES.scopeTwice)
    .describe('The RESO resources the client may read'),
});

export type FeedClientInput = z.input<typeof feedClientBody>;

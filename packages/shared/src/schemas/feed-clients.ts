import { z } from 'zod';
import { FEED_SCOPES } from '../constants';
import { thingNameSchema } from './common';

export const FEED_CLIENT_LIMITS = { nameMin: 2, nameMax: 80 } as const;

/** The site's feed clients are listed 20 a page, newest first (the API's default size). */
export const FEED_CLIENTS_PAGE_SIZE = 20;

export const FEED_CLIENT_MESSAGES = {
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: 'Choose scopes from the list',
  scopeTwice: 'Each scope can be chosen once',
} as const;

/** A new feed client: what the admin's form and the API both enforce. */
export const feedClientBody = z.object({
  name: thingNameSchema(FEED_CLIENT_LIMITS.nameMin, FEED_CLIENT_LIMITS.nameMax),
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

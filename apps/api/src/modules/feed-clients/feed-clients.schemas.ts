import { z } from 'zod';
import {
  FEED_CLIENTS_PAGE_SIZE,
  FEED_SCOPES,
  feedClientBody,
  pageSchema,
  zeroBasedPagingQuery,
} from '@propdesk/shared';

const scopesSchema = z.array(z.enum(FEED_SCOPES));

export const feedClientSchema = z
  .object({
    publicId: z.string(),
    name: z.string(),
    scopes: scopesSchema.describe('The RESO resources the client may read'),
    createdAt: z.string().describe('ISO date-time'),
    lastUsedAt: z
      .string()
      .nullable()
      .describe('ISO date-time of its last call to the feed (to the minute); null if never'),
    revokedAt: z.string().nullable().describe('ISO date-time; null while the client is in use'),
  })
  .meta({ id: 'FeedClient' });

export const feedCallerSchema = z
  .object({
    publicId: z.string().describe('The id the site names this client by in its logs'),
    name: z.string(),
    scopes: scopesSchema.describe('What the token grants'),
  })
  .meta({ id: 'FeedCaller' });

export const feedClientsPageSchema = pageSchema(feedClientSchema).meta({ id: 'FeedClientsPage' });

export const feedClientsQuery = zeroBasedPagingQuery(FEED_CLIENTS_PAGE_SIZE);

export const feedClientBodySchema = feedClientBody.meta({
  id: 'FeedClientFields',
  example: { name: 'Harare Homes portal', scopes: ['Property', 'Media'] },
});

export const createdFeedClientSchema = z
  .object({
    client: feedClientSchema,
    clientId: z.string().describe('The OAuth2 client_id'),
    clientSecret: z
      .string()
      .describe('The OAuth2 client_secret: answered here only, never again (only a hash is kept)'),
  })
  .meta({ id: 'CreatedFeedClient' });

export const tokenParams = z.object({
  tenant: z.string().max(100).describe('The site (tenant slug)').meta({ example: 'demo' }),
});

/** RFC 6749 §4.4.2, form-encoded; every field is checked by the handler to answer in §5.2's shape. */
export const tokenBodySchema = z
  .object({
    grant_type: z.string().optional().describe('client_credentials'),
    client_id: z.string().optional().describe('Unless sent with HTTP Basic authentication'),
    client_secret: z.string().optional().describe('Unless sent with HTTP Basic authentication'),
    scope: z
      .string()
      .optional()
      .describe(
        `Space-separated, among the client's scopes (${FEED_SCOPES.join(', ')}); default all`,
      ),
  })
  .meta({
    id: 'FeedTokenRequest',
    example: {
      grant_type: 'client_credentials',
      client_id: 'Vq3kT9mW2xLp7RvB8nQ2vLx5',
      client_secret: 'kZ0n...',
    },
  });

export const tokenSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().describe('Seconds the token works'),
    scope: z.string().describe('Space-separated scopes the token grants'),
  })
  .meta({ id: 'FeedToken' });

export const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'unsupported_grant_type',
  'invalid_scope',
  'slow_down',
  'server_error',
] as const;

export const oauthErrorSchema = z
  .object({
    error: z.enum(OAUTH_ERRORS),
    error_description: z.string(),
  })
  .meta({ id: 'OAuthError' });

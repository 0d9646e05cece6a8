import { z } from 'zod';
import {
  AGENT_SEARCH_MAX,
  agentVerificationBody,
  pageSchema,
  zeroBasedPagingQuery,
} from '@propdesk/shared';

const STAFF_AGENTS_PAGE_SIZE = 20;

export const staffAgentSchema = z
  .object({
    publicId: z.string(),
    code: z.string(),
    name: z.string().describe('Agency name'),
    contactName: z.string().describe("The contact person's first and last name"),
    email: z.string(),
    telephone: z.string().nullable(),
    image_url: z.string().nullable().describe('Agency logo'),
    verified: z.boolean(),
    listingsCount: z.number().int().describe('Every listing the agent has, archived included'),
    liveCount: z.number().int().describe('Approved listings that are not archived'),
    joinedAt: z.iso.datetime().describe('When the account was created'),
  })
  .meta({
    id: 'StaffAgent',
    example: {
      publicId: 'Rk4mT8qW2zLp9VxN',
      code: 'AG-7KQ2MX',
      name: 'Msasa Park Homes',
      contactName: 'Rudo Chikwanha',
      email: 'rudo.chikwanha@example.com',
      telephone: '+263 77 234 5678',
      image_url: null,
      verified: false,
      listingsCount: 4,
      liveCount: 3,
      joinedAt: '2026-11-20T08:15:00.000Z',
    },
  });

export const staffAgentPageSchema = pageSchema(staffAgentSchema);

export const staffAgentsQuery = zeroBasedPagingQuery(STAFF_AGENTS_PAGE_SIZE, {
  verified: z
    .enum(['true', 'false'], { error: 'verified must be true or false' })
    .transform((value) => value === 'true')
    .optional()
    .describe('Only verified (true) or only unverified (false) agencies; both when left out'),
  q: z
    .string()
    .trim()
    .max(AGENT_SEARCH_MAX, `Search text must be at most ${AGENT_SEARCH_MAX} characters`)
    .refine((value) => !value.includes('\0'), 'Text must not contain NUL characters')
    .optional()
    .describe("Part of the agency name, the contact's name or the email (any case)"),
});

export const verificationBody = agentVerificationBody.meta({
  id: 'AgentVerification',
  example: {
    verified: true,
    reason: 'Licence checked with the Estate Agents Council: registration valid until 2027.',
  },
});

import { z } from 'zod';
import {
  emailSchema,
  newPasswordSchema,
  pageSchema,
  personNameSchema,
  phoneSchema,
} from '@propdesk/shared';
import { userLocationSchema } from '../users/users.views';

export const agentSchema = z
  .object({
    publicId: z.string(),
    name: z.string().describe('Agency name'),
    code: z.string(),
    telephone: z.string().nullable(),
    whatsapp: z.string().nullable(),
    description: z.string(),
    image_url: z.string().nullable().describe('Agency logo'),
    isAgent: z.literal(true),
    verified: z.boolean(),
    location: userLocationSchema,
    email: z.string().optional().describe('Only for the agent and moderators'),
    firstName: z.string().optional().describe('Only for the agent and moderators'),
    lastName: z.string().optional().describe('Only for the agent and moderators'),
  })
  .meta({ id: 'Agent' });

export const agentPageSchema = pageSchema(agentSchema);

const description = z.string().trim().max(2000, 'Description must be at most 2000 characters');

export const createAgentBody = z
  .object({
    name: z.string().trim().min(2, 'Enter the agency name').max(120),
    firstName: personNameSchema,
    lastName: z.string().trim().max(100).optional(),
    email: emailSchema,
    password: newPasswordSchema,
    telephone: phoneSchema,
    whatsapp: phoneSchema.optional(),
    description: description.optional(),
  })
  .meta({ id: 'CreateAgent' });

const placeRef = z.string().min(1).max(64).nullable();

export const updateAgentBody = z
  .object({
    name: z.string().trim().min(2, 'Enter the agency name').max(120).optional(),
    firstName: personNameSchema.optional(),
    lastName: z.string().trim().max(100).optional(),
    telephone: phoneSchema.nullable().optional(),
    whatsapp: phoneSchema.nullable().optional(),
    description: description.optional(),
    location: z
      .object({
        country: placeRef.optional(),
        city: placeRef.optional(),
        suburb: placeRef.optional(),
      })
      .optional()
      .describe('Public ids of the country, city and suburb'),
    verified: z.boolean().optional().describe('Moderators and admins only'),
  })
  .meta({ id: 'UpdateAgent' });

export const countryParams = z.object({ countryId: z.string().min(1).max(64) });
export const idParams = z.object({ id: z.string().min(1).max(64) });

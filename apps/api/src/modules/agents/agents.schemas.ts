import { z } from 'zod';
import {
  agencySignUpSchema,
  agencyUpdateSchema,
  pageSchema,
  publicIdSchema,
} from '@propdesk/shared';
import { userLocationSchema } from '../locations';

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

export const createAgentBody = agencySignUpSchema.meta({ id: 'CreateAgent' });

export const updateAgentBody = agencyUpdateSchema.meta({ id: 'UpdateAgent' });

export const countryParams = z.object({ countryId: publicIdSchema });

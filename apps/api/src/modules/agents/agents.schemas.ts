import { z } from 'zod';
import {
  agencySignUpSchema,
  agencyUpdateSchema,
  pageSchema,
  publicIdSchema,
} from '@propdesk/shared';
import { EXAMPLE_IDS } from '../../lib/openapi';
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

export const createAgentBody = agencySignUpSchema.meta({
  id: 'CreateAgent',
  example: {
    name: 'Msasa Park Homes',
    firstName: 'Rudo',
    lastName: 'Chikwanha',
    email: 'rudo.chikwanha@example.com',
    password: 'Msasa#Homes2026',
    telephone: '+263 77 234 5678',
    whatsapp: '+263 77 234 5678',
    description: 'Sales and lettings in Avondale, Mount Pleasant and Borrowdale.',
  },
});

export const updateAgentBody = agencyUpdateSchema.meta({
  id: 'UpdateAgent',
  example: {
    name: 'Sunrise Realty',
    firstName: 'Tariro',
    lastName: 'Moyo',
    telephone: '+263 77 123 4567',
    whatsapp: '+263 77 123 4567',
    description: 'Family-run agency selling and letting homes across Harare since 2009.',
    location: {
      country: EXAMPLE_IDS.zimbabwe,
      city: EXAMPLE_IDS.harare,
      suburb: EXAMPLE_IDS.avondale,
    },
  },
});

export const countryParams = z.object({ countryId: publicIdSchema });

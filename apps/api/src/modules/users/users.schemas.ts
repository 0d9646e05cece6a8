import { z } from 'zod';
import { accountLanguageBody, languageCodeSchema } from '@propdesk/shared';
import { userLocationSchema } from '../locations';

export const userSchema = z
  .object({
    publicId: z.string(),
    email: z.string(),
    name: z.string().describe('Agency name for agents, full name otherwise'),
    firstName: z.string(),
    lastName: z.string(),
    image_url: z.string().nullable(),
    isAgent: z.boolean(),
    code: z.string().nullable().describe('Agent code (agents only)'),
    roles: z.array(z.string()),
    emailConfirmed: z
      .boolean()
      .describe('Whether the owner has confirmed the address with the link mailed to it'),
    location: userLocationSchema,
    language: languageCodeSchema
      .nullable()
      .describe(
        'The language the person chose, kept even when the site stops offering it; null when ' +
          'they have not chosen',
      ),
    effectiveLanguage: languageCodeSchema.describe(
      "The language to use for them: their choice while the site offers it, else the site's " +
        'default language',
    ),
  })
  .meta({ id: 'User' });

export type UserView = z.infer<typeof userSchema>;

export const userEmailParams = z.object({ email: z.string().min(3).max(254) });

export const accountLanguageBodySchema = accountLanguageBody.meta({
  id: 'AccountLanguageFields',
  example: { language: 'fr' },
});

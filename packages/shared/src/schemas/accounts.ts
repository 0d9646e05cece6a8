import { z } from 'zod';
import {
  emailSchema,
  multiLine,
  newPasswordSchema,
  optionalText,
  personNameSchema,
  phoneSchema,
  publicIdSchema,
  singleLine,
} from './common';

/** An agency's public name. */
export const agencyNameSchema = singleLine().min(2, 'Enter the agency name').max(120);

export const agencyDescriptionSchema = multiLine().max(
  2000,
  'Description must be at most 2000 characters',
);

/** A person's last or other names where they may be left blank. */
export const otherNamesSchema = singleLine().max(100);

/** POST /auth/customers/create */
export const customerSignUpSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  otherNames: optionalText(100),
  email: emailSchema,
  password: newPasswordSchema,
  mobile: phoneSchema.optional(),
  telephone: phoneSchema.optional(),
});

/** PUT /customer/ids/{id}/update */
export const customerDetailsSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  otherNames: otherNamesSchema.default(''),
  mobile: phoneSchema,
  telephone: phoneSchema.nullable().optional(),
  email: z.string().optional().describe('Read-only: ignored'),
});

/** POST /auth/countries/ids/{countryId}/agents/create */
export const agencySignUpSchema = z.object({
  name: agencyNameSchema,
  firstName: personNameSchema,
  lastName: otherNamesSchema.optional(),
  email: emailSchema,
  password: newPasswordSchema,
  telephone: phoneSchema,
  whatsapp: phoneSchema.optional(),
  description: agencyDescriptionSchema.optional(),
});

const placeRef = publicIdSchema.nullable();

/** What PUT /api/v2/agents/ids/{id} answers to a body that carries `verified`. */
export const VERIFIED_BY_PROFILE_MESSAGE =
  'An agency is verified with a reason, on its verification, not with its profile';

/**
 * PUT /api/v2/agents/ids/{id}: every field optional. `verified` is refused (400): verification
 * asks for a reason and mails it (POST /api/v2/moderation/agents/ids/{id}/verification).
 */
export const agencyUpdateSchema = z.object({
  name: agencyNameSchema.optional(),
  firstName: personNameSchema.optional(),
  lastName: otherNamesSchema.optional(),
  telephone: phoneSchema.nullable().optional(),
  whatsapp: phoneSchema.nullable().optional(),
  description: agencyDescriptionSchema.optional(),
  location: z
    .object({
      country: placeRef.optional(),
      city: placeRef.optional(),
      suburb: placeRef.optional(),
    })
    .optional()
    .describe('Public ids of the country, city and suburb'),
  verified: z
    .never({ error: VERIFIED_BY_PROFILE_MESSAGE })
    .optional()
    .describe('Refused: set by POST /api/v2/moderation/agents/ids/{id}/verification'),
});

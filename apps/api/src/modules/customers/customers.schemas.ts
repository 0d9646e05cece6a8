import { z } from 'zod';
import { emailSchema, newPasswordSchema, personNameSchema, phoneSchema } from '@propdesk/shared';

export const customerSchema = z
  .object({
    publicId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    otherNames: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    telephone: z.string().nullable(),
    image_url: z.string().nullable(),
  })
  .meta({ id: 'Customer' });

export const createCustomerBody = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    otherNames: z.string().trim().max(100).optional(),
    email: emailSchema,
    password: newPasswordSchema,
    mobile: phoneSchema.optional(),
    telephone: phoneSchema.optional(),
  })
  .meta({ id: 'CreateCustomer' });

export const updateCustomerBody = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    otherNames: z.string().trim().max(100).default(''),
    mobile: phoneSchema,
    telephone: phoneSchema.nullable().optional(),
    email: z.string().optional().describe('Read-only: ignored'),
  })
  .meta({ id: 'UpdateCustomer' });

export const idParams = z.object({ id: z.string().min(1).max(64) });

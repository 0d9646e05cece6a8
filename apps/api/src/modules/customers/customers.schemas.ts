import { z } from 'zod';
import { customerDetailsSchema, customerSignUpSchema } from '@propdesk/shared';

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

export const createCustomerBody = customerSignUpSchema.meta({ id: 'CreateCustomer' });

export const updateCustomerBody = customerDetailsSchema.meta({ id: 'UpdateCustomer' });

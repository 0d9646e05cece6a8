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

export const createCustomerBody = customerSignUpSchema.meta({
  id: 'CreateCustomer',
  example: {
    firstName: 'Chipo',
    lastName: 'Ndlovu',
    email: 'chipo.ndlovu@example.com',
    password: 'Chipo#Avondale26',
    mobile: '+263 71 555 0101',
  },
});

export const updateCustomerBody = customerDetailsSchema.meta({
  id: 'UpdateCustomer',
  example: {
    firstName: 'Chipo',
    lastName: 'Ndlovu',
    otherNames: 'Rutendo',
    mobile: '+263 71 555 0101',
    telephone: '+263 242 301 455',
  },
});

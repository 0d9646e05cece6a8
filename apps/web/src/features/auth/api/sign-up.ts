import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { emailSchema, newPasswordSchema, personNameSchema, phoneSchema } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalPhone = z.preprocess(blankToUndefined, phoneSchema.optional());
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const customerSignUpInput = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  otherNames: optionalText(100),
  email: emailSchema,
  password: newPasswordSchema,
  mobile: optionalPhone,
  telephone: optionalPhone,
});
export type CustomerSignUpInput = z.input<typeof customerSignUpInput>;

export const agentSignUpInput = z.object({
  countryId: z.string().min(1, 'Choose your country'),
  name: z.string().trim().min(2, 'Enter the agency name').max(120),
  firstName: personNameSchema,
  lastName: optionalText(100),
  email: emailSchema,
  password: newPasswordSchema,
  telephone: phoneSchema,
  whatsapp: optionalPhone,
  description: optionalText(2000),
});
export type AgentSignUpInput = z.input<typeof agentSignUpInput>;

/** POST /auth/customers/create */
export function useCreateCustomer() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: (input: CustomerSignUpInput) =>
      unwrap(api.POST('/auth/customers/create', { body: customerSignUpInput.parse(input) })),
  });
}

/** POST /auth/countries/ids/{countryId}/agents/create */
export function useCreateAgent() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: (input: AgentSignUpInput) => {
      const { countryId, ...body } = agentSignUpInput.parse(input);
      return unwrap(
        api.POST('/auth/countries/ids/{countryId}/agents/create', {
          params: { path: { countryId } },
          body,
        }),
      );
    },
  });
}

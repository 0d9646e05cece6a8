import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { agencySignUpSchema, customerSignUpSchema } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { blankAsUndefined } from '../../../lib/form-fields';
import { useTenant } from '../../../lib/tenant';

const customer = customerSignUpSchema.shape;

/** The customer sign-up form: the API's body, with blank optional fields left out. */
export const customerSignUpInput = customerSignUpSchema.extend({
  otherNames: blankAsUndefined(customer.otherNames),
  mobile: blankAsUndefined(customer.mobile),
  telephone: blankAsUndefined(customer.telephone),
});
export type CustomerSignUpInput = z.input<typeof customerSignUpInput>;

const agency = agencySignUpSchema.shape;

/** The agency sign-up form: the country goes in the address, the rest is the API's body. */
export const agentSignUpInput = z.object({
  countryId: z.string().min(1, { error: () => t`Choose your country` }),
  ...agency,
  lastName: blankAsUndefined(agency.lastName),
  whatsapp: blankAsUndefined(agency.whatsapp),
  description: blankAsUndefined(agency.description),
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

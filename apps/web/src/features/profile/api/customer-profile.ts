import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { customerDetailsSchema, phoneSchema } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { customerProfileOptions } from '../../../lib/queries/customer-profile';
import { blankAsNull } from '../../../lib/form-fields';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/**
 * The other-names field holds the last name and any other names: the first word is the last
 * name, the rest are the other names (spec section 5).
 */
export function splitOtherNames(value: string): { lastName: string; otherNames: string } {
  const [lastName = '', ...rest] = value.trim().split(/\s+/).filter(Boolean);
  return { lastName, otherNames: rest.join(' ') };
}

export function joinOtherNames(lastName: string, otherNames: string): string {
  return [lastName, otherNames]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}

const OTHER_NAMES_MAX = 200;

/**
 * The personal-details form's check before save: the API's rules, except that the last name and
 * the other names share one field, split on save; a blank telephone clears it.
 */
export const personalDetailsInput = customerDetailsSchema
  .pick({ firstName: true, mobile: true })
  .extend({
    otherNames: z
      .string()
      .trim()
      .min(1, { error: () => t`Enter your last name, then any other names` })
      .max(OTHER_NAMES_MAX, {
        error: () => t`Other names must be at most ${OTHER_NAMES_MAX} characters`,
      }),
    telephone: blankAsNull(phoneSchema.nullable()),
  });
export type PersonalDetailsValues = z.input<typeof personalDetailsInput>;

export function useCustomerProfile(id: string) {
  const { api, slug } = useTenant();
  return useQuery(customerProfileOptions(api, slug, id));
}

/** PUT /customer/ids/{id}/update */
export function useUpdateCustomerProfile(id: string) {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PersonalDetailsValues) => {
      const { otherNames, ...rest } = personalDetailsInput.parse(values);
      return unwrap(
        api.PUT('/customer/ids/{id}/update', {
          params: { path: { id } },
          body: { ...rest, ...splitOtherNames(otherNames) },
        }),
      );
    },
    onSuccess: (customer) => {
      queryClient.setQueryData(queryKeys.customer(slug, id), customer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users(slug) });
    },
  });
}

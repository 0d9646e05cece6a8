import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  agencyDescriptionSchema,
  agencyNameSchema,
  otherNamesSchema,
  personNameSchema,
  phoneSchema,
} from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { blankAsNull } from '../../../lib/form-fields';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

const placeId = z.string().nullable();

/**
 * The agency form's check before save: the API's rules for each field; a blank phone clears it,
 * and the location is three pickers that become the body's `location`.
 */
export const agencyProfileInput = z.object({
  name: agencyNameSchema,
  firstName: personNameSchema,
  lastName: otherNamesSchema,
  telephone: blankAsNull(phoneSchema.nullable()),
  whatsapp: blankAsNull(phoneSchema.nullable()),
  description: agencyDescriptionSchema,
  country: placeId,
  city: placeId,
  suburb: placeId,
});
export type AgencyProfileValues = z.input<typeof agencyProfileInput>;

/** PUT /api/v2/agents/ids/{id}/ */
export function useUpdateAgentProfile(id: string) {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AgencyProfileValues) => {
      const { country, city, suburb, ...rest } = agencyProfileInput.parse(values);
      return unwrap(
        api.PUT('/api/v2/agents/ids/{id}', {
          params: { path: { id } },
          body: { ...rest, location: { country, city, suburb } },
        }),
      );
    },
    onSuccess: (agent) => {
      queryClient.setQueryData(queryKeys.agent(slug, id), agent);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users(slug) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { personNameSchema, phoneSchema } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The agency form's check before save (the same rules the API applies). */
export const agencyProfileInput = z.object({
  name: z.string().trim().min(2, 'Enter the agency name').max(120),
  firstName: personNameSchema,
  lastName: z.string().trim().max(100),
  telephone: z.preprocess(blankToNull, phoneSchema.nullable()),
  whatsapp: z.preprocess(blankToNull, phoneSchema.nullable()),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
  country: z.string().nullable(),
  city: z.string().nullable(),
  suburb: z.string().nullable(),
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

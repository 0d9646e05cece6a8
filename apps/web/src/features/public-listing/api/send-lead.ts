import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { customerTourBody, inquiryBody, tourBody } from '@propdesk/shared';
import type { z } from 'zod';
import { unwrap } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';

type InquiryBody = z.output<typeof inquiryBody>;
type TourBody = z.output<typeof tourBody>;
type CustomerTourBody = z.output<typeof customerTourBody>;

/** A signed-in customer's own requests, which the dashboard lists: refreshed after a send. */
const customerLeadsKey = (tenant: string) => ['customerLeads', tenant] as const;

/** POST /inquiries/create: a question about a listing, signed in or not. */
export function useSendInquiry() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InquiryBody) => unwrap(api.POST('/inquiries/create', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerLeadsKey(slug) }),
  });
}

export type ViewingRequest =
  { customerId: null; body: TourBody } | { customerId: string; body: CustomerTourBody };

/**
 * A viewing request: a signed-in customer's through their own endpoint (name and email from
 * the account), anyone else's through the open one.
 */
export function useRequestViewing(propertyId: string) {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ViewingRequest) =>
      request.customerId === null
        ? unwrap(
            api.POST('/properties/ids/{id}/tours/create', {
              params: { path: { id: propertyId } },
              body: request.body,
            }),
          )
        : unwrap(
            api.POST('/properties/ids/{id}/customers/ids/{customerId}/tours/create', {
              params: { path: { id: propertyId, customerId: request.customerId } },
              body: request.body,
            }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerLeadsKey(slug) }),
  });
}

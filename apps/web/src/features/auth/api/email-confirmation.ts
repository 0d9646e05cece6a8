import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';

/**
 * POST /auth/users/email/confirm with the token from the mailed link. Works signed out; a
 * session open in this browser then reads its account (now confirmed) and requests afresh.
 */
export function useConfirmEmail() {
  const { api, slug } = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      unwrap(api.POST('/auth/users/email/confirm', { body: { token } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users(slug) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerLeads(slug) }),
      ]),
  });
}

/** POST /auth/users/email/confirmation/resend: a new link to the signed-in account's address. */
export function useResendConfirmation() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/auth/users/email/confirmation/resend')),
  });
}

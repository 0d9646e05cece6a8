import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '@propdesk/shared';
import { unwrap } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';

export const resetRequestInput = z.object({ email: emailSchema });

export const newPasswordInput = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    error: () => t`The passwords do not match`,
  });

/** POST /auth/users/request/password-reset: the answer is the same whether or not the account exists. */
export function useRequestPasswordReset() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(
        api.POST('/auth/users/request/password-reset', {
          body: resetRequestInput.parse({ email }),
        }),
      ),
  });
}

/** POST /auth/users/password/change with the token from the emailed link. */
export function useChangePassword() {
  const { api } = useTenant();
  return useMutation({
    mutationFn: (input: { password: string; token: string }) =>
      unwrap(api.POST('/auth/users/password/change', { body: input })),
  });
}

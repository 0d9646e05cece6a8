import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { errorMessage, unwrap } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';

export interface SignInInput {
  username: string;
  password: string;
}

/**
 * The sign-in form's check, in the active language. Plain validators rather than a zod schema:
 * the sign-in page is the first download, and zod is left to the pages that load later.
 */
export const signInValidation = {
  username: (value: string) =>
    !value.trim()
      ? t`Enter your email`
      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
        ? null
        : t`Enter a valid email address`,
  password: (value: string) => (value ? null : t`Enter your password`),
};

/**
 * POST /auth/authenticate. A failure shows a toast only when `notify` is set (spec section 8);
 * the lock screen leaves it off and shows its own message.
 */
export function useAuthenticate({ notify }: { notify: boolean }) {
  const { api } = useTenant();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      unwrap(
        api.POST('/auth/authenticate', {
          body: { username: input.username.trim(), password: input.password },
        }),
      ),
    onError: (error) => {
      if (notify) {
        notifications.show({
          color: 'red',
          title: t`Sign in failed`,
          message: errorMessage(error),
        });
      }
    },
  });
}

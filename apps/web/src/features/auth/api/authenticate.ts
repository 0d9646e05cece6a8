import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import { errorMessage, unwrap } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';

export const signInInput = z.object({
  username: z.string().trim().min(1, 'Enter your email').email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
});
export type SignInInput = z.infer<typeof signInInput>;

/**
 * POST /auth/authenticate. A failure shows a toast only when `notify` is set (spec section 8);
 * the lock screen leaves it off and shows its own message.
 */
export function useAuthenticate({ notify }: { notify: boolean }) {
  const { api } = useTenant();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      unwrap(api.POST('/auth/authenticate', { body: signInInput.parse(input) })),
    onError: (error) => {
      if (notify) {
        notifications.show({ color: 'red', title: 'Sign in failed', message: errorMessage(error) });
      }
    },
  });
}

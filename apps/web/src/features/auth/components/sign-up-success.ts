import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../lib/api-client';
import { paths, safeReturnPath } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useAuthenticate } from '../api/authenticate';

/**
 * After an account is created: 'Account created', then sign in with the same details and go
 * back to `from` (a page of the same site, such as the listing asked about), else the home.
 * A customer is told that a link to confirm the address is on its way, since the page they go
 * back to may not be the dashboard, where the reminder shows.
 */
export function useSignInAfterSignUp(
  from: string | null = null,
  { confirmationMailed = false } = {},
) {
  const { slug, session } = useTenant();
  const navigate = useNavigate();
  const authenticate = useAuthenticate({ notify: false });
  return (email: string, password: string) => {
    notifications.show(
      confirmationMailed
        ? {
            color: 'teal',
            title: 'Account created',
            message: `We sent a link to ${email}: open it to confirm your address and see your requests in one place.`,
          }
        : { color: 'teal', message: 'Account created' },
    );
    authenticate.mutate(
      { username: email, password },
      {
        onSuccess: (pair) => {
          session.signIn(pair);
          void navigate(safeReturnPath(slug, from), { replace: true });
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: errorMessage(error) });
          void navigate(paths.login(slug), { replace: true });
        },
      },
    );
  };
}

import { t } from '@lingui/core/macro';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-fields';
import { paths, safeReturnPath } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useSavingStatus } from '../../../lib/use-saving-status';
import { useAuthenticate } from '../api/authenticate';

interface SignUpOptions {
  /** A page of the same site to go back to (such as the listing asked about), else the home. */
  from?: string | null;
  /** The account gets a mail to confirm its address: the toast says so. */
  confirmationMailed?: boolean;
  onFieldErrors: (errors: Record<string, string>) => void;
}

/**
 * Creates an account with `create` (saving status 'creating'), then, once it is 'created':
 * 'Account created', sign in with the same details and go back to `from`, else the home.
 * `busy` holds from the first call until the page is left, so a second press cannot ask for
 * the same account again while the first one signs in.
 * A customer is told that a link to confirm the address is on its way, since the page they go
 * back to may not be the dashboard, where the reminder shows.
 */
export function useSignUp<T extends { email: string; password: string }>(
  create: UseMutationResult<unknown, Error, T>,
  { from = null, confirmationMailed = false, onFieldErrors }: SignUpOptions,
) {
  const { slug, session } = useTenant();
  const navigate = useNavigate();
  const authenticate = useAuthenticate({ notify: false });
  const [status, setStatus] = useSavingStatus();

  const signIn = (email: string, password: string) => {
    notifications.show(
      confirmationMailed
        ? {
            color: 'teal',
            title: t`Account created`,
            message: t({
              message: `We sent a link to ${email}: open it to confirm your address and see your requests in one place.`,
              comment: 'email: the address of the new account',
            }),
          }
        : { color: 'teal', message: t`Account created` },
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

  const submit = (values: T) => {
    if (status === 'creating' || status === 'created') return;
    setStatus('creating');
    create.mutate(values, {
      onSuccess: () => {
        setStatus('created');
        signIn(values.email, values.password);
      },
      onError: (error) => {
        setStatus('error');
        onFieldErrors(fieldErrors(error));
      },
    });
  };

  const busy = status === 'creating' || status === 'created' || authenticate.isPending;
  return { submit, busy };
}

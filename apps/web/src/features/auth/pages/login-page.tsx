import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { paths, safeReturnPath } from '../../../lib/paths';
import { END_REASON_MESSAGES } from '../../../lib/session/end-reasons';
import { useSession, useTenant } from '../../../lib/tenant';
import { signInValidation, useAuthenticate, type SignInInput } from '../api/authenticate';
import { AuthLayout } from '../components/auth-layout';

type Field = keyof SignInInput;

/**
 * The two fields of the sign-in form, checked when it is sent; a field's message goes once it
 * changes. Plain state rather than a form library: this page is in every visitor's first download.
 */
function useSignInFields() {
  const [values, setValues] = useState<SignInInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((before) => ({ ...before, [name]: value }));
      setErrors((before) => ({ ...before, [name]: undefined }));
    },
  });
  /** The values when both fields are right, else undefined with the fields marked. */
  const check = (): SignInInput | undefined => {
    const found = {
      username: signInValidation.username(values.username) ?? undefined,
      password: signInValidation.password(values.password) ?? undefined,
    };
    setErrors(found);
    return found.username || found.password ? undefined : values;
  };
  return { field, check };
}

export function LoginPage() {
  const { t } = useLingui();
  const { slug, session: manager } = useTenant();
  const session = useSession();
  const [params] = useSearchParams();
  const authenticate = useAuthenticate({ notify: true });
  const form = useSignInFields();

  if (session.status === 'authenticated') {
    return <Navigate to={safeReturnPath(slug, params.get('from'))} replace />;
  }

  const endedMessage = session.endReason ? END_REASON_MESSAGES[session.endReason] : null;
  const ended = endedMessage ? t(endedMessage) : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.check();
    if (!values) return;
    authenticate.mutate(values, {
      onSuccess: (pair) => {
        manager.signIn(pair);
        notifications.show({ color: 'teal', message: t`Sign in successful` });
      },
    });
  };

  return (
    <AuthLayout
      title={t`Sign in`}
      subtitle={t`Welcome back. Sign in to follow your requests or manage your listings.`}
      footer={
        <Trans>
          New here?{' '}
          <Anchor
            component={Link}
            to={paths.registerCustomer(slug, params.get('from') ?? undefined)}
            fw={600}
          >
            Create an account
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to={paths.registerAgent(slug)} fw={600}>
            register your agency
          </Anchor>
        </Trans>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {ended && !authenticate.isError && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              {ended}
            </Alert>
          )}
          {authenticate.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(authenticate.error)}
            </Alert>
          )}
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="username"
            placeholder={t`you@example.com`}
            dir="ltr"
            required
            {...form.field('username')}
          />
          <div>
            <PasswordInput
              label={t`Password`}
              autoComplete="current-password"
              required
              {...form.field('password')}
            />
            <Group justify="flex-end" mt={6}>
              <Anchor component={Link} to={paths.forgotPassword(slug)} size="sm">
                <Trans>Forgot password?</Trans>
              </Anchor>
            </Group>
          </div>
          <Button type="submit" size="md" fullWidth loading={authenticate.isPending}>
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { NewPasswordInput } from '../../../components/password-strength';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { newPasswordInput, useChangePassword } from '../api/password-reset';
import { AuthLayout } from '../components/auth-layout';
import { translatedResolver } from '../../../lib/form-fields';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const { slug } = useTenant();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const change = useChangePassword();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: translatedResolver(newPasswordInput),
  });

  const footer = (
    <Anchor component={Link} to={paths.login(slug)} fw={600}>
      <Trans>Back to sign in</Trans>
    </Anchor>
  );

  if (!token) {
    return (
      <AuthLayout title={t`This link is incomplete`} footer={footer}>
        <Stack gap="md">
          <Text>
            <Trans>
              The reset link has no token. Open the link from the email again, or ask for a new one.
            </Trans>
          </Text>
          <Button component={Link} to={paths.forgotPassword(slug)}>
            <Trans>Request a new link</Trans>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const submit = form.onSubmit(({ password }) =>
    change.mutate(
      { password, token },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: answer.message });
          void navigate(paths.login(slug), { replace: true });
        },
      },
    ),
  );

  return (
    <AuthLayout
      title={t`Choose a new password`}
      subtitle={t`After the change you sign in again on every device.`}
      footer={footer}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {change.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(change.error)}{' '}
              <Anchor component={Link} to={paths.forgotPassword(slug)} size="sm">
                <Trans>Request a new link</Trans>
              </Anchor>
            </Alert>
          )}
          <NewPasswordInput
            id="reset-password"
            label={t`New password`}
            required
            {...form.getInputProps('password')}
            value={form.values.password}
          />
          <PasswordInput
            label={t`Repeat the new password`}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" size="md" fullWidth loading={change.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

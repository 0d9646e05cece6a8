import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { resetRequestInput, useRequestPasswordReset } from '../api/password-reset';
import { AuthLayout } from '../components/auth-layout';
import { translatedResolver } from '../../../lib/form-fields';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { slug } = useTenant();
  const request = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validate: translatedResolver(resetRequestInput),
  });
  const back = (
    <Anchor component={Link} to={paths.login(slug)} fw={600}>
      <Trans>Back to sign in</Trans>
    </Anchor>
  );

  if (request.isSuccess) {
    return (
      <AuthLayout title={t`Check your email`} footer={back}>
        <Stack align="center" ta="center" gap="md" role="status">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconMailForward size={30} />
          </ThemeIcon>
          <Text>{request.data.message}</Text>
          <Text size="sm" c="dimmed">
            <Trans>
              The link works for 30 minutes. No email? Check your spam folder, or try again.
            </Trans>
          </Text>
          <Button variant="default" onClick={() => request.reset()}>
            <Trans>Send another link</Trans>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      subtitle={t`Enter the email of your account and we will send you a link to choose a new one.`}
      footer={back}
    >
      <form onSubmit={form.onSubmit(({ email }) => request.mutate(email))} noValidate>
        <Stack gap="md">
          {request.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(request.error)}
            </Alert>
          )}
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" fullWidth loading={request.isPending}>
            <Trans>Send reset link</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

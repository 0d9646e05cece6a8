import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { resetRequestInput, useRequestPasswordReset } from '../api/password-reset';
import { AuthLayout } from '../components/auth-layout';

export function ForgotPasswordPage() {
  const { slug } = useTenant();
  const request = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(resetRequestInput, { sync: true }),
  });
  const back = (
    <Anchor component={Link} to={paths.login(slug)} fw={600}>
      Back to sign in
    </Anchor>
  );

  if (request.isSuccess) {
    return (
      <AuthLayout title="Check your email" footer={back}>
        <Stack align="center" ta="center" gap="md" role="status">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconMailForward size={30} />
          </ThemeIcon>
          <Text>{request.data.message}</Text>
          <Text size="sm" c="dimmed">
            The link works for 30 minutes. No email? Check your spam folder, or try again.
          </Text>
          <Button variant="default" onClick={() => request.reset()}>
            Send another link
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new one."
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
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" fullWidth loading={request.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

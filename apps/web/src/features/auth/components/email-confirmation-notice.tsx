import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { useResendConfirmation } from '../api/email-confirmation';

/**
 * Shown to a customer whose address is not confirmed: until it is, the requests they sent
 * without signing in stay out of their account. Offers the link again (the API limits it).
 */
export function EmailConfirmationNotice({ email }: { email: string }) {
  const { t } = useLingui();
  const resend = useResendConfirmation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={20} />}
      title={t`Confirm your email address`}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      mb="lg"
      data-testid="email-confirmation-notice"
    >
      <Text size="sm">
        <Trans>
          We sent a link to{' '}
          <strong>
            <bdi>{email}</bdi>
          </strong>
          . Open it to show the address is yours: then the questions and viewing requests you sent
          from it without signing in join your account, under “My requests”.
        </Trans>
      </Text>
      <Group gap="sm" mt="sm" wrap="wrap">
        <Button
          size="xs"
          variant="default"
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          <Trans>Send the link again</Trans>
        </Button>
        {resend.isSuccess && (
          <Text size="sm" role="status">
            {resend.data.message}
          </Text>
        )}
        {resend.isError && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(resend.error)}
          </Text>
        )}
      </Group>
    </Alert>
  );
}

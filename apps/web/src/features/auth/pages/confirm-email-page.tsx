import { useEffect, useRef } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { AppError } from '@propdesk/shared';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useConfirmEmail } from '../api/email-confirmation';
import { AuthLayout } from '../components/auth-layout';

/** What the confirmation says about the guest requests that joined the account. */
export function joinedSentence(joined: number): string {
  return plural(joined, {
    0: 'The questions and viewing requests you send from this address now show in your account.',
    one: "# request you sent from this address before signing up joined your account, with the agents' replies.",
    other:
      "# requests you sent from this address before signing up joined your account, with the agents' replies.",
  });
}

/**
 * Where the confirmation mail's link lands: it confirms the address once, on opening, whether
 * or not anyone is signed in here, and offers "My requests". A second tab (or click) learns the
 * link is used and that the address is confirmed.
 */
export function ConfirmEmailPage() {
  const { t } = useLingui();
  const { slug } = useTenant();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const myRequests = (
    <Button component={Link} to={paths.leads(slug)} size="md">
      <Trans>My requests</Trans>
    </Button>
  );
  const footer = (
    <Anchor component={Link} to={paths.siteRoot(slug)} fw={600}>
      <Trans>Browse listings</Trans>
    </Anchor>
  );

  if (!token) {
    return (
      <AuthLayout title={t`This link is incomplete`} footer={footer}>
        <Text>
          <Trans>
            The confirmation link has no token. Open the link from the email again, or sign in and
            ask for a new one.
          </Trans>
        </Text>
      </AuthLayout>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthLayout title={t`Email address confirmed`} footer={footer}>
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {confirm.data.message} {joinedSentence(confirm.data.joined)}
          </Alert>
          {myRequests}
        </Stack>
      </AuthLayout>
    );
  }

  if (confirm.isError) {
    const used = confirm.error instanceof AppError && confirm.error.code === 'CONFLICT';
    return (
      <AuthLayout
        title={used ? t`Email address confirmed` : t`This link does not work`}
        footer={footer}
      >
        <Stack gap="md">
          <Alert
            color={used ? 'teal' : 'red'}
            variant="light"
            icon={used ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
            role={used ? 'status' : 'alert'}
          >
            {errorMessage(confirm.error)}
          </Alert>
          <Group gap="sm">
            {myRequests}
            {!used && (
              <Button
                component={Link}
                to={paths.login(slug, paths.leads(slug))}
                variant="default"
                size="md"
              >
                <Trans>Sign in</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t`Confirming your email address`} footer={footer}>
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>
          <Trans>One moment…</Trans>
        </Text>
      </Group>
    </AuthLayout>
  );
}

import { useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { AppError } from '@propdesk/shared';
import { FullPageLoader } from '../../../components/full-page-loader';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/queries/current-user';
import { useSession, useTenant } from '../../../lib/tenant';

/**
 * Shows the dashboard only to a signed-in user whose user fetch has finished. Anyone else goes to
 * the sign-in page with `from` set to where they were going, and never sees the dashboard first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { slug, session: manager } = useTenant();
  const session = useSession();
  const user = useCurrentUser();
  const location = useLocation();

  const refused = user.isError && user.error instanceof AppError && user.error.statusCode < 500;
  useEffect(() => {
    // The account behind the token cannot be loaded: end the session cleanly.
    if (refused) manager.signOut('not-a-user');
  }, [refused, manager]);

  if (session.status === 'anonymous' || refused) {
    return <Navigate to={paths.login(slug, location.pathname + location.search)} replace />;
  }
  if (user.isError) {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" maw={420} ta="center">
          <Title order={1} size="h3">
            <Trans>We could not load your account</Trans>
          </Title>
          <Text c="dimmed">{errorMessage(user.error)}</Text>
          <Button onClick={() => void user.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!user.data) return <FullPageLoader label={t`Loading your dashboard`} />;
  return children;
}

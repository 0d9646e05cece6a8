import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconAlertCircle, IconBellOff } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useUnsubscribe } from '../api/saved-searches';
import { LinkPage } from '../components/link-page';

/**
 * `/{tenant}/saved-searches/unsubscribe?token=`: an alert's unsubscribe link. Opening it changes
 * nothing (mail scanners open links); the button stops the alerts.
 */
export function UnsubscribeSavedSearchPage() {
  const { t } = useLingui();
  const { slug } = useTenant();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useUnsubscribe();

  if (!token) {
    return (
      <LinkPage icon={<IconAlertCircle size={30} />} title={t`This link does not work`} color="red">
        <Text>
          <Trans>The link has no token. Open the link from the e-mail again.</Trans>
        </Text>
      </LinkPage>
    );
  }
  if (stop.isSuccess) {
    const name = stop.data.name;
    return (
      <LinkPage icon={<IconBellOff size={30} />} title={t`Alerts stopped`} color="teal">
        <Alert color="teal" variant="light" role="status">
          <Trans>
            You will get no more alerts for “<bdi>{name}</bdi>”.
          </Trans>
        </Alert>
        <Text size="sm">
          <Trans>
            Changed your mind? Open “Manage this search” in an alert to start them again, or, with
            an account,{' '}
            <Anchor component={Link} to={paths.savedSearches(slug)}>
              your saved searches
            </Anchor>
            .
          </Trans>
        </Text>
      </LinkPage>
    );
  }
  return (
    <LinkPage icon={<IconBellOff size={30} />} title={t`Stop these alerts?`}>
      <Text>
        <Trans>You will get no more e-mails about this saved search.</Trans>
      </Text>
      {stop.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(stop.error)}
        </Alert>
      )}
      <Button
        color="red.8"
        onClick={() => stop.mutate(token)}
        loading={stop.isPending}
        w="fit-content"
      >
        <Trans>Stop these alerts</Trans>
      </Button>
    </LinkPage>
  );
}

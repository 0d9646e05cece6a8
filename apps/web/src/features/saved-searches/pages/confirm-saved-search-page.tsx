import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconBellRinging, IconMailCheck } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useConfirmSavedSearch } from '../api/saved-searches';
import { LinkPage } from '../components/link-page';

/**
 * `/{tenant}/saved-searches/confirm?token=`: the link mailed to a visitor who saved a search. It
 * confirms the address once, on opening, and the alerts start.
 */
export function ConfirmSavedSearchPage() {
  const { t } = useLingui();
  const { slug } = useTenant();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmSavedSearch();
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const browse = (
    <Group>
      <Button component={Link} to={paths.siteRoot(slug)} variant="default">
        <Trans>Browse listings</Trans>
      </Button>
    </Group>
  );

  if (!token || confirm.isError) {
    return (
      <LinkPage icon={<IconAlertCircle size={30} />} title={t`This link does not work`} color="red">
        <Alert color="red" variant="light" role="alert">
          {token ? (
            errorMessage(confirm.error)
          ) : (
            <Trans>The link has no token. Open the link from the e-mail again.</Trans>
          )}
        </Alert>
        {browse}
      </LinkPage>
    );
  }
  if (confirm.isSuccess) {
    const name = confirm.data.name;
    return (
      <LinkPage icon={<IconBellRinging size={30} />} title={t`Search confirmed`} color="teal">
        <Alert color="teal" variant="light" role="status">
          <Trans>
            Your alerts for “<bdi>{name}</bdi>” have started.
          </Trans>
        </Alert>
        <Text size="sm" c="dimmed">
          <Trans>Every alert has a link to change how often it comes, or to stop it.</Trans>
        </Text>
        {browse}
      </LinkPage>
    );
  }
  return (
    <LinkPage icon={<IconMailCheck size={30} />} title={t`Confirming your saved search`}>
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>
          <Trans>One moment…</Trans>
        </Text>
      </Group>
    </LinkPage>
  );
}

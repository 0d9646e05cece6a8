import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Group, Select, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconBellCog, IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { FREQUENCY_LABELS, type AlertFrequency } from '../../../lib/saved-search-frequency';
import { useTenant } from '../../../lib/tenant';
import { useChangeByLink, useDeleteByLink, useSearchByLink } from '../api/saved-searches';
import { LinkPage } from '../components/link-page';

const FREQUENCIES: AlertFrequency[] = ['instant', 'daily', 'weekly', 'paused'];

/**
 * `/{tenant}/saved-searches/manage?token=`: an alert's manage link, for a visitor without an
 * account: how often the alerts come, or the search deleted.
 */
export function ManageSavedSearchPage() {
  const { t, i18n } = useLingui();
  const { slug } = useTenant();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const search = useSearchByLink(token);
  const change = useChangeByLink(token);
  const remove = useDeleteByLink(token);
  const [deleting, setDeleting] = useState(false);

  const failed = !token || search.isError;
  if (failed) {
    return (
      <LinkPage icon={<IconAlertCircle size={30} />} title={t`This link does not work`} color="red">
        <Alert color="red" variant="light" role="alert">
          {token ? (
            errorMessage(search.error)
          ) : (
            <Trans>The link has no token. Open the link from the e-mail again.</Trans>
          )}
        </Alert>
      </LinkPage>
    );
  }
  if (remove.isSuccess) {
    return (
      <LinkPage icon={<IconTrash size={30} />} title={t`Saved search deleted`} color="teal">
        <Text role="status">
          <Trans>The search and its alerts are gone. You can save a new one from the site.</Trans>
        </Text>
        <Group>
          <Button component={Link} to={paths.siteRoot(slug)} variant="default">
            <Trans>Browse listings</Trans>
          </Button>
        </Group>
      </LinkPage>
    );
  }
  if (!search.data) {
    return (
      <LinkPage icon={<IconBellCog size={30} />} title={t`Your saved search`}>
        <Skeleton height={120} aria-busy="true" aria-label={t`Loading`} />
      </LinkPage>
    );
  }

  const { name, email, frequency, query } = search.data;
  const run = `${paths.siteRoot(slug)}${query ? `?${query}` : ''}`;
  return (
    <LinkPage icon={<IconBellCog size={30} />} title={t`Your saved search`}>
      <div>
        <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{name}</bdi>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Alerts go to <bdi>{email}</bdi>.
          </Trans>
        </Text>
      </div>
      <Select
        label={t`How often`}
        data={FREQUENCIES.map((value) => ({ value, label: i18n._(FREQUENCY_LABELS[value]) }))}
        value={frequency}
        onChange={(value) =>
          value &&
          change.mutate(
            { frequency: value },
            {
              onSuccess: () => notifications.show({ color: 'teal', message: t`Alerts updated` }),
              onError: notifyError,
            },
          )
        }
        allowDeselect={false}
        disabled={change.isPending}
        maw={240}
      />
      <Group gap="sm">
        <Button component={Link} to={run} variant="default">
          <Trans>See the listings</Trans>
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(true)}
        >
          <Trans>Delete</Trans>
        </Button>
      </Group>
      <ConfirmModal
        opened={deleting}
        title={t`Delete this saved search?`}
        keepLabel={<Trans>Keep it</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, { onSuccess: () => setDeleting(false), onError: notifyError })
        }
        onClose={() => setDeleting(false)}
      >
        <Trans>
          “<bdi>{name}</bdi>” and its alerts are deleted. You can save the search again from the
          site.
        </Trans>
      </ConfirmModal>
    </LinkPage>
  );
}

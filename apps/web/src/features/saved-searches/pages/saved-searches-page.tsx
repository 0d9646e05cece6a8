import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SAVED_SEARCH_LIMITS } from '@propdesk/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { propertyTypesOptions } from '../../../lib/queries/property-types';
import type { AlertFrequency } from '../../../lib/saved-search-frequency';
import { useTenant } from '../../../lib/tenant';
import {
  useChangeSavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
  useSeenSavedSearch,
  type SavedSearch,
} from '../api/saved-searches';
import { SavedSearchCard } from '../components/saved-search-card';

/** The names of the site's property types by public id, for the summaries. */
function useTypeNames(): (id: string) => string | undefined {
  const { api, slug } = useTenant();
  const types = useQuery(propertyTypesOptions(api, slug));
  const names = new Map<string, string>();
  for (const type of types.data?.content ?? []) {
    names.set(type.publicId, type.name);
    for (const child of type.children) names.set(child.publicId, child.name);
  }
  return (id) => names.get(id);
}

/** `/{tenant}/dashboard/saved-searches`: a customer's saved searches and their alerts. */
export function SavedSearchesPage() {
  const { t } = useLingui();
  const { site, slug } = useTenant();
  const siteName = site.name;
  const navigate = useNavigate();
  const searches = useSavedSearches();
  const change = useChangeSavedSearch();
  const remove = useDeleteSavedSearch();
  const seen = useSeenSavedSearch();
  const typeName = useTypeNames();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  useEffect(() => {
    document.title = t`Saved searches · ${siteName}`;
  }, [siteName, t]);

  const setFrequency = (search: SavedSearch, frequency: AlertFrequency) =>
    change.mutate(
      { id: search.id, change: { frequency } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: frequency === 'paused' ? t`Alerts paused` : t`Alerts updated`,
          }),
        onError: notifyError,
      },
    );

  const run = (search: SavedSearch) => {
    seen.mutate(search.id);
    const query = search.query;
    void navigate(`${paths.siteRoot(slug)}${query ? `?${query}` : ''}`);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t`Saved search deleted` });
        setDeleting(null);
      },
      onError: notifyError,
    });
  };

  const list = searches.data ?? [];
  const name = deleting?.name ?? '';
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          <Trans>Saved searches</Trans>
        </Title>
        <Text c="dimmed" size="sm" maw={640}>
          <Trans>
            The searches you saved, and how often you hear of new listings that match them.
          </Trans>
        </Text>
      </div>
      {searches.isPending && (
        <Stack aria-busy="true" aria-label={t`Loading saved searches`}>
          {[1, 2].map((n) => (
            <Skeleton key={n} height={160} radius="md" />
          ))}
        </Stack>
      )}
      {searches.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(searches.error)}
        </Alert>
      )}
      {searches.isSuccess && list.length === 0 && (
        <Stack align="center" ta="center" gap="sm" py="xl" maw={520} mx="auto">
          <ThemeIcon size={64} radius={32} variant="light" aria-hidden>
            <IconBellSearch size={32} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} size="h3">
            <Trans>No saved searches yet</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              Search for a place on the site, then choose “Save this search” beside the results: you
              will hear of new listings that match, at once, daily or weekly.
            </Trans>
          </Text>
          <Button component={Link} to={paths.siteRoot(slug)}>
            <Trans>Search listings</Trans>
          </Button>
        </Stack>
      )}
      {list.length > 0 && (
        <Stack gap="md">
          {list.map((search) => (
            <SavedSearchCard
              key={search.id}
              search={search}
              typeName={typeName}
              busy={change.isPending && change.variables.id === search.id}
              onFrequency={(frequency) => setFrequency(search, frequency)}
              onRun={() => run(search)}
              onRename={() => setRenaming(search)}
              onDelete={() => setDeleting(search)}
            />
          ))}
        </Stack>
      )}
      <RenameModal search={renaming} onClose={() => setRenaming(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t`Delete this saved search?`}
        keepLabel={<Trans>Keep it</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Trans>
          “<bdi>{name}</bdi>” and its alerts are deleted. You can save the search again from the
          site.
        </Trans>
      </ConfirmModal>
    </Stack>
  );
}

/** A saved search's new name. */
function RenameModal({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={search !== null}
      onClose={onClose}
      title={t`Rename saved search`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      {search && <RenameForm key={search.id} search={search} onDone={onClose} />}
    </Modal>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const { t } = useLingui();
  const change = useChangeSavedSearch();
  const [name, setName] = useState(search.name);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    change.mutate(
      { id: search.id, change: { name: name.trim() } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t`Saved search renamed` });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={change.isError ? errorMessage(change.error) : undefined}
          maxLength={SAVED_SEARCH_LIMITS.name.max}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={change.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

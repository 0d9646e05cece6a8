import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { propertyTypesOptions } from '../../../lib/queries/property-types';
import {
  FREQUENCY_LABELS,
  STARTING_FREQUENCIES,
  type AlertFrequency,
} from '../../../lib/saved-search-frequency';
import { useSession, useTenant } from '../../../lib/tenant';
import { useSaveSearch } from '../api/save-search';
import {
  searchBody,
  writeSearch,
  type Chip,
  type HomeSearch,
  type UnderstoodFilters,
} from '../home-search';
import { NAME_LENGTH, suggestedName } from '../saved-search-name';

interface SaveSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  search: HomeSearch;
  understood: UnderstoodFilters | null;
  chips: Chip[];
}

/** The name of the type chosen by hand, which the search holds as an id. */
function useTypeName(typeId: string | null): string | null {
  const { api, slug } = useTenant();
  const types = useQuery({ ...propertyTypesOptions(api, slug), enabled: typeId !== null });
  if (typeId === null) return null;
  for (const type of types.data?.content ?? []) {
    if (type.publicId === typeId) return type.name;
    const child = type.children.find((c) => c.publicId === typeId);
    if (child) return child.name;
  }
  return null;
}

/**
 * "Save this search": its name and how often to hear of new matches; a visitor who is not
 * signed in gives an e-mail address, and the search starts once the link mailed there is opened.
 */
export function SaveSearchDialog(props: SaveSearchDialogProps) {
  const { opened, onClose } = props;
  const { t } = useLingui();
  const save = useSaveSearch();
  const close = () => {
    save.reset();
    onClose();
  };
  const title = save.isSuccess
    ? 'status' in save.data
      ? t`Check your inbox to confirm`
      : t`Search saved`
    : t`Save this search`;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      {opened && !save.isSuccess && <SaveSearchForm {...props} save={save} onCancel={close} />}
      {save.isSuccess && <Saved confirming={'status' in save.data} onClose={close} />}
    </Modal>
  );
}

function SaveSearchForm({
  search,
  understood,
  chips,
  save,
  onCancel,
}: SaveSearchDialogProps & { save: ReturnType<typeof useSaveSearch>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const typeName = useTypeName(search.type);
  const suggestion = suggestedName(search, chips, { typeName });
  const [name, setName] = useState<string | null>(null);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const shownName = name ?? suggestion;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate({
      name: shownName.trim(),
      frequency,
      query: writeSearch(search).toString(),
      filters: searchBody(search, understood),
      sort: search.sort,
      // Left out when empty, so the API says the address is missing rather than invalid.
      ...(signedIn || !email.trim() ? {} : { email: email.trim() }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          description={t`How the search is called in your alerts and your list.`}
          value={shownName}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={NAME_LENGTH}
          required
          data-autofocus
        />
        <Radio.Group
          label={t`How often to hear of new listings`}
          value={frequency}
          onChange={(value) => setFrequency(value)}
        >
          <Group gap="lg" mt="xs">
            {STARTING_FREQUENCIES.map((value) => (
              <Radio key={value} value={value} label={i18n._(FREQUENCY_LABELS[value])} />
            ))}
          </Group>
        </Radio.Group>
        {!signedIn && (
          <>
            <TextInput
              type="email"
              label={t`Your e-mail address`}
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              required
            />
            <Text size="sm" c="dimmed">
              <Trans>
                We will send a link to this address to confirm it. The alerts start once you open
                it; no account is created and nothing else is sent.
              </Trans>
            </Text>
          </>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save search</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** After saving: where the search is now, or what the visitor must do to start it. */
function Saved({ confirming, onClose }: { confirming: boolean; onClose: () => void }) {
  const { slug } = useTenant();
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        role="status"
        icon={confirming ? <IconMailCheck size={18} /> : <IconCircleCheck size={18} />}
      >
        {confirming ? (
          <Trans>
            We sent you an e-mail. Open the link in it to confirm your address and start the alerts.
          </Trans>
        ) : (
          <Trans>You will hear of new listings that match. Manage it in Saved searches.</Trans>
        )}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        {!confirming && (
          <Button component={Link} to={paths.savedSearches(slug)}>
            <Trans>Open saved searches</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}

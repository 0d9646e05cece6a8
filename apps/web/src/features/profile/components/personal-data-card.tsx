import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconDownload, IconTrash } from '@tabler/icons-react';
import {
  ARCHIVE_LISTINGS,
  heirIdOf,
  ListingsHeirSelect,
} from '../../../components/listings-heir-select';
import { errorMessage, forgetHeldAnswers } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useTenant } from '../../../lib/tenant';
import { useDeleteOwnAccount, useExportOwnData, useOwnErasure } from '../api/personal-data';

/** 'Your data': download everything the site holds about you, or delete the account. */
export function PersonalDataCard() {
  const exportData = useExportOwnData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card padding="lg" data-testid="personal-data-card">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <Trans>Your data</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Download a copy of everything this site holds about you: your details, listings and
            their photos, questions, viewings, favourites, saved searches and sessions. Or delete
            your account: your personal data is erased, and you are signed out everywhere.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button
            leftSection={<IconDownload size={16} />}
            variant="light"
            loading={exportData.isPending}
            onClick={() => exportData.mutate(undefined, { onError: notifyError })}
          >
            <Trans>Download my data</Trans>
          </Button>
          <Button
            leftSection={<IconTrash size={16} />}
            variant="subtle"
            color="red"
            onClick={() => setDeleting(true)}
          >
            <Trans>Delete my account</Trans>
          </Button>
        </Group>
      </Stack>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}

function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { session } = useTenant();
  const queryClient = useQueryClient();
  const erasure = useOwnErasure(opened);
  const remove = useDeleteOwnAccount();
  const [password, setPassword] = useState('');
  const [heir, setHeir] = useState(ARCHIVE_LISTINGS);
  const view = erasure.data;

  const confirm = () =>
    remove.mutate(
      { password, heirId: heirIdOf(heir) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t`Your account was deleted` });
          session.signOut();
          queryClient.clear();
          forgetHeldAnswers();
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Delete your account?`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Stack gap="md">
        {view?.lastAdmin ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            <Trans>
              You are the site&apos;s only admin: make another admin first, then delete your
              account.
            </Trans>
          </Alert>
        ) : (
          <Text size="sm">
            <Trans>
              Your details, favourites, saved searches and sessions are erased. Questions you sent
              stay with the agents without your name. This cannot be undone.
            </Trans>
          </Text>
        )}
        {view?.isAgent && <ListingsHeirSelect heirs={view.heirs} value={heir} onChange={setHeir} />}
        <PasswordInput
          label={t`Your password`}
          description={t`To confirm it is you.`}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={remove.isError ? errorMessage(remove.error) : undefined}
          autoComplete="current-password"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Keep my account</Trans>
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            disabled={!password || !view || view.lastAdmin}
            onClick={confirm}
          >
            <Trans>Delete my account</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

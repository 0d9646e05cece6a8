import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload, IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/confirm-modal';
import {
  ARCHIVE_LISTINGS,
  heirIdOf,
  ListingsHeirSelect,
} from '../../../components/listings-heir-select';
import { notifyError } from '../../../lib/notify';
import { useErasePerson, useExportPerson, usePerson } from '../api/personal-data';

const MIN_REASON = 3;

/**
 * One person's request, received by e-mail: the reason (the request, for the audit log), then
 * their data exported, or their account erased after a confirmation.
 */
export function PersonRequestCard({ id, onErased }: { id: string; onErased: () => void }) {
  const { t } = useLingui();
  const person = usePerson(id);
  const exportData = useExportPerson();
  const erase = useErasePerson();
  const [reason, setReason] = useState('');
  const [heir, setHeir] = useState(ARCHIVE_LISTINGS);
  const [confirming, setConfirming] = useState(false);
  const view = person.data;
  if (!view) return null;
  const name = `${view.firstName} ${view.lastName}`.trim() || view.email;
  const reasonGiven = reason.trim().length >= MIN_REASON;

  const confirmErase = () =>
    erase.mutate(
      { id, reason: reason.trim(), heirId: heirIdOf(heir) },
      {
        onSuccess: ({ pseudonym }) => {
          notifications.show({
            color: 'teal',
            message: t`The account was erased; the audit log shows it as ${pseudonym}`,
          });
          setConfirming(false);
          onErased();
        },
        onError: notifyError,
      },
    );

  return (
    <Card padding="lg" withBorder data-testid="person-request">
      <Stack gap="md">
        <div>
          <Text fw={700} dir="auto">
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            <bdi>{view.email}</bdi>
          </Text>
        </div>
        <Textarea
          label={t`The request`}
          description={t`Who asked, when and how (the e-mail's date or ticket): kept in the audit log.`}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
        />
        {view.isAgent && <ListingsHeirSelect heirs={view.heirs} value={heir} onChange={setHeir} />}
        {view.lastAdmin && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            <Trans>This is the site&apos;s only admin: their account cannot be erased.</Trans>
          </Alert>
        )}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            disabled={!reasonGiven}
            loading={exportData.isPending}
            onClick={() =>
              exportData.mutate({ id, reason: reason.trim() }, { onError: notifyError })
            }
          >
            <Trans>Export their data</Trans>
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={!reasonGiven || view.lastAdmin}
            onClick={() => setConfirming(true)}
          >
            <Trans>Erase their account</Trans>
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t`Erase ${name}'s account?`}
        keepLabel={<Trans>Keep the account</Trans>}
        confirmLabel={<Trans>Erase the account</Trans>}
        busy={erase.isPending}
        onConfirm={confirmErase}
        onClose={() => setConfirming(false)}
      >
        <Trans>
          Their personal data is erased everywhere and their sessions end; the audit log keeps its
          entries under a pseudonym. This cannot be undone.
        </Trans>
      </ConfirmModal>
    </Card>
  );
}

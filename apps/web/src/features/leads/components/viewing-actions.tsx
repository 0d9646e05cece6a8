import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCalendarCheck, IconCalendarX, IconCircleCheck } from '@tabler/icons-react';
import { LEAD_LIMITS } from '@propdesk/shared';
import type { LeadDetail } from '../../../lib/queries/leads';
import { useCancelViewing, useDecideViewing } from '../api/lead-actions';
import { agentDecisions, customerCanCancel } from '../lead-view';

// The date-time picker loads only when the agent confirms a viewing.
const ConfirmViewingModal = lazy(async () => ({
  default: (await import('./confirm-viewing-modal')).ConfirmViewingModal,
}));

/** Decline, with an optional note emailed to the person. */
function DeclineModal({
  opened,
  onClose,
  leadId,
}: {
  opened: boolean;
  onClose: () => void;
  leadId: string;
}) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const decide = useDecideViewing(leadId);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Decline this viewing?`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>They are told by email that the viewing will not go ahead.</Trans>
        </Text>
        <Textarea
          label={t`Note (optional)`}
          dir="auto"
          autosize
          minRows={2}
          maxLength={LEAD_LIMITS.viewingMessage}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans context="Leaves a dialog without acting">Back</Trans>
          </Button>
          <Button
            color="red.8"
            loading={decide.isPending}
            onClick={() =>
              decide.mutate(
                { status: 'DECLINED', message: note.trim() || undefined },
                { onSuccess: onClose },
              )
            }
          >
            <Trans>Decline viewing</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The agent's decisions on a viewing: those the shared transitions allow from its status. */
export function AgentViewingActions({ lead, timeZone }: { lead: LeadDetail; timeZone: string }) {
  const [open, setOpen] = useState<'confirm' | 'decline' | null>(null);
  const decide = useDecideViewing(lead.publicId);
  const decisions = agentDecisions(lead.kind, lead.status);
  if (!decisions.length) return null;
  const close = () => setOpen(null);
  return (
    <Group gap="sm">
      {decisions.includes('CONFIRMED') && (
        <Button
          leftSection={<IconCalendarCheck size={18} aria-hidden />}
          onClick={() => setOpen('confirm')}
        >
          <Trans>Confirm</Trans>
        </Button>
      )}
      {decisions.includes('DONE') && (
        <Button
          variant="light"
          leftSection={<IconCircleCheck size={18} aria-hidden />}
          loading={decide.isPending}
          onClick={() => decide.mutate({ status: 'DONE' })}
        >
          <Trans>Mark done</Trans>
        </Button>
      )}
      {decisions.includes('DECLINED') && (
        <Button
          variant="default"
          leftSection={<IconCalendarX size={18} aria-hidden />}
          onClick={() => setOpen('decline')}
        >
          <Trans>Decline</Trans>
        </Button>
      )}
      {open === 'confirm' && (
        <Suspense fallback={null}>
          <ConfirmViewingModal
            opened
            onClose={close}
            leadId={lead.publicId}
            preferredTimes={lead.preferredTimes}
            timeZone={timeZone}
          />
        </Suspense>
      )}
      {open === 'decline' && <DeclineModal opened onClose={close} leadId={lead.publicId} />}
    </Group>
  );
}

/** The customer's 'Cancel viewing', behind a confirm, while the viewing is requested or confirmed. */
export function CancelViewingAction({ lead }: { lead: LeadDetail }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const cancel = useCancelViewing();
  if (!customerCanCancel(lead.kind, lead.status)) return null;
  const title = lead.title;
  return (
    <>
      <Button
        color="red.8"
        variant="outline"
        leftSection={<IconCalendarX size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        <Trans>Cancel viewing</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t`Cancel this viewing?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans comment="title: the listing’s title">
              The agent is told that you no longer plan to view “<bdi>{title}</bdi>”. This cannot be
              undone.
            </Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              <Trans>Keep viewing</Trans>
            </Button>
            <Button
              color="red.8"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(lead.publicId, { onSuccess: () => setOpened(false) })}
            >
              <Trans>Cancel viewing</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

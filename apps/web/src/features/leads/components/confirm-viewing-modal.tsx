import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { LEAD_LIMITS, LEAD_MESSAGES, viewingTimeProblem } from '@propdesk/shared';
import { DateTimePicker } from '../../../components/date-time-picker';
import { formatDateTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { toUtcIso, zoneName } from '../../../lib/wall-clock';
import { useDecideViewing } from '../api/lead-actions';
import { confirmableTimes } from '../lead-view';

const OTHER = 'other';

interface ConfirmViewingModalProps {
  opened: boolean;
  onClose: () => void;
  leadId: string;
  preferredTimes: readonly string[];
  timeZone: string;
}

/** Confirm a viewing at one of the preferred times or another future time, with a note. */
export function ConfirmViewingModal(props: ConfirmViewingModalProps) {
  const { opened, onClose, leadId, preferredTimes, timeZone } = props;
  const { t } = useLingui();
  const now = useNow();
  const choices = confirmableTimes(preferredTimes, now);
  const [choice, setChoice] = useState<string>(choices[0] ?? OTHER);
  const [other, setOther] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideViewing(leadId);
  const zone = zoneName(timeZone);

  const submit = () => {
    let date: string;
    if (choice === OTHER) {
      if (!other) return setError(LEAD_MESSAGES.dateRequired);
      date = toUtcIso(other, timeZone);
    } else {
      date = choice;
    }
    const problem = viewingTimeProblem(date, new Date());
    if (problem) return setError(problem);
    setError(null);
    decide.mutate(
      { status: 'CONFIRMED', date, message: note.trim() || undefined },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Confirm this viewing`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Stack gap="md">
        <Radio.Group
          label={t`Agreed time`}
          description={t({
            message: `Times are in ${timeZone} (${zone})`,
            comment: 'timeZone: such as Africa/Harare; zone: its short name, such as CAT',
          })}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setError(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {choices.map((time) => (
              <Radio key={time} value={time} label={formatDateTime(time, timeZone)} />
            ))}
            <Radio value={OTHER} label={t`Another time`} />
          </Stack>
        </Radio.Group>
        {choice === OTHER && (
          <DateTimePicker
            label={t`Another time`}
            minDate={now}
            value={other}
            onChange={(value) => {
              setOther(value);
              setError(null);
            }}
          />
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Textarea
          label={t`Note (optional)`}
          description={t`Sent with the confirmation email.`}
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
          <Button loading={decide.isPending} onClick={submit}>
            <Trans>Confirm viewing</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

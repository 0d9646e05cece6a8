import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import { VERIFICATION_REASON, verificationReasonSchema } from '@propdesk/shared';
import { notifyError } from '../../../lib/notify';
import { useSetVerification, type StaffAgent } from '../api/staff-agents';
import { translatedResolver } from '../../../lib/form-fields';

/** Reasons moderators give most, one click each; they can still be edited. */
const PRESETS = {
  verify: [msg`Licence checked`, msg`Agency details confirmed`],
  unverify: [msg`Licence expired`, msg`Complaints received`],
};

const reasonForm = z.object({ reason: verificationReasonSchema });

interface VerificationModalProps {
  /** The agency to verify or unverify; null when the modal is closed. */
  agent: StaffAgent | null;
  onClose: () => void;
}

/** Asks for the reason, then verifies the agency or removes its verification. */
export function VerificationModal({ agent, onClose }: VerificationModalProps) {
  const { t } = useLingui();
  const setVerification = useSetVerification();
  const form = useForm({
    initialValues: { reason: '' },
    validate: translatedResolver(reasonForm),
  });
  const verify = !agent?.verified;
  const close = () => {
    form.reset();
    setVerification.reset();
    onClose();
  };
  const submit = form.onSubmit(({ reason }) => {
    if (!agent) return;
    setVerification.mutate(
      { id: agent.publicId, body: { verified: verify, reason } },
      {
        onSuccess: (saved) => {
          const { name } = saved;
          notifications.show({
            color: 'teal',
            message: saved.verified ? t`${name} is verified` : t`${name} is no longer verified`,
          });
          close();
        },
        onError: notifyError,
      },
    );
  });
  const length = form.values.reason.trim().length;
  const presets = (verify ? PRESETS.verify : PRESETS.unverify).map((preset) => t(preset));
  const agency = agent?.name ?? '';
  const most = VERIFICATION_REASON.max;

  return (
    <Modal
      opened={agent !== null}
      onClose={close}
      title={verify ? t`Verify ${agency}` : t`Remove verification of ${agency}`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {verify ? (
              <Trans>
                The agency will show as verified on the site. The agent is emailed your reason.
              </Trans>
            ) : (
              <Trans>
                The agency will no longer show as verified. The agent is emailed your reason.
              </Trans>
            )}
          </Text>
          <Chip.Group
            value={presets.find((preset) => preset === form.values.reason.trim()) ?? null}
            onChange={(value) => typeof value === 'string' && form.setFieldValue('reason', value)}
          >
            <Group gap="xs" aria-label={t`Common reasons`} role="group">
              {presets.map((preset) => (
                <Chip key={preset} value={preset} size="sm" variant="outline">
                  {preset}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Textarea
            label={t`Reason`}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            maxLength={VERIFICATION_REASON.max}
            description={t`${length}/${most} characters`}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              color={verify ? undefined : 'red.9'}
              loading={setVerification.isPending}
            >
              {verify ? <Trans>Verify</Trans> : <Trans>Remove verification</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

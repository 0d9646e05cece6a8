import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LEAD_LIMITS, leadReplyBody } from '@propdesk/shared';
import { useReplyToLead } from '../api/lead-actions';
import { translatedResolver } from '../../../lib/form-fields';

/** The agent's reply: emailed to the person and added to the thread. */
export function ReplyForm({ leadId }: { leadId: string }) {
  const { t } = useLingui();
  const reply = useReplyToLead(leadId);
  const form = useForm({
    initialValues: { message: '' },
    validate: translatedResolver(leadReplyBody),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) => reply.mutate(values, { onSuccess: () => form.reset() }))}
      noValidate
    >
      <Textarea
        label={t({ message: 'Reply', comment: 'The agent’s answer to a lead' })}
        description={t`Sent to them by email and kept here.`}
        dir="auto"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={LEAD_LIMITS.reply.max}
        {...form.getInputProps('message')}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={reply.isPending}>
          <Trans>Send reply</Trans>
        </Button>
      </Group>
    </form>
  );
}

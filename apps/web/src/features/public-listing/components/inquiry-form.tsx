import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inquiryBody, LEAD_LIMITS } from '@propdesk/shared';
import { optionalLabel } from '../../../components/optional-label';
import { useSendInquiry } from '../api/send-lead';
import { sendErrors } from '../send-errors';
import { HoneypotField } from './honeypot-field';
import { LeadSent } from './lead-sent';
import { SendFailure } from './send-failure';
import { useContactFields, useLateProfilePhone, type Sender } from './use-sender';
import { translatedResolver } from '../../../lib/form-fields';

const formSchema = inquiryBody.omit({ propertyId: true });
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

interface InquiryFormProps {
  propertyId: string;
  agency: string;
  sender: Sender;
  onClose: () => void;
}

/** 'Ask a question': name, email, phone (optional) and the question. */
export function InquiryForm({ propertyId, agency, sender, onClose }: InquiryFormProps) {
  const { t } = useLingui();
  const fewest = LEAD_LIMITS.message.min;
  const send = useSendInquiry();
  const [failure, setFailure] = useState<string | null>(null);
  const contact = useContactFields(sender);
  const form = useForm({
    initialValues: { ...contact.initial, message: '', website: '' },
    validate: translatedResolver(formSchema),
  });
  useLateProfilePhone(sender.phone, form.values.phone, (phone) =>
    form.setFieldValue('phone', phone),
  );

  if (send.isSuccess) {
    return (
      <LeadSent signedIn={sender.signedIn} onClose={onClose}>
        <Trans>Your question was sent to {agency}. They will reply by email.</Trans>
      </LeadSent>
    );
  }

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const body = inquiryBody.parse({ ...values, propertyId });
    send.mutate(body, {
      onSuccess: () => contact.remember(values),
      onError: (error) => {
        const shown = sendErrors(error, FIELDS);
        form.setErrors(shown.fields);
        setFailure(shown.alert);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Ask a question`}>
      <Stack gap="sm">
        <TextInput
          label={t`Name`}
          required
          autoComplete="name"
          maxLength={LEAD_LIMITS.name.max}
          data-autofocus={!contact.initial.name || undefined}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t`Email`}
          type="email"
          required
          autoComplete="email"
          maxLength={LEAD_LIMITS.email}
          readOnly={sender.signedIn && !!sender.email}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={optionalLabel(t`Phone`)}
          type="tel"
          autoComplete="tel"
          maxLength={LEAD_LIMITS.phone.max}
          {...form.getInputProps('phone')}
        />
        <Textarea
          label={t`Your question`}
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={LEAD_LIMITS.message.max}
          description={t`At least ${fewest} characters`}
          data-autofocus={!!contact.initial.name || undefined}
          {...form.getInputProps('message')}
        />
        <HoneypotField
          value={form.values.website}
          onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
        />
        <SendFailure message={failure} />
        <Button type="submit" loading={send.isPending} fullWidth>
          <Trans>Send question</Trans>
        </Button>
      </Stack>
    </form>
  );
}

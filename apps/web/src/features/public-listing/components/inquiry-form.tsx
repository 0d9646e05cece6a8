import { useState } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { inquiryBody, LEAD_LIMITS } from '@propdesk/shared';
import { optionalLabel } from '../../../components/optional-label';
import { useSendInquiry } from '../api/send-lead';
import { sendErrors } from '../send-errors';
import { HoneypotField } from './honeypot-field';
import { LeadSent } from './lead-sent';
import { SendFailure } from './send-failure';
import { useContactFields, useLateProfilePhone, type Sender } from './use-sender';

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
  const send = useSendInquiry();
  const [failure, setFailure] = useState<string | null>(null);
  const contact = useContactFields(sender);
  const form = useForm({
    initialValues: { ...contact.initial, message: '', website: '' },
    validate: schemaResolver(formSchema, { sync: true }),
  });
  useLateProfilePhone(sender.phone, form.values.phone, (phone) =>
    form.setFieldValue('phone', phone),
  );

  if (send.isSuccess) {
    return (
      <LeadSent signedIn={sender.signedIn} onClose={onClose}>
        {`Your question was sent to ${agency}. They will reply by email.`}
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
    <form onSubmit={submit} noValidate aria-label="Ask a question">
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          autoComplete="name"
          maxLength={LEAD_LIMITS.name.max}
          data-autofocus={!contact.initial.name || undefined}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={LEAD_LIMITS.email}
          readOnly={sender.signedIn && !!sender.email}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={optionalLabel('Phone')}
          type="tel"
          autoComplete="tel"
          maxLength={LEAD_LIMITS.phone.max}
          {...form.getInputProps('phone')}
        />
        <Textarea
          label="Your question"
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={LEAD_LIMITS.message.max}
          description={`At least ${LEAD_LIMITS.message.min} characters`}
          data-autofocus={!!contact.initial.name || undefined}
          {...form.getInputProps('message')}
        />
        <HoneypotField
          value={form.values.website}
          onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
        />
        <SendFailure message={failure} />
        <Button type="submit" loading={send.isPending} fullWidth>
          Send question
        </Button>
      </Stack>
    </form>
  );
}

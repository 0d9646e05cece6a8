import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { LEAD_LIMITS, VIEWING_WINDOW_DAYS } from '@propdesk/shared';
import { DateTimePicker } from '../../../components/date-time-picker';
import { optionalLabel } from '../../../components/optional-label';
import { useNow } from '../../../lib/use-now';
import { toWallClock, zoneName } from '../../../lib/wall-clock';
import { useTenant } from '../../../lib/tenant';
import { useRequestViewing } from '../api/send-lead';
import { viewingRequest, type ViewingValues } from '../lead-form-values';
import { sendErrors } from '../send-errors';
import { HoneypotField } from './honeypot-field';
import { LeadSent } from './lead-sent';
import { SendFailure } from './send-failure';
import { useContactFields, useLateProfilePhone, type Sender } from './use-sender';

const FIELDS = ['name', 'email', 'phone', 'times', 'message'] as const;
const DAY_MS = 24 * 60 * 60_000;

interface ViewingFormProps {
  propertyId: string;
  agency: string;
  sender: Sender;
  onClose: () => void;
}

/** 'Request a viewing': one to three preferred times in the site's time zone, and contact details. */
export function ViewingForm({ propertyId, agency, sender, onClose }: ViewingFormProps) {
  const { site } = useTenant();
  const timeZone = site.timeZone;
  const now = useNow(60_000);
  const send = useRequestViewing(propertyId);
  const [failure, setFailure] = useState<string | null>(null);
  const { customerId } = sender;
  const asCustomer = customerId !== null;
  const contact = useContactFields(sender);
  const form = useForm<ViewingValues>({
    initialValues: {
      ...contact.initial,
      times: [null],
      message: '',
      website: '',
    },
    validate: (values) => {
      const checked = viewingRequest(values, timeZone, customerId);
      return checked.ok ? {} : checked.errors;
    },
  });
  useLateProfilePhone(sender.phone, form.values.phone, (phone) =>
    form.setFieldValue('phone', phone),
  );

  if (send.isSuccess) {
    return (
      <LeadSent signedIn={sender.signedIn} onClose={onClose}>
        {`Viewing requested. ${agency} will confirm a time by email.`}
      </LeadSent>
    );
  }

  const submit = form.onSubmit((values) => {
    const checked = viewingRequest(values, timeZone, customerId);
    if (!checked.ok) return;
    setFailure(null);
    send.mutate(checked.request, {
      onSuccess: () => contact.remember(values),
      onError: (error) => {
        const shown = sendErrors(error, FIELDS);
        form.setErrors(shown.fields);
        setFailure(shown.alert);
      },
    });
  });

  const minDate = toWallClock(now.toISOString(), timeZone);
  const maxDate = toWallClock(
    new Date(now.getTime() + VIEWING_WINDOW_DAYS * DAY_MS).toISOString(),
    timeZone,
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Request a viewing">
      <Stack gap="sm">
        {!asCustomer && (
          <>
            <TextInput
              label="Name"
              required
              autoComplete="name"
              maxLength={LEAD_LIMITS.name.max}
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="email"
              maxLength={LEAD_LIMITS.email}
              {...form.getInputProps('email')}
            />
          </>
        )}
        {asCustomer && (
          <Text size="sm" c="dimmed">
            {`Sending as ${sender.name || sender.email} (${sender.email})`}
          </Text>
        )}
        <TextInput
          label={asCustomer ? optionalLabel('Phone') : 'Phone'}
          type="tel"
          required={!asCustomer}
          autoComplete="tel"
          maxLength={LEAD_LIMITS.phone.max}
          {...form.getInputProps('phone')}
        />
        <Stack gap={6} role="group" aria-labelledby="viewing-times">
          <Text id="viewing-times" size="sm" fw={500}>
            Preferred times
          </Text>
          <Text size="xs" c="dimmed">
            {`Up to ${LEAD_LIMITS.times.max}, in the next ${VIEWING_WINDOW_DAYS} days. Times are in ${timeZone} (${zoneName(timeZone)}).`}
          </Text>
          {form.values.times.map((_, slot) => (
            <Group key={slot} gap="xs" align="flex-start" wrap="nowrap">
              <DateTimePicker
                label={`Time ${slot + 1}`}
                placeholder="Pick a date and time"
                minDate={minDate}
                maxDate={maxDate}
                clearable
                clearButtonProps={{ 'aria-label': `Clear time ${slot + 1}` }}
                required={slot === 0}
                style={{ flex: 1 }}
                {...form.getInputProps(`times.${slot}`)}
              />
              {slot > 0 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  size="lg"
                  aria-label={`Remove time ${slot + 1}`}
                  onClick={() => form.removeListItem('times', slot)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {form.values.times.length < LEAD_LIMITS.times.max && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('times', null)}
              w="fit-content"
            >
              Add another time
            </Button>
          )}
        </Stack>
        <Textarea
          label={optionalLabel('Message')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={LEAD_LIMITS.viewingMessage}
          {...form.getInputProps('message')}
        />
        {!asCustomer && (
          <HoneypotField
            value={form.values.website}
            onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
          />
        )}
        <SendFailure message={failure} />
        <Button type="submit" loading={send.isPending} fullWidth>
          Request viewing
        </Button>
      </Stack>
    </form>
  );
}

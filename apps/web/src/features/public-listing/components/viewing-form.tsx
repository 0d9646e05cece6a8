import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { site } = useTenant();
  const timeZone = site.timeZone;
  const zone = zoneName(timeZone);
  const mostTimes = LEAD_LIMITS.times.max;
  const windowDays = VIEWING_WINDOW_DAYS;
  const senderName = sender.name || sender.email;
  const senderEmail = sender.email;
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
        <Trans>Viewing requested. {agency} will confirm a time by email.</Trans>
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
    <form onSubmit={submit} noValidate aria-label={t`Request a viewing`}>
      <Stack gap="sm">
        {!asCustomer && (
          <>
            <TextInput
              label={t`Name`}
              required
              autoComplete="name"
              maxLength={LEAD_LIMITS.name.max}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t`Email`}
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
            <Trans>
              Sending as {senderName} (<bdi>{senderEmail}</bdi>)
            </Trans>
          </Text>
        )}
        <TextInput
          label={asCustomer ? optionalLabel(t`Phone`) : t`Phone`}
          type="tel"
          required={!asCustomer}
          autoComplete="tel"
          maxLength={LEAD_LIMITS.phone.max}
          {...form.getInputProps('phone')}
        />
        <Stack gap={6} role="group" aria-labelledby="viewing-times">
          <Text id="viewing-times" size="sm" fw={500}>
            <Trans>Preferred times</Trans>
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>
              Up to {mostTimes}, in the next {windowDays} days. Times are in {timeZone} ({zone}).
            </Trans>
          </Text>
          {form.values.times.map((_, slot) => {
            const position = slot + 1;
            return (
              <Group key={slot} gap="xs" align="flex-start" wrap="nowrap">
                <DateTimePicker
                  label={t`Time ${position}`}
                  placeholder={t`Pick a date and time`}
                  minDate={minDate}
                  maxDate={maxDate}
                  clearable
                  clearButtonProps={{ 'aria-label': t`Clear time ${position}` }}
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
                    aria-label={t`Remove time ${position}`}
                    onClick={() => form.removeListItem('times', slot)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
            );
          })}
          {form.values.times.length < LEAD_LIMITS.times.max && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('times', null)}
              w="fit-content"
            >
              <Trans>Add another time</Trans>
            </Button>
          )}
        </Stack>
        <Textarea
          label={optionalLabel(t`Message`)}
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
          <Trans>Request viewing</Trans>
        </Button>
      </Stack>
    </form>
  );
}

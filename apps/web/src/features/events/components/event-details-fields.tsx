import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { AmountInput } from '../../../components/amount-input';
import { DateTimePicker } from '../../../components/date-time-picker';
import type { UseFormReturnType } from '@mantine/form';
import { EVENT_LIMITS, EVENT_TYPES } from '@propdesk/shared';
import { EVENT_TYPE_LABELS } from '../../../components/event-card/event-facts';
import { useEventCategories } from '../api/event-categories';
import { WHOLE } from '../../../lib/amount';
import { zoneName } from '../../../lib/wall-clock';
import type { EventValues } from '../event-form-values';
import { EventSuburbPicker } from './event-suburb-picker';

type EventForm = UseFormReturnType<EventValues>;

interface EventDetailsFieldsProps {
  form: EventForm;
  timeZone: string;
  currency: string;
}

/** Step 1 (Details): what, when, where, and how people register. */
export function EventDetailsFields({ form, timeZone, currency }: EventDetailsFieldsProps) {
  const { t } = useLingui();
  const categories = useEventCategories();
  const zone = zoneName(timeZone);
  const typeOptions = EVENT_TYPES.map((type) => ({
    value: type,
    label: t(EVENT_TYPE_LABELS[type]),
  }));
  return (
    <Stack gap="md" pt="md">
      <TextInput
        label={t`Name`}
        required
        maxLength={EVENT_LIMITS.name}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t`Title`}
        description={t`Optional: the name is used when this is empty`}
        maxLength={EVENT_LIMITS.title}
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t`Type`}
          data={typeOptions}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('type')}
        />
        <Select
          label={t`Category`}
          placeholder={
            categories.isError ? t`Categories could not be loaded` : t`Choose a category`
          }
          data={(categories.data ?? []).map((c) => ({ value: c.publicId, label: c.name }))}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('category')}
        />
      </SimpleGrid>
      <Textarea
        label={t`Description`}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={EVENT_LIMITS.description}
        {...form.getInputProps('description')}
      />
      <div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTimePicker label={t`Start`} required {...form.getInputProps('start')} />
          <DateTimePicker label={t`End`} required {...form.getInputProps('end')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={6} data-testid="event-time-zone">
          <Trans>
            Times are in <bdi>{timeZone}</bdi> ({zone})
          </Trans>
        </Text>
      </div>
      <TextInput
        label={t({ message: 'Location', context: 'Where an event takes place' })}
        description={t`Venue or address; or choose a suburb, or add a live link`}
        maxLength={EVENT_LIMITS.location}
        {...form.getInputProps('location')}
      />
      <EventSuburbPicker form={form} />
      <TextInput
        label={t`Live link`}
        type="url"
        placeholder="https://"
        maxLength={EVENT_LIMITS.url}
        {...form.getInputProps('liveLink')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AmountInput
          label={t`Capacity`}
          description={t`0 = unlimited`}
          format={WHOLE}
          {...form.getInputProps('capacity')}
        />
        <AmountInput
          label={t`Rate (${currency})`}
          description={t`0 = free`}
          {...form.getInputProps('rate')}
        />
      </SimpleGrid>
      <Radio.Group label={t`Registration`} {...form.getInputProps('registrationMode')}>
        <SimpleGrid cols={3} spacing="sm" mt={6}>
          <Radio value="OPEN" label={t`Open`} />
          <Radio value="CLOSED" label={t`Closed`} />
          <Radio value="LINK" label={t`Link`} />
        </SimpleGrid>
      </Radio.Group>
      {form.values.registrationMode === 'LINK' && (
        <TextInput
          label={t`Registration link`}
          description={t`Where people register`}
          type="url"
          placeholder="https://"
          required
          maxLength={EVENT_LIMITS.url}
          {...form.getInputProps('registrationUrl')}
        />
      )}
    </Stack>
  );
}

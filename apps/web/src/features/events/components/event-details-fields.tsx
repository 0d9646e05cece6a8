import { Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { AmountInput } from '../../../components/amount-input';
import { DateTimePicker } from '../../../components/date-time-picker';
import type { UseFormReturnType } from '@mantine/form';
import { EVENT_LIMITS, EVENT_TYPES, type EventType } from '@propdesk/shared';
import { useEventCategories } from '../api/event-categories';
import { WHOLE } from '../../../lib/amount';
import { zoneName } from '../../../lib/wall-clock';
import type { EventValues } from '../event-form-values';
import { EventSuburbPicker } from './event-suburb-picker';

type EventForm = UseFormReturnType<EventValues>;

const TYPE_LABELS: Record<EventType, string> = {
  MEETING: 'Meeting',
  WORKSHOP: 'Workshop',
  EVENT: 'Event',
};
const TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

interface EventDetailsFieldsProps {
  form: EventForm;
  timeZone: string;
  currency: string;
}

/** Step 1 (Details): what, when, where, and how people register. */
export function EventDetailsFields({ form, timeZone, currency }: EventDetailsFieldsProps) {
  const categories = useEventCategories();
  const zone = `Times are in ${timeZone} (${zoneName(timeZone)})`;
  return (
    <Stack gap="md" pt="md">
      <TextInput
        label="Name"
        required
        maxLength={EVENT_LIMITS.name}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <TextInput
        label="Title"
        description="Optional: the name is used when this is empty"
        maxLength={EVENT_LIMITS.title}
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Type"
          data={TYPE_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('type')}
        />
        <Select
          label="Category"
          placeholder={categories.isError ? 'Categories could not be loaded' : 'Choose a category'}
          data={(categories.data ?? []).map((c) => ({ value: c.publicId, label: c.name }))}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('category')}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={EVENT_LIMITS.description}
        {...form.getInputProps('description')}
      />
      <div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTimePicker label="Start" required {...form.getInputProps('start')} />
          <DateTimePicker label="End" required {...form.getInputProps('end')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={6} data-testid="event-time-zone">
          {zone}
        </Text>
      </div>
      <TextInput
        label="Location"
        description="Venue or address; or choose a suburb, or add a live link"
        maxLength={EVENT_LIMITS.location}
        {...form.getInputProps('location')}
      />
      <EventSuburbPicker form={form} />
      <TextInput
        label="Live link"
        type="url"
        placeholder="https://"
        maxLength={EVENT_LIMITS.url}
        {...form.getInputProps('liveLink')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AmountInput
          label="Capacity"
          description="0 = unlimited"
          format={WHOLE}
          {...form.getInputProps('capacity')}
        />
        <AmountInput
          label={`Rate (${currency})`}
          description="0 = free"
          {...form.getInputProps('rate')}
        />
      </SimpleGrid>
      <Radio.Group label="Registration" {...form.getInputProps('registrationMode')}>
        <SimpleGrid cols={3} spacing="sm" mt={6}>
          <Radio value="OPEN" label="Open" />
          <Radio value="CLOSED" label="Closed" />
          <Radio value="LINK" label="Link" />
        </SimpleGrid>
      </Radio.Group>
      {form.values.registrationMode === 'LINK' && (
        <TextInput
          label="Registration link"
          description="Where people register"
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

import { SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { UNIT_LIMITS } from '@propdesk/shared';
import { AmountInput } from '../../../components/amount-input';
import type { UnitValues } from './unit-form-values';

type UnitForm = UseFormReturnType<UnitValues>;

/** Step 1: what the unit is. */
export function UnitDetailsStep({ form }: { form: UnitForm }) {
  return (
    <Stack gap="md" pt="md">
      <TextInput
        label="Title"
        required
        placeholder="Flat 2, ground floor"
        maxLength={UNIT_LIMITS.title}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <AmountInput label="Area (sq mts)" {...form.getInputProps('area')} />
      <SimpleGrid cols={2} spacing="md">
        <Switch label="Available" {...form.getInputProps('available', { type: 'checkbox' })} />
        <Switch label="Furnished" {...form.getInputProps('furnished', { type: 'checkbox' })} />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxRows={6}
        maxLength={UNIT_LIMITS.description}
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}

const PRICE_INPUTS = [
  ['salePrice', 'Sale price'],
  ['rentalPrice', 'Rental price'],
  ['rentToOwnPrice', 'Rent-to-own price'],
  ['deposit', 'Deposit'],
  ['serviceCharge', 'Service charge'],
] as const;

/** Step 2: the unit's amounts in the listing's currency; a blank one is 0. */
export function UnitPricesStep({ form, currency }: { form: UnitForm; currency: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" pt="md">
      {PRICE_INPUTS.map(([field, label]) => (
        <AmountInput
          key={field}
          label={`${label} (${currency})`}
          placeholder="0"
          {...form.getInputProps(field)}
        />
      ))}
    </SimpleGrid>
  );
}

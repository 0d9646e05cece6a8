import { SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { UNIT_LIMITS } from '@propdesk/shared';
import { AmountInput } from '../../../components/amount-input';
import type { UnitValues } from './unit-form-values';

type UnitForm = UseFormReturnType<UnitValues>;

/** Step 1: what the unit is. */
export function UnitDetailsStep({ form }: { form: UnitForm }) {
  const { t } = useLingui();
  return (
    <Stack gap="md" pt="md">
      <TextInput
        label={t({ message: 'Title', comment: "A unit's name" })}
        required
        placeholder={t`Flat 2, ground floor`}
        maxLength={UNIT_LIMITS.title}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <AmountInput label={t`Area (sq mts)`} {...form.getInputProps('area')} />
      <SimpleGrid cols={2} spacing="md">
        <Switch
          label={t({ message: 'Available', comment: 'A unit that can be let or bought now' })}
          {...form.getInputProps('available', { type: 'checkbox' })}
        />
        <Switch label={t`Furnished`} {...form.getInputProps('furnished', { type: 'checkbox' })} />
      </SimpleGrid>
      <Textarea
        label={t`Description`}
        autosize
        minRows={3}
        maxRows={6}
        maxLength={UNIT_LIMITS.description}
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}

const PRICE_INPUTS: [keyof UnitValues, MessageDescriptor][] = [
  ['salePrice', msg`Sale price`],
  ['rentalPrice', msg`Rental price`],
  ['rentToOwnPrice', msg`Rent-to-own price`],
  ['deposit', msg`Deposit`],
  ['serviceCharge', msg`Service charge`],
];

const WITH_CURRENCY = msg({
  message: '{label} ({currency})',
  comment: "An amount's label, then the currency it is in: Deposit (USD)",
});

/** Step 2: the unit's amounts in the listing's currency; a blank one is 0. */
export function UnitPricesStep({ form, currency }: { form: UnitForm; currency: string }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" pt="md">
      {PRICE_INPUTS.map(([field, label]) => (
        <AmountInput
          key={field}
          label={i18n._({ ...WITH_CURRENCY, values: { label: i18n._(label), currency } })}
          placeholder="0"
          {...form.getInputProps(field)}
        />
      ))}
    </SimpleGrid>
  );
}

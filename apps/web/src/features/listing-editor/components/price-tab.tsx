import { useEffect } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PRICE_TYPES } from '@propdesk/shared';
import type { DraftValues } from '../draft-form';

interface PriceTabProps {
  form: UseFormReturnType<DraftValues>;
  /** The listing country's currencies, its default first. */
  currencies: string[];
}

const PRICE_TYPE_LABELS: Record<(typeof PRICE_TYPES)[number], string> = {
  TOTAL: 'Total',
  UNIT: 'Per unit',
};

/** Price, currency, price type, VAT and service charge (shown only when serviced). */
export function PriceTab({ form, currencies }: PriceTabProps) {
  const { currency, serviced } = form.values;
  const firstCurrency = currencies[0];
  useEffect(() => {
    if (!currency && firstCurrency) form.setFieldValue('currency', firstCurrency);
  }, [currency, firstCurrency, form]);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label="Price"
          thousandSeparator=","
          min={0}
          decimalScale={2}
          allowNegative={false}
          data-tour="price"
          {...form.getInputProps('price')}
        />
        <Select
          label="Currency"
          withAsterisk
          placeholder="Choose a currency"
          data={currency && !currencies.includes(currency) ? [currency, ...currencies] : currencies}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('currency')}
        />
        <Select
          label="Price type"
          withAsterisk
          data={PRICE_TYPES.map((value) => ({ value, label: PRICE_TYPE_LABELS[value] }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('priceType')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Switch label="VAT applies" {...form.getInputProps('vatable', { type: 'checkbox' })} />
        <Switch
          label="Serviced"
          {...form.getInputProps('serviced', { type: 'checkbox' })}
          onChange={(event) =>
            form.setValues({
              serviced: event.currentTarget.checked,
              ...(!event.currentTarget.checked && { serviceCharge: 0 }),
            })
          }
        />
      </SimpleGrid>
      {serviced && (
        <NumberInput
          label="Service charge"
          thousandSeparator=","
          min={0}
          decimalScale={2}
          allowNegative={false}
          maw={320}
          {...form.getInputProps('serviceCharge')}
        />
      )}
    </Stack>
  );
}

import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PRICE_TYPES } from '@propdesk/shared';
import { AmountInput } from '../../../components/amount-input';
import { formatListingPrice, priceTypeLabel } from '../../../components/listing-preview/format';
import type { DraftValues } from '../draft-form';

interface PriceTabProps {
  form: UseFormReturnType<DraftValues>;
  /** The listing country's currencies, its default first. */
  currencies: string[];
}

/**
 * Price, currency, price type, VAT and service charge (shown only when serviced). The price
 * types are named for the category and area unit, and the price is shown under its input as
 * customers will read it ('$650 / month'), in the public site's own words.
 */
/** The price as customers read it, kept in its own order ('US$650 / month') in every language. */
function CustomersSee({ shown }: { shown: string }) {
  return (
    <Trans>
      Customers see <bdi>{shown}</bdi>
    </Trans>
  );
}

export function PriceTab({ form, currencies }: PriceTabProps) {
  const { t } = useLingui();
  const { currency, serviced, price, priceType, areaType } = form.values;
  const category = form.values.category ?? 'SALE';
  const firstCurrency = currencies[0];
  useEffect(() => {
    if (!currency && firstCurrency) form.setFieldValue('currency', firstCurrency);
  }, [currency, firstCurrency, form]);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <AmountInput
          label={t`Price`}
          description={
            typeof price === 'number' && currency && priceType ? (
              <CustomersSee
                shown={formatListingPrice({ price, currency, category, priceType, areaType })}
              />
            ) : undefined
          }
          // Under the input, so the three inputs of the row stay in line.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-tour="price"
          {...form.getInputProps('price')}
        />
        <Select
          label={t`Currency`}
          withAsterisk
          placeholder={t`Choose a currency`}
          data={currency && !currencies.includes(currency) ? [currency, ...currencies] : currencies}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('currency')}
        />
        <Select
          label={t`Price type`}
          withAsterisk
          data={PRICE_TYPES.map((value) => ({
            value,
            label: priceTypeLabel(category, value, areaType),
          }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('priceType')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Switch label={t`VAT applies`} {...form.getInputProps('vatable', { type: 'checkbox' })} />
        <Switch
          label={t`Serviced`}
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
        <AmountInput label={t`Service charge`} maw={320} {...form.getInputProps('serviceCharge')} />
      )}
    </Stack>
  );
}

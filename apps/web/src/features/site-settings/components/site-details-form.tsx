import { Trans, useLingui } from '@lingui/react/macro';
import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SITE_DETAILS_LIMITS, siteDetailsBody } from '@propdesk/shared';
import { useTenant, type Site } from '../../../lib/tenant';
import { useSiteCurrencies, useUpdateSiteDetails } from '../api/site-details';
import { SettingsFormCard, useSettingsSave } from './settings-form-card';
import { translatedResolver } from '../../../lib/form-fields';

interface Values {
  name: string;
  defaultCurrency: string;
}

const valuesOf = (site: Site): Values => ({
  name: site.name,
  defaultCurrency: site.defaultCurrency,
});

/** The site's name (shown in every header) and the currency new prices start in. */
export function SiteDetailsForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useLingui();
  const { site } = useTenant();
  const currencies = useSiteCurrencies();
  const update = useUpdateSiteDetails();
  const form = useForm<Values>({
    initialValues: valuesOf(site),
    validate: translatedResolver(siteDetailsBody),
  });
  // The site's own currency stays a choice even when no country lists it any more.
  const choices = [...new Set([...(currencies.data ?? []), site.defaultCurrency])];

  const save = useSettingsSave(form, valuesOf, t`Site details saved`, onDirtyChange);
  const submit = form.onSubmit((values) => update.mutate(siteDetailsBody.parse(values), save));

  return (
    <SettingsFormCard
      id="site-details-title"
      title={<Trans>Site details</Trans>}
      description={
        <Trans>
          The name shows in every page&apos;s header; the currency is the site&apos;s default.
        </Trans>
      }
      submitLabel={<Trans>Save details</Trans>}
      onSubmit={submit}
      dirty={save.dirty}
      pending={update.isPending}
      onDiscard={() => form.reset()}
    >
      <TextInput
        label={t`Site name`}
        required
        maxLength={SITE_DETAILS_LIMITS.nameMax}
        {...form.getInputProps('name')}
      />
      <Select
        label={t`Default currency`}
        required
        allowDeselect={false}
        data={choices}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('defaultCurrency')}
      />
    </SettingsFormCard>
  );
}

import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MultiSelect, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LANGUAGES, siteLanguagesBody, type LanguageCode } from '@propdesk/shared';
import { useTenant, type Site } from '../../../lib/tenant';
import { useUpdateSiteLanguages } from '../api/site-details';
import { SettingsFormCard, useSettingsSave } from './settings-form-card';
import { translatedResolver } from '../../../lib/form-fields';

interface Values {
  defaultLanguage: LanguageCode;
  languages: LanguageCode[];
}

const valuesOf = (site: Site): Values => ({
  defaultLanguage: site.defaultLanguage,
  languages: [...site.languages],
});

/**
 * Each language under the name it calls itself, with its name in the reader's language beside
 * it when that differs ('Français (French)', 'English (anglais)').
 */
function languageChoices(readerLanguage: string) {
  const names = new Intl.DisplayNames([readerLanguage], { type: 'language' });
  return LANGUAGES.map((l) => {
    const inReaders = names.of(l.code) ?? l.englishName;
    return {
      value: l.code,
      label:
        inReaders.toLowerCase() === l.nativeName.toLowerCase()
          ? l.nativeName
          : `${l.nativeName} (${inReaders})`,
    };
  });
}

/** The languages the site offers its visitors and accounts, and the one it falls back to. */
export function SiteLanguagesForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { t, i18n } = useLingui();
  const { site } = useTenant();
  const update = useUpdateSiteLanguages();
  // Intl.DisplayNames is costly to make: once per reader's language, not per keystroke.
  const choices = useMemo(() => languageChoices(i18n.locale), [i18n.locale]);
  const form = useForm<Values>({
    initialValues: valuesOf(site),
    validate: translatedResolver(siteLanguagesBody),
  });

  const save = useSettingsSave(form, valuesOf, t`Languages saved`, onDirtyChange);
  const submit = form.onSubmit((values) => update.mutate(siteLanguagesBody.parse(values), save));

  return (
    <SettingsFormCard
      id="site-languages-title"
      title={<Trans>Languages</Trans>}
      description={
        <Trans>
          Visitors and accounts choose among the offered languages; a visitor none of whose
          browser&apos;s languages is offered gets the default.
        </Trans>
      }
      submitLabel={<Trans>Save languages</Trans>}
      onSubmit={submit}
      dirty={save.dirty}
      pending={update.isPending}
      onDiscard={() => form.reset()}
    >
      <MultiSelect
        label={t`Offered languages`}
        required
        data={choices}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('languages')}
      />
      <Select
        label={t`Default language`}
        required
        allowDeselect={false}
        data={choices}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('defaultLanguage')}
      />
    </SettingsFormCard>
  );
}

import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { LANGUAGES, siteLanguagesBody, type LanguageCode } from '@propdesk/shared';
import { fieldErrors } from '../../../lib/form-fields';
import { notifyError } from '../../../lib/notify';
import { useTenant, type Site } from '../../../lib/tenant';
import { useUpdateSiteLanguages } from '../api/site-details';

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
  const choices = languageChoices(i18n.locale);
  const form = useForm<Values>({
    initialValues: valuesOf(site),
    validate: schemaResolver(siteLanguagesBody, { sync: true }),
  });

  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) =>
    update.mutate(siteLanguagesBody.parse(values), {
      onSuccess: (saved) => {
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
        notifications.show({ color: 'teal', message: t`Languages saved` });
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyError(error);
      },
    }),
  );

  return (
    <Card padding="lg" withBorder>
      <form onSubmit={submit} noValidate aria-labelledby="site-languages-title">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="site-languages-title">
              <Trans>Languages</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                Visitors and accounts choose among the offered languages; a visitor none of whose
                browser&apos;s languages is offered gets the default.
              </Trans>
            </Text>
          </div>
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
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => form.reset()}
              disabled={!form.isDirty() || update.isPending}
            >
              <Trans>Discard</Trans>
            </Button>
            <Button type="submit" loading={update.isPending}>
              <Trans>Save languages</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

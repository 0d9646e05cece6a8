import { useEffect } from 'react';
import { Button, Card, Group, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  LANGUAGE_MESSAGES,
  LANGUAGES,
  siteLanguagesBody,
  type LanguageCode,
} from '@propdesk/shared';
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

/** Each language under the name it calls itself, the English name beside it for the others. */
const choices = LANGUAGES.map((l) => ({
  value: l.code,
  label: l.nativeName === l.englishName ? l.nativeName : `${l.nativeName} (${l.englishName})`,
}));

/** The languages the site offers its visitors and accounts, and the one it falls back to. */
export function SiteLanguagesForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { site } = useTenant();
  const update = useUpdateSiteLanguages();
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
        notifications.show({ color: 'teal', message: LANGUAGE_MESSAGES.saved });
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
              Languages
            </Title>
            <Text size="sm" c="dimmed">
              Visitors and accounts choose among the offered languages; a visitor none of whose
              browser&apos;s languages is offered gets the default.
            </Text>
          </div>
          <MultiSelect
            label="Offered languages"
            required
            data={choices}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('languages')}
          />
          <Select
            label="Default language"
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
              Discard
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save languages
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { SITE_DETAILS_LIMITS, siteDetailsBody } from '@propdesk/shared';
import { fieldErrors } from '../../../lib/form-fields';
import { notifyError } from '../../../lib/notify';
import { useTenant, type Site } from '../../../lib/tenant';
import { useSiteCurrencies, useUpdateSiteDetails } from '../api/site-details';

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
    validate: schemaResolver(siteDetailsBody, { sync: true }),
  });
  // The site's own currency stays a choice even when no country lists it any more.
  const choices = [...new Set([...(currencies.data ?? []), site.defaultCurrency])];

  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) =>
    update.mutate(siteDetailsBody.parse(values), {
      onSuccess: (saved) => {
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
        notifications.show({ color: 'teal', message: t`Site details saved` });
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyError(error);
      },
    }),
  );

  return (
    <Card padding="lg" withBorder>
      <form onSubmit={submit} noValidate aria-labelledby="site-details-title">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="site-details-title">
              <Trans>Site details</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                The name shows in every page&apos;s header; the currency is the site&apos;s default.
              </Trans>
            </Text>
          </div>
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
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => form.reset()}
              disabled={!form.isDirty() || update.isPending}
            >
              <Trans>Discard</Trans>
            </Button>
            <Button type="submit" loading={update.isPending}>
              <Trans>Save details</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

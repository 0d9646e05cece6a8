import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Agent } from '../../../lib/queries/agent';
import {
  agencyProfileInput,
  useUpdateAgentProfile,
  type AgencyProfileValues,
} from '../api/agent-profile';
import { useProfileSave } from '../hooks/use-profile-save';
import { LocationFields } from '../../../components/location-fields';
import { SaveOverlay } from './save-overlay';
import { translatedResolver } from '../../../lib/form-fields';

type Values = Required<{ [K in keyof AgencyProfileValues]: AgencyProfileValues[K] }> & {
  telephone: string | null;
  whatsapp: string | null;
};

function initialValues(agent: Agent): Values {
  return {
    name: agent.name,
    firstName: agent.firstName ?? '',
    lastName: agent.lastName ?? '',
    telephone: agent.telephone ?? '',
    whatsapp: agent.whatsapp ?? '',
    description: agent.description,
    country: agent.location.country?.publicId ?? null,
    city: agent.location.city?.publicId ?? null,
    suburb: agent.location.suburb?.publicId ?? null,
  };
}

/** The agency form (spec section 2): name, contacts, description and location. */
export function AgencyForm({ agent }: { agent: Agent }) {
  const { t } = useLingui();
  const update = useUpdateAgentProfile(agent.publicId);
  const { status, run } = useProfileSave();
  const form = useForm<Values>({
    initialValues: initialValues(agent),
    validate: translatedResolver(agencyProfileInput),
  });

  const submit = form.onSubmit((values) =>
    run(
      async () => form.resetDirty(initialValues(await update.mutateAsync(values))),
      (errors) =>
        form.setErrors(
          Object.fromEntries(
            Object.entries(errors).map(([k, v]) => [k.replace('location.', ''), v]),
          ),
        ),
    ),
  );

  return (
    <Card padding="lg" pos="relative">
      <SaveOverlay status={status} />
      <form onSubmit={submit} noValidate data-status={status} aria-busy={status === 'saving'}>
        <Stack gap="md">
          <Title order={2} size="h4">
            <Trans>Agency details</Trans>
          </Title>
          <TextInput label={t`Agency name`} required {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`Contact first name`}
              autoComplete="given-name"
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t`Contact last name`}
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput label={t`Email`} value={agent.email ?? ''} disabled readOnly dir="ltr" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`Telephone`}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              {...form.getInputProps('telephone')}
              value={form.values.telephone ?? ''}
            />
            <TextInput
              label={t`WhatsApp`}
              type="tel"
              dir="ltr"
              {...form.getInputProps('whatsapp')}
              value={form.values.whatsapp ?? ''}
            />
          </SimpleGrid>
          <Textarea
            label={t`Description`}
            description={t`Tell buyers and tenants about your agency.`}
            dir="auto"
            autosize
            minRows={3}
            maxRows={5}
            {...form.getInputProps('description')}
          />
          <Box>
            <LocationFields
              country={form.values.country}
              city={form.values.city}
              suburb={form.values.suburb}
              error={form.errors.country as string | undefined}
              onChange={(next) => form.setValues(next)}
            />
          </Box>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => form.reset()}
              disabled={!form.isDirty() || status === 'saving'}
            >
              <Trans>Discard</Trans>
            </Button>
            <Button type="submit" loading={status === 'saving'}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

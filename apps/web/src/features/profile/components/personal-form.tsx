import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Schemas } from '../../../lib/api-client';
import {
  joinOtherNames,
  personalDetailsInput,
  useUpdateCustomerProfile,
} from '../api/customer-profile';
import { useProfileSave } from '../hooks/use-profile-save';
import { SaveOverlay } from './save-overlay';
import { optionalLabel } from '../../../components/optional-label';
import { translatedResolver } from '../../../lib/form-fields';

type Customer = Schemas['Customer'];
interface Values {
  firstName: string;
  otherNames: string;
  mobile: string;
  telephone: string;
}

function initialValues(customer: Customer): Values {
  return {
    firstName: customer.firstName,
    otherNames: joinOtherNames(customer.lastName, customer.otherNames),
    mobile: customer.mobile ?? '',
    telephone: customer.telephone ?? '',
  };
}

/** The personal-details form of non-agents (spec sections 2 and 5). */
export function PersonalForm({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const update = useUpdateCustomerProfile(customer.publicId);
  const { status, run } = useProfileSave();
  const form = useForm<Values>({
    initialValues: initialValues(customer),
    validate: translatedResolver(personalDetailsInput),
  });

  const submit = form.onSubmit((values) =>
    run(
      async () => form.resetDirty(initialValues(await update.mutateAsync(values))),
      (errors) => {
        const { lastName, ...rest } = errors;
        form.setErrors(lastName ? { ...rest, otherNames: lastName } : rest);
      },
    ),
  );

  return (
    <Card padding="lg" pos="relative">
      <SaveOverlay status={status} />
      <form onSubmit={submit} noValidate data-status={status} aria-busy={status === 'saving'}>
        <Stack gap="md">
          <Title order={2} size="h4">
            <Trans>Personal details</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`First name`}
              autoComplete="given-name"
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t`Other names`}
              description={t`Your last name first, then any other names`}
              autoComplete="family-name"
              required
              {...form.getInputProps('otherNames')}
            />
          </SimpleGrid>
          <TextInput label={t`Email`} value={customer.email} disabled readOnly dir="ltr" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`Mobile`}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              required
              {...form.getInputProps('mobile')}
            />
            <TextInput
              label={optionalLabel(t`Telephone`)}
              type="tel"
              dir="ltr"
              {...form.getInputProps('telephone')}
            />
          </SimpleGrid>
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

import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Anchor, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paths } from '../../../lib/paths';
import { useCallerLocation } from '../../../lib/queries/geo';
import { useCountries } from '../../../lib/queries/locations';
import { useTenant } from '../../../lib/tenant';
import { agentSignUpInput, useCreateAgent, type AgentSignUpInput } from '../api/sign-up';
import { AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';
import { useSignUp } from '../components/sign-up-success';
import { optionalLabel } from '../../../components/optional-label';
import { translatedResolver } from '../../../lib/form-fields';

export function RegisterAgentPage() {
  const { t } = useLingui();
  const { slug, site } = useTenant();
  const siteName = site.name;
  const countries = useCountries();
  const located = useCallerLocation();
  const create = useCreateAgent();
  const form = useForm<Required<AgentSignUpInput>>({
    initialValues: {
      countryId: '',
      name: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      telephone: '',
      whatsapp: '',
      description: '',
    },
    validate: translatedResolver(agentSignUpInput),
  });

  // The caller's own country when the site has it (from their address), else the site's own:
  // the one that uses the site's currency. Chosen once the address look-up has answered.
  const list = countries.data?.content ?? [];
  const locatedId = located.data?.country?.publicId;
  const firstCountry = (
    list.find((c) => c.publicId === locatedId) ??
    list.find((c) => c.currencies[0]?.code === site.defaultCurrency) ??
    list[0]
  )?.publicId;
  const { setFieldValue } = form;
  const countryChosen = form.values.countryId !== '';
  const locating = located.isPending;
  useEffect(() => {
    if (firstCountry && !countryChosen && !locating) setFieldValue('countryId', firstCountry);
  }, [firstCountry, countryChosen, locating, setFieldValue]);

  const signUp = useSignUp(create, { onFieldErrors: form.setErrors });

  return (
    <AuthLayout
      wide
      audience="agency"
      title={t`Register your agency`}
      subtitle={t`List properties for sale, rent and short stay on ${siteName}.`}
      footer={
        <Trans>
          Already registered?{' '}
          <Anchor component={Link} to={paths.login(slug)} fw={600}>
            Sign in
          </Anchor>
        </Trans>
      }
    >
      <SignUpForm
        form={form}
        create={create}
        signUp={signUp}
        passwordId="agent-password"
        submitLabel={t`Register agency`}
        after={
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t`Telephone`}
                type="tel"
                dir="ltr"
                autoComplete="tel"
                required
                {...form.getInputProps('telephone')}
              />
              <TextInput
                label={optionalLabel(t`WhatsApp`)}
                type="tel"
                dir="ltr"
                {...form.getInputProps('whatsapp')}
              />
            </SimpleGrid>
            <Textarea
              label={optionalLabel(t`About the agency`)}
              autosize
              minRows={3}
              maxRows={5}
              {...form.getInputProps('description')}
            />
          </>
        }
      >
        <TextInput
          label={t`Agency name`}
          autoComplete="organization"
          required
          {...form.getInputProps('name')}
        />
        <Select
          label={t`Country`}
          required
          allowDeselect={false}
          data={(countries.data?.content ?? []).map((c) => ({
            value: c.publicId,
            label: c.name,
          }))}
          placeholder={countries.isPending ? t`Loading countries` : t`Choose a country`}
          {...form.getInputProps('countryId')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t`First name`}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={optionalLabel(t`Last name`)}
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
      </SignUpForm>
    </AuthLayout>
  );
}

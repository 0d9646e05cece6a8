import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { Anchor, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { customerSignUpInput, useCreateCustomer, type CustomerSignUpInput } from '../api/sign-up';
import { AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';
import { useSignUp } from '../components/sign-up-success';
import { optionalLabel } from '../../../components/optional-label';
import { translatedResolver } from '../../../lib/form-fields';

export function RegisterCustomerPage() {
  const { t } = useLingui();
  const { slug, site } = useTenant();
  const siteName = site.name;
  const create = useCreateCustomer();
  const from = useSearchParams()[0].get('from');
  const form = useForm<Required<CustomerSignUpInput>>({
    initialValues: {
      firstName: '',
      lastName: '',
      otherNames: '',
      email: '',
      password: '',
      mobile: '',
      telephone: '',
    },
    validate: translatedResolver(customerSignUpInput),
  });

  const signUp = useSignUp(create, {
    from,
    confirmationMailed: true,
    onFieldErrors: form.setErrors,
  });

  return (
    <AuthLayout
      wide
      audience="customer"
      title={t`Create your account`}
      subtitle={
        <Trans>
          Request viewings, send inquiries and follow the replies on {siteName}. Listing for an
          agency?{' '}
          <Anchor component={Link} to={paths.registerAgent(slug)} fw={600} inherit>
            Register your agency
          </Anchor>
        </Trans>
      }
      footer={
        <Trans>
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login(slug, from ?? undefined)} fw={600}>
            Sign in
          </Anchor>
        </Trans>
      }
    >
      <SignUpForm
        form={form}
        create={create}
        signUp={signUp}
        passwordId="customer-password"
        submitLabel={t`Create account`}
        after={
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={optionalLabel(t`Mobile`)}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              {...form.getInputProps('mobile')}
            />
            <TextInput
              label={optionalLabel(t`Telephone`)}
              type="tel"
              dir="ltr"
              {...form.getInputProps('telephone')}
            />
          </SimpleGrid>
        }
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t`First name`}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t`Last name`}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t`Other names`}
          description={t`Optional middle names`}
          autoComplete="additional-name"
          {...form.getInputProps('otherNames')}
        />
      </SignUpForm>
    </AuthLayout>
  );
}

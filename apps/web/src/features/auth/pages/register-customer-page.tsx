import { Link, useSearchParams } from 'react-router';
import { Anchor, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { customerSignUpInput, useCreateCustomer, type CustomerSignUpInput } from '../api/sign-up';
import { AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';
import { useSignUp } from '../components/sign-up-success';
import { optionalLabel } from '../../../components/optional-label';

export function RegisterCustomerPage() {
  const { slug, site } = useTenant();
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
    validate: schemaResolver(customerSignUpInput, { sync: true }),
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
      title="Create your account"
      subtitle={
        <>
          {`Request viewings, send inquiries and follow the replies on ${site.name}. `}
          Listing for an agency?{' '}
          <Anchor component={Link} to={paths.registerAgent(slug)} fw={600} inherit>
            Register your agency
          </Anchor>
        </>
      }
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login(slug, from ?? undefined)} fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <SignUpForm
        form={form}
        create={create}
        signUp={signUp}
        passwordId="customer-password"
        submitLabel="Create account"
        after={
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={optionalLabel('Mobile')}
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('mobile')}
            />
            <TextInput
              label={optionalLabel('Telephone')}
              type="tel"
              {...form.getInputProps('telephone')}
            />
          </SimpleGrid>
        }
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Other names"
          description="Optional middle names"
          autoComplete="additional-name"
          {...form.getInputProps('otherNames')}
        />
      </SignUpForm>
    </AuthLayout>
  );
}

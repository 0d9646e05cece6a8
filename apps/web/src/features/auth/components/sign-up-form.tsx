import type { ReactNode } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { NewPasswordInput } from '../../../components/password-strength';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-fields';

interface Credentials {
  email: string;
  password: string;
}

interface SignUpFormProps<Values extends Credentials> {
  form: UseFormReturnType<Values>;
  /** The sign-up call; its refusal shows above the fields and on the fields it names. */
  create: UseMutationResult<unknown, Error, Values>;
  /** Signs the new account in with the details just typed. */
  signIn: (email: string, password: string) => void;
  /** The password field's id, for its strength meter. */
  passwordId: string;
  submitLabel: string;
  /** The fields before the e-mail address. */
  children: ReactNode;
  /** The fields after the password. */
  after: ReactNode;
}

/**
 * What the customer and the agency sign-ups share: the refusal on top, the e-mail address and a
 * new password (with its strength) between each form's own fields, the button, and on success
 * the sign-in with the same details.
 */
export function SignUpForm<Values extends Credentials>({
  form,
  create,
  signIn,
  passwordId,
  submitLabel,
  children,
  after,
}: SignUpFormProps<Values>) {
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => signIn(values.email, values.password),
      onError: (error) => form.setErrors(fieldErrors(error)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
        {children}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <NewPasswordInput
          id={passwordId}
          label="Password"
          required
          {...form.getInputProps('password')}
          value={form.values.password}
        />
        {after}
        <Button type="submit" size="md" fullWidth loading={create.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

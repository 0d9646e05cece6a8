import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { NewPasswordInput } from '../../../components/password-strength';
import { errorMessage } from '../../../lib/api-client';
import type { useSignUp } from './sign-up-success';

interface Credentials {
  email: string;
  password: string;
}

interface SignUpFormProps<Values extends Credentials> {
  form: UseFormReturnType<Values>;
  /** The sign-up call; its refusal shows above the fields. */
  create: UseMutationResult<unknown, Error, Values>;
  /** Creates the account, then signs it in; busy from the first press until the page is left. */
  signUp: ReturnType<typeof useSignUp<Values>>;
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
 * new password (with its strength) between each form's own fields, and the button that stays
 * busy while the account is created and signed in.
 */
export function SignUpForm<Values extends Credentials>({
  form,
  create,
  signUp,
  passwordId,
  submitLabel,
  children,
  after,
}: SignUpFormProps<Values>) {
  const { t } = useLingui();
  return (
    <form onSubmit={form.onSubmit(signUp.submit)} noValidate>
      <Stack gap="md">
        {create.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
        {children}
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          {...form.getInputProps('email')}
        />
        <NewPasswordInput
          id={passwordId}
          label={t`Password`}
          required
          {...form.getInputProps('password')}
          value={form.values.password}
        />
        {after}
        <Button type="submit" size="md" fullWidth loading={signUp.busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Group,
  List,
  Progress,
  PasswordInput,
  Text,
  type PasswordInputProps,
} from '@mantine/core';
import { IconCheck, IconPointFilled, IconX } from '@tabler/icons-react';
import {
  PASSWORD_MIN_LENGTH,
  passwordChecks,
  ratePassword,
  type PasswordCheck,
  type PasswordRating,
} from '@propdesk/shared';

const RATINGS: Record<PasswordRating, { label: MessageDescriptor; color: string; filled: number }> =
  {
    'very-weak': { label: msg`Very weak`, color: 'red', filled: 1 },
    weak: { label: msg`Weak`, color: 'orange', filled: 2 },
    strong: { label: msg`Strong`, color: 'teal', filled: 3 },
    'very-strong': { label: msg`Very strong`, color: 'green', filled: 4 },
  };

/** The shared rules' checks (packages/shared), in the reader's language. */
const CHECKS: Record<PasswordCheck['key'], MessageDescriptor> = {
  length: msg({
    message: 'At least {min} characters',
    comment: 'min: the shortest password allowed',
  }),
  lowercase: msg`A lowercase letter`,
  uppercase: msg`An uppercase letter`,
  digit: msg`A digit`,
  special: msg`A special character`,
};

/** The strength meter of spec section 5, with the rules from packages/shared. */
function PasswordStrength({ value, id }: { value: string; id?: string }) {
  const { i18n, t } = useLingui();
  const rating = ratePassword(value);
  const { label, color, filled } = RATINGS[rating];
  const checks = passwordChecks(value);
  const ratingText = value ? t(label) : t`not set`;
  return (
    <Box id={id} mt={6} aria-live="polite">
      <Group gap={4} grow aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <Progress
            key={i}
            size={5}
            radius="xl"
            value={value && i < filled ? 100 : 0}
            color={color}
            transitionDuration={150}
          />
        ))}
      </Group>
      <Text size="xs" mt={6} data-testid="password-rating" data-rating={rating}>
        <Trans>
          Password strength:{' '}
          <Text span fw={700} inherit>
            {ratingText}
          </Text>
        </Trans>
      </Text>
      <List size="xs" spacing={2} mt={4} listStyleType="none" c="dimmed">
        {checks.map((check) => (
          <List.Item
            key={check.key}
            icon={
              check.met ? (
                <IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />
              ) : !value ? (
                <IconPointFilled size={14} color="var(--mantine-color-dimmed)" aria-hidden />
              ) : (
                <IconX size={14} color="var(--mantine-color-red-7)" aria-hidden />
              )
            }
          >
            <span>{i18n._({ ...CHECKS[check.key], values: { min: PASSWORD_MIN_LENGTH } })}</span>
            <Box component="span" className="sr-only">
              {' '}
              {check.met ? t`(done)` : t`(missing)`}
            </Box>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}

/** A new-password field with the strength meter under it. */
export function NewPasswordInput(props: PasswordInputProps & { value: string }) {
  const meterId = `${props.id ?? 'new-password'}-strength`;
  return (
    <div>
      <PasswordInput autoComplete="new-password" aria-describedby={meterId} {...props} />
      <PasswordStrength value={props.value} id={meterId} />
    </div>
  );
}

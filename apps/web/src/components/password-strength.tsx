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
import { passwordChecks, ratePassword, type PasswordRating } from '@propdesk/shared';

const RATINGS: Record<PasswordRating, { label: string; color: string; filled: number }> = {
  'very-weak': { label: 'Very weak', color: 'red', filled: 1 },
  weak: { label: 'Weak', color: 'orange', filled: 2 },
  strong: { label: 'Strong', color: 'teal', filled: 3 },
  'very-strong': { label: 'Very strong', color: 'green', filled: 4 },
};

/** The strength meter of spec section 5, with the rules from packages/shared. */
function PasswordStrength({ value, id }: { value: string; id?: string }) {
  const rating = ratePassword(value);
  const { label, color, filled } = RATINGS[rating];
  const checks = passwordChecks(value);
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
        Password strength:{' '}
        <Text span fw={700} inherit>
          {value ? label : 'not set'}
        </Text>
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
            <span>{check.label}</span>
            <Box component="span" className="sr-only">
              {check.met ? ' (done)' : ' (missing)'}
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

import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { LOCK_ATTEMPTS } from '@propdesk/shared';
import { UserAvatar } from '../../components/user-avatar';
import { errorMessage, unwrap } from '../../lib/api-client';
import type { User } from '../../lib/queries/current-user';
import { displayName } from '../../lib/queries/signed-in-user';
import { useTenant } from '../../lib/tenant';

const INVALID_CREDENTIALS = msg`Invalid credentials`;

/** 'Invalid credentials' when the API's message mentions FOUND or credentials (spec section 8). */
function lockMessage(error: unknown): { text: string | null; countsAsAttempt: boolean } {
  const message = errorMessage(error);
  if (message.includes('FOUND') || message.includes('credentials')) {
    return { text: null, countsAsAttempt: true };
  }
  return { text: message, countsAsAttempt: false };
}

/**
 * The full-screen lock after inactivity. The password is checked with /auth/authenticate; three
 * wrong passwords sign the user out (spec section 4).
 */
export function LockScreen({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useLingui();
  const { api, session } = useTenant();
  const name = displayName(user);
  const [password, setPassword] = useState('');
  const [attempts, setAttempts] = useState(LOCK_ATTEMPTS);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const unlock = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password || pending) return;
    setPending(true);
    try {
      const pair = await unwrap(
        api.POST('/auth/authenticate', { body: { username: user.email, password } }),
      );
      session.signIn(pair);
    } catch (caught) {
      const { text, countsAsAttempt } = lockMessage(caught);
      setError(text ?? t(INVALID_CREDENTIALS));
      setPassword('');
      if (countsAsAttempt) {
        const left = attempts - 1;
        setAttempts(left);
        if (left <= 0) session.signOut('locked-out');
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal.Root
      opened
      onClose={() => undefined}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size={400}
      radius="lg"
      zIndex={3000}
      data-testid="lock-screen"
    >
      <Modal.Overlay backgroundOpacity={0.6} blur={14} />
      <Modal.Content>
        <Modal.Body>
          <form onSubmit={(e) => void unlock(e)}>
            <Stack align="center" gap="md" p="xs">
              <UserAvatar name={user.name} imageUrl={user.image_url} size={72} radius={36} />
              <div style={{ textAlign: 'center' }}>
                <Modal.Title component="h2" fz={22} fw={700}>
                  <IconLock
                    size={20}
                    style={{ verticalAlign: -2, marginInlineEnd: 6 }}
                    aria-hidden
                  />
                  <Trans>Screen locked</Trans>
                </Modal.Title>
                <Text c="dimmed" size="sm" mt={4}>
                  <Trans>{name}, you were away for a while. Enter your password to continue.</Trans>
                </Text>
              </div>
              {error && (
                <Alert color="red" variant="light" w="100%" role="alert">
                  {error}
                </Alert>
              )}
              <PasswordInput
                w="100%"
                label={t`Password`}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                data-autofocus
              />
              <Text size="sm" c="dimmed" w="100%" data-testid="lock-attempts">
                <Trans>Attempts remaining: {attempts}</Trans>
              </Text>
              <Button type="submit" fullWidth loading={pending} disabled={!password}>
                <Trans>Unlock</Trans>
              </Button>
              <Anchor component="button" type="button" size="sm" onClick={onLogout}>
                <Trans>Not you? Sign out</Trans>
              </Anchor>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

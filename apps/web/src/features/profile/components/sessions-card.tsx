import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconDeviceTv,
  IconDevices,
} from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { formatLanguage, timeAgo } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useNow } from '../../../lib/use-now';
import {
  useRevokeSession,
  useSessions,
  useSignOutOtherSessions,
  type Session,
} from '../api/sessions';

const DEVICE_ICONS = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  tv: IconDeviceTv,
  bot: IconDevices,
  unknown: IconDevices,
} as const;

/** Country names in the reader's language, made once per language (Intl.DisplayNames is costly). */
const regionNames = new Map<string, Intl.DisplayNames>();
function countryName(code: string, language: string): string {
  let names = regionNames.get(language);
  if (!names)
    regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
  return names.of(code) ?? code;
}

function SessionRow({ session, now }: { session: Session; now: Date }) {
  const { t } = useLingui();
  const revoke = useRevokeSession();
  const Icon = DEVICE_ICONS[session.device.type];
  const { browser, os } = session.device;
  const device = browser && os ? t`${browser} on ${os}` : (browser ?? os ?? t`Unknown device`);
  const place = session.country ? countryName(session.country, formatLanguage()) : t`Unknown place`;
  const lastSeen = timeAgo(session.lastSeenAt, now);
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      data-testid="session"
      data-current={session.current || undefined}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Icon size={28} stroke={1.5} aria-hidden />
        <div style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} size="sm">
              <bdi>{device}</bdi>
            </Text>
            {session.current && (
              <Badge size="sm" variant="light" color="brand">
                <Trans>This device</Trans>
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>
              {place} · last active {lastSeen}
            </Trans>
          </Text>
        </div>
      </Group>
      {!session.current && (
        <Button
          size="xs"
          variant="default"
          style={{ flexShrink: 0 }}
          loading={revoke.isPending}
          onClick={() =>
            revoke.mutate(session.id, {
              onSuccess: () =>
                notifications.show({ color: 'teal', message: t`${device} is signed out` }),
              onError: notifyError,
            })
          }
          aria-label={t`Sign out ${device}`}
        >
          <Trans>Sign out</Trans>
        </Button>
      )}
    </Group>
  );
}

/**
 * The devices signed in to the account (profile page): each with its place and last activity,
 * this one marked; any other can be signed out, or all others at once. This device signs out
 * with Logout.
 */
export function SessionsCard() {
  const { t } = useLingui();
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const now = useNow();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Card padding="lg" component="section" aria-labelledby="sessions-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="sessions-title">
            <Trans>Signed-in devices</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Where your account is signed in. Sign out any device you do not recognise, then change
              your password.
            </Trans>
          </Text>
        </div>
        {sessions.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {errorMessage(sessions.error)}
          </Alert>
        ) : !sessions.data ? (
          <Skeleton height={96} radius="md" />
        ) : (
          <Stack gap="sm">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} now={now} />
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            disabled={!others}
            loading={signOutOthers.isPending}
            onClick={() =>
              signOutOthers.mutate(undefined, {
                onSuccess: ({ ended }) =>
                  notifications.show({
                    color: 'teal',
                    message: (
                      <Plural
                        value={ended}
                        one="# other device is signed out"
                        other="# other devices are signed out"
                      />
                    ),
                  }),
                onError: notifyError,
              })
            }
          >
            {t`Sign out of all other devices`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

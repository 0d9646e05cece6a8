import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Anchor, Avatar, Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReviewQueueItem } from '../api/moderation';
import { timeWaiting } from '../../../lib/format';
import { FlagBadges } from './flag-badges';
import { ReadinessBadge, UnverifiedAgencyBadge } from './review-badges';

interface QueueRowProps {
  item: ReviewQueueItem;
  to: string;
  now: number;
  onAgent: (agentPublicId: string) => void;
  onSuburb: (suburbPublicId: string) => void;
}

/** The agent's chosen photo, or else the first one uploaded: agents often pick none. */
function rowPhoto(item: ReviewQueueItem): string | null {
  if (item.profilePhoto) return item.profilePhoto;
  const first = Object.values(item.images).flat()[0];
  return first ? (first.variants.thumbnail ?? first.fileDownloadUri) : null;
}

/**
 * One listing of the queue: photo, title, agent, waiting time, completion, whether it is ready,
 * whether its agency is verified, and flags.
 */
export function QueueRow({ item, to, now, onAgent, onSuburb }: QueueRowProps) {
  const { t } = useLingui();
  const { agentName } = item.review;
  const { suburb } = item.location;
  const waited = timeWaiting(item.review.waitingSince, now);
  const { completion } = item;
  const reason = item.rejectionReason;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="queue-row">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={rowPhoto(item)} alt="" radius="md" size={64}>
          <IconPhoto size={24} aria-hidden />
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={to} fw={700} lineClamp={2}>
            <bdi>{item.title || item.name}</bdi>
          </Anchor>
          <Group gap="xs" wrap="wrap">
            <UnstyledButton
              onClick={() => onAgent(item.agent.publicId)}
              title={t`Only ${agentName}'s listings`}
            >
              <Text size="sm" c="dimmed" td="underline">
                <bdi>{item.review.agentName}</bdi>
              </Text>
            </UnstyledButton>
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
            <UnstyledButton
              onClick={() => onSuburb(item.suburb)}
              title={t`Only listings in ${suburb}`}
            >
              <Text size="sm" c="dimmed" td="underline">
                <bdi>{item.location.suburb}</bdi>
              </Text>
            </UnstyledButton>
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
            <Text size="sm" c="dimmed">
              {item.review.ready ? (
                <Trans>Sent for review {waited}</Trans>
              ) : (
                <Trans>Changed {waited}</Trans>
              )}
            </Text>
            <Text size="sm" c="dimmed" hiddenFrom="sm">
              · <Trans>{completion}% complete</Trans>
            </Text>
          </Group>
          {item.rejectionReason && (
            <Text size="sm">
              <Trans>
                <strong>Sent back:</strong> <bdi>{reason}</bdi>
              </Trans>
            </Text>
          )}
          <Group gap={6} wrap="wrap">
            {!item.rejectionReason && <ReadinessBadge ready={item.review.ready} />}
            <UnverifiedAgencyBadge verified={item.review.agencyVerified} />
            <FlagBadges flags={item.review.flags} />
          </Group>
        </Stack>
        <Stack gap={4} w={96} visibleFrom="sm">
          <Text size="xs" c="dimmed">
            <Trans>{completion}% complete</Trans>
          </Text>
          <Progress value={item.completion} size="sm" aria-label={t`Completion`} />
        </Stack>
      </Group>
    </Paper>
  );
}

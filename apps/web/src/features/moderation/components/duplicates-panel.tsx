import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Anchor, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopyOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ListingStatusDot } from '../../../components/listing-status-dot';
import { MatchedBadges } from '../../../components/duplicates/matched-badges';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { duplicatesOptions, type PossibleDuplicate } from '../../../lib/queries/duplicates';
import { useTenant } from '../../../lib/tenant';
import { useDismissDuplicate } from '../api/moderation';
import classes from './duplicates-panel.module.css';

interface ReviewedListing {
  publicId: string;
  profilePhoto?: string | null;
  updatedAt: string;
}

/** Two photos side by side: the reviewed listing's on the reading side first. */
function PhotoPair({ mine, theirs, index }: { mine: string; theirs: string; index: number }) {
  const { t } = useLingui();
  const n = index + 1;
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Image src={mine} alt={t`This listing, photo ${n}`} radius="sm" className={classes.photo} />
      <Image
        src={theirs}
        alt={t`The other listing, photo ${n}`}
        radius="sm"
        className={classes.photo}
      />
    </SimpleGrid>
  );
}

function DuplicateCard({ listing, other }: { listing: ReviewedListing; other: PossibleDuplicate }) {
  const { slug } = useTenant();
  const { t } = useLingui();
  const dismiss = useDismissDuplicate(listing.publicId);
  const otherName = other.title || other.name;
  const agentName = other.agent.name;
  const price =
    other.price === null ? t`Price on request` : formatMoney(other.price, other.currency);
  // A match by spot or reference has no photo in common: the two covers stand in for them.
  const covers =
    !other.photos.length && listing.profilePhoto && other.profilePhoto
      ? [{ mine: listing.profilePhoto, theirs: other.profilePhoto }]
      : [];
  const pairs = [...other.photos, ...covers];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="possible-duplicate">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.reviewListing(slug, other.publicId)} fw={600}>
              <bdi>{other.title || other.name}</bdi>
            </Anchor>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                <Trans>
                  By <bdi>{agentName}</bdi> · {price}
                </Trans>
              </Text>
              <ListingStatusDot published={other.published} />
              {other.archived && (
                <Text size="sm" c="dimmed">
                  <Trans>Archived</Trans>
                </Text>
              )}
            </Group>
          </Stack>
          <Stack gap="xs" align="flex-end">
            <MatchedBadges matched={other.matched} />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCopyOff size={14} aria-hidden />}
              loading={dismiss.isPending}
              onClick={() => dismiss.mutate(other.publicId)}
              aria-label={t`Not a duplicate: ${otherName}`}
            >
              <Trans>Not a duplicate</Trans>
            </Button>
          </Stack>
        </Group>
        {pairs.length > 0 && (
          <Stack gap="xs" maw={560}>
            <SimpleGrid cols={2} spacing="xs">
              <Text size="xs" fw={600}>
                <Trans>This listing</Trans>
              </Text>
              <Text size="xs" fw={600}>
                <Trans>The other listing</Trans>
              </Text>
            </SimpleGrid>
            {pairs.map((pair, index) => (
              <PhotoPair key={`${pair.mine}-${pair.theirs}`} {...pair} index={index} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The review page's possible duplicates: each other listing of the site that may be the same
 * home, what matched, and the photos both have side by side. Nothing when there are none.
 */
export function DuplicatesPanel({ listing }: { listing: ReviewedListing }) {
  const { api, slug } = useTenant();
  const { data } = useQuery(duplicatesOptions(api, slug, listing.publicId, listing.updatedAt));
  if (!data?.length) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="possible-duplicates">
      <Stack gap="sm">
        <div>
          <Title order={2} fz={16}>
            <Trans>Possible duplicates</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Other listings of the site that may be the same home. Compare them before you decide;
              homes that only look alike can be marked as not duplicates.
            </Trans>
          </Text>
        </div>
        {data.map((other) => (
          <DuplicateCard key={other.publicId} listing={listing} other={other} />
        ))}
      </Stack>
    </Paper>
  );
}

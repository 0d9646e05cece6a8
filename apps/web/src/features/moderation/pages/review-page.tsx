import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Kbd,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { ListingPreview } from '../../../components/listing-preview/listing-preview';
import { LazyLocationMap } from '../../../components/location-map/lazy-location-map';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAgent } from '../../../lib/queries/agent';
import { listingAmenitiesOptions } from '../../../lib/queries/amenities';
import { listingOptions } from '../../../lib/queries/listing';
import { useTypeNames } from '../../../lib/queries/property-types';
import { useTenant } from '../../../lib/tenant';
import { useNow } from '../../../lib/use-now';
import {
  listingChangesOptions,
  reviewQueueOptions,
  StaleDecision,
  useDecide,
} from '../api/moderation';
import { ChangesTable } from '../components/changes-table';
import { DuplicatesPanel } from '../components/duplicates-panel';
import { FlagBadges } from '../components/flag-badges';
import { RejectModal } from '../components/reject-modal';
import { ReadinessBadge, UnverifiedAgencyBadge } from '../components/review-badges';
import classes from './review-page.module.css';
import { useQueueFilters } from '../use-queue-filters';
import { timeWaiting } from '../../../lib/format';

// How a live listing is doing (the chart library with it) loads with a live listing's page only.
const PerformancePanel = lazy(async () => ({
  default: (await import('../../../components/listing-performance/performance-panel'))
    .PerformancePanel,
}));

/** One listing under review, as customers will see it, with what changed and the decision. */
export function ReviewPage() {
  const { propertyId = '' } = useParams();
  const { api, slug } = useTenant();
  const navigate = useNavigate();
  const { filters, query } = useQueueFilters();
  const listing = useQuery(listingOptions(api, slug, propertyId));
  const changes = useQuery(listingChangesOptions(api, slug, propertyId));
  // What customers will see beside the listing: its type, its agency ('Listed by'), what is near.
  const typeName = useTypeNames();
  const agency = useAgent(listing.data?.agent.publicId ?? '');
  const amenities = useQuery(listingAmenitiesOptions(api, slug, propertyId));
  const queue = useInfiniteQuery(reviewQueueOptions(api, slug, filters));
  const decide = useDecide();
  const [rejecting, setRejecting] = useState(false);

  const now = useNow().getTime();
  const items = queue.data?.pages.flatMap((page) => page.content) ?? [];
  const ids = items.map((item) => item.publicId);
  // The queue's row carries who sent it, when, and its flags; shown once the queue has it.
  const row = items.find((item) => item.publicId === propertyId);
  const at = ids.indexOf(propertyId);
  const suffix = query ? `?${query}` : '';
  const queueLink = paths.reviewQueue(slug) + suffix;
  const go = (id: string | undefined) => {
    if (id) void navigate(paths.reviewListing(slug, id) + suffix);
    else void navigate(queueLink);
  };
  // Computed before the decision: the queue read afterwards no longer holds this listing.
  const next = at >= 0 ? ids[at + 1] : ids.find((id) => id !== propertyId);
  const previous = at > 0 ? ids[at - 1] : undefined;

  const approve = () => {
    if (decide.isPending || !listing.data) return;
    const version = listing.data.updatedAt;
    decide.mutate({ id: propertyId, version, action: 'approve' }, { onSuccess: () => go(next) });
  };
  const reject = (reason: string) =>
    listing.data &&
    decide.mutate(
      { id: propertyId, version: listing.data.updatedAt, action: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(false);
          go(next);
        },
        // The modal closes on the listing as it is now; another failure keeps the reason typed.
        onError: (error) => error instanceof StaleDecision && setRejecting(false),
      },
    );

  useHotkeys(
    rejecting
      ? []
      : [
          ['a', approve],
          ['s', () => listing.data && setRejecting(true)],
          ['j', () => next && go(next)],
          ['k', () => previous && go(previous)],
        ],
  );

  const title = listing.data ? listing.data.title || listing.data.name : '';
  const by = agency.data?.name ?? row?.review.agentName ?? '…';
  const waited = row ? timeWaiting(row.review.waitingSince, now) : '';
  const completion = listing.data?.completion ?? 0;
  const reason = listing.data?.rejectionReason ?? '';

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Anchor component={Link} to={queueLink} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden className={classes.back} />
            <Trans>Review queue</Trans>
          </Group>
        </Anchor>
        <Text size="xs" c="dimmed" data-testid="shortcut-hint">
          <Trans>
            <Kbd>A</Kbd> approve · <Kbd>S</Kbd> send back · <Kbd>J</Kbd>/<Kbd>K</Kbd> next/previous
          </Trans>
        </Text>
      </Group>
      {listing.isPending && <Skeleton height={480} radius="md" />}
      {listing.isError && <Alert color="red">{errorMessage(listing.error)}</Alert>}
      {listing.data && (
        <>
          {/* The decision stays in one place, under the top bar, however long the listing is. */}
          <Paper
            withBorder
            radius="md"
            p="sm"
            className={classes.actionBar}
            data-testid="review-actions"
          >
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Title order={1} fz={{ base: 18, sm: 22 }} lineClamp={1} className={classes.title}>
                <Trans>
                  Review: <bdi>{title}</bdi>
                </Trans>
              </Title>
              <Group gap="sm" wrap="nowrap">
                <Button
                  variant="default"
                  onClick={() => setRejecting(true)}
                  disabled={decide.isPending}
                >
                  <Trans>Send back</Trans>
                </Button>
                <Button onClick={approve} loading={decide.isPending}>
                  <Trans>Approve</Trans>
                </Button>
              </Group>
            </Group>
          </Paper>
          <Paper withBorder radius="md" p="md" style={{ overflowWrap: 'anywhere' }}>
            <Stack gap="sm">
              <Group gap="xs" wrap="wrap" data-testid="review-facts">
                <Text size="sm" c="dimmed">
                  {!row ? (
                    <Trans>
                      By <bdi>{by}</bdi> · {completion}% complete
                    </Trans>
                  ) : row.review.ready ? (
                    <Trans>
                      By <bdi>{by}</bdi> · sent for review {waited} · {completion}% complete
                    </Trans>
                  ) : (
                    <Trans>
                      By <bdi>{by}</bdi> · changed {waited} · {completion}% complete
                    </Trans>
                  )}
                </Text>
                {row && !listing.data.rejectionReason && (
                  <ReadinessBadge ready={row.review.ready} />
                )}
                {agency.data && <UnverifiedAgencyBadge verified={agency.data.verified} />}
                {row && <FlagBadges flags={row.review.flags} />}
              </Group>
              {!listing.data.rejectionReason && !listing.data.readyForReviewAt && (
                <Text size="sm" data-testid="not-sent-yet">
                  <Trans>
                    Its agent has not sent this listing for review yet: it may still be missing
                    photos or features.
                  </Trans>
                </Text>
              )}
              {listing.data.rejectionReason && (
                <Text size="sm">
                  <Trans>
                    <strong>Sent back:</strong> <bdi>{reason}</bdi>
                  </Trans>
                </Text>
              )}
              <div data-testid="review-keywords">
                <Text size="sm" fw={600} mb={4}>
                  <Trans>Keywords</Trans>
                </Text>
                {listing.data.metaTags.trim() ? (
                  <Group gap={6}>
                    {listing.data.metaTags
                      .split(',')
                      .map((tag) => tag.trim())
                      .filter(Boolean)
                      .map((tag) => (
                        <Badge key={tag} variant="outline" tt="none" fw={500}>
                          {tag}
                        </Badge>
                      ))}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    <Trans>None</Trans>
                  </Text>
                )}
              </div>
              <Title order={2} fz={16}>
                <Trans>Changes since the last approval</Trans>
              </Title>
              {changes.data && <ChangesTable changes={changes.data} />}
              {changes.isError && <Text c="red.8">{errorMessage(changes.error)}</Text>}
            </Stack>
          </Paper>
          <DuplicatesPanel listing={listing.data} />
          {listing.data.published === 'APPROVED' && !listing.data.archived && (
            <Paper withBorder radius="md" p="md">
              <Suspense fallback={<Skeleton height={360} radius="md" />}>
                <PerformancePanel listing={listing.data} />
              </Suspense>
            </Paper>
          )}
          <ListingPreview
            listing={listing.data}
            typeName={typeName(listing.data.typeId)}
            amenities={amenities.data ?? []}
            agency={
              agency.data && {
                name: agency.data.name,
                logoUrl: agency.data.image_url,
                href: paths.agent(slug, agency.data.publicId),
              }
            }
            audience="public"
            renderMap={(point) => (
              // Its own stacking context: the map's panes stay under the action bar.
              <div className={classes.map}>
                <LazyLocationMap center={point} marker={point} height={300} />
              </div>
            )}
          />
        </>
      )}
      <RejectModal
        opened={rejecting}
        busy={decide.isPending}
        onClose={() => setRejecting(false)}
        onReject={reject}
      />
    </Stack>
  );
}

import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Button, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  isNotYours,
  NotYourProperty,
  PropertyNotFound,
} from '../../../components/listing-unavailable';
import { LinkTabBar } from '../../../components/link-tab-bar';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';
import { useDetailListing, type ListingDetail } from '../api/listing';
import { backTarget } from '../back-target';
import { DetailHeader } from '../components/detail-header';
import { DetailsTab } from '../components/details-tab';
import { ImagesTab } from '../components/images-tab';
import { ListingsDrawer } from '../components/listings-drawer';
import { LocationTab } from '../components/location-tab';
import { ViewingsTab } from '../components/viewings-tab';
import { DETAIL_TAB_LABELS, DETAIL_TABS, parseDetailTab, type DetailTab } from '../detail-tabs';

// The units list and its modal (stepper, form, dropzone) load when the Units tab opens.
const UnitsTab = lazy(async () => ({
  default: (await import('../components/units-tab')).UnitsTab,
}));

// The history's timeline loads when its tab opens.
const HistoryTab = lazy(async () => ({
  default: (await import('../components/history-tab')).HistoryTab,
}));

// The chart library (recharts) loads only when the Performance tab opens.
const PerformanceTab = lazy(async () => ({
  default: (await import('../../../components/listing-performance/performance-panel'))
    .PerformancePanel,
}));

function TabPanel({ tab, listing }: { tab: DetailTab; listing: ListingDetail }) {
  switch (tab) {
    case 'Details':
      return <DetailsTab listing={listing} />;
    case 'Images':
      return <ImagesTab listing={listing} />;
    case 'Location':
      return <LocationTab listing={listing} />;
    case 'Units':
      return (
        <Suspense fallback={<Skeleton height={160} radius="md" />}>
          <UnitsTab listing={listing} />
        </Suspense>
      );
    case 'History':
      return (
        <Suspense fallback={<Skeleton height={160} radius="md" />}>
          <HistoryTab listing={listing} />
        </Suspense>
      );
    case 'Performance':
      return (
        <Suspense fallback={<Skeleton height={360} radius="md" />}>
          <PerformanceTab listing={listing} />
        </Suspense>
      );
    case 'Viewings':
      return <ViewingsTab listing={listing} />;
  }
}

/** Spec section 2: `/property/details/{id}`, one of the agent's listings as they manage it. */
export function ListingDetailsPage() {
  const { i18n } = useLingui();
  const { propertyId = '' } = useParams();
  const { slug } = useTenant();
  const user = useSignedInUser();
  const location = useLocation();
  const [search] = useSearchParams();
  const [drawerOpened, drawer] = useDisclosure(false);
  const listing = useDetailListing(propertyId);
  const tab = parseDetailTab(search.get('tab'));
  const back = backTarget(location.state, paths.myListings(slug), slug);
  const backButton = (
    <Button component={Link} to={back}>
      <Trans>My Listings</Trans>
    </Button>
  );

  if (listing.isError) {
    return isNotYours(listing.error) ? (
      <NotYourProperty actions={backButton} />
    ) : (
      <PropertyNotFound actions={backButton} />
    );
  }
  if (!listing.data) {
    return (
      <Stack gap="lg" aria-busy>
        <Skeleton height={72} />
        <Skeleton height={36} />
        <Skeleton height={360} radius="lg" />
      </Stack>
    );
  }
  // Another agent's live listing can be read, but the page is its own agent's only.
  if (listing.data.agent.publicId !== user.publicId) {
    return <NotYourProperty actions={backButton} />;
  }

  return (
    <Stack gap="lg">
      <DetailHeader listing={listing.data} back={back} onOpenListings={drawer.open} />
      <LinkTabBar
        tabs={DETAIL_TABS}
        active={tab}
        hrefOf={(next) => paths.propertyDetails(slug, propertyId, next)}
        labelOf={(next) => i18n._(DETAIL_TAB_LABELS[next])}
        state={location.state}
      />
      <div role="tabpanel" aria-label={i18n._(DETAIL_TAB_LABELS[tab])}>
        <TabPanel tab={tab} listing={listing.data} />
      </div>
      <ListingsDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        agentId={user.publicId}
        currentId={propertyId}
        hrefOf={(id) => paths.propertyDetails(slug, id, tab === 'Details' ? undefined : tab)}
        state={location.state}
      />
    </Stack>
  );
}

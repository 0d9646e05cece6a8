import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Container, Skeleton, Stack } from '@mantine/core';
import { IconBuildingEstate } from '@tabler/icons-react';
import { AppError } from '@propdesk/shared';
import { PropertyNotFound } from '../../../components/listing-unavailable';
import { ListingPreview } from '../../../components/listing-preview/listing-preview';
import { LazyLocationMap } from '../../../components/location-map/lazy-location-map';
import { PublicHeader } from '../../../components/public-header';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAgent } from '../../../lib/queries/agent';
import { useTenant } from '../../../lib/tenant';
import { isLive, usePublicAmenities, usePublicListing, useTypeName } from '../api/public-listing';
import { LeadActions } from '../components/lead-actions';
import { LeadModal, type LeadKind } from '../components/lead-modal';
import { SimilarListings } from '../components/similar-listings';

/** Sets the tab's title while the page is shown, and puts the previous one back after. */
function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

/** A live listing's public page: the listing, its agency, similar listings, and the two forms. */
export function PublicListingPage() {
  const { propertyId = '' } = useParams();
  const { slug, site } = useTenant();
  const listing = usePublicListing(propertyId);
  const live = listing.data ? isLive(listing.data) : false;
  const typeName = useTypeName(live ? listing.data?.typeId : undefined);
  const amenities = usePublicAmenities(propertyId, live);
  const agent = useAgent(listing.data?.agent.publicId ?? '');
  const [lead, setLead] = useState<LeadKind | null>(null);
  const notFound =
    (listing.error instanceof AppError && listing.error.statusCode === 404) ||
    (listing.data && !live);
  const title = listing.data?.title || listing.data?.name;
  useDocumentTitle(
    notFound ? `Property not found | ${site.name}` : title ? `${title} | ${site.name}` : null,
  );

  const home = (
    <Button component={Link} to={paths.siteRoot(slug)}>
      Search listings
    </Button>
  );
  const agencyName = agent.data?.name ?? 'the agency';

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }}>
      <PublicHeader />
      <main>
        {notFound && (
          <PropertyNotFound actions={home}>
            This listing is not on {site.name} any more, or the address is wrong.
          </PropertyNotFound>
        )}
        {!notFound && listing.isError && (
          <StatusPage
            icon={<IconBuildingEstate size={36} />}
            title="Listing unavailable"
            actions={home}
          >
            {errorMessage(listing.error)}
          </StatusPage>
        )}
        {listing.isPending && <Skeleton height={480} radius="md" mt="md" />}
        {listing.data && live && (
          <Stack gap={48} pb="xl" pt="sm">
            <ListingPreview
              listing={listing.data}
              typeName={typeName.data}
              amenities={amenities.data ?? []}
              agency={
                agent.data && {
                  name: agent.data.name,
                  logoUrl: agent.data.image_url,
                  href: paths.agent(slug, agent.data.publicId),
                }
              }
              actions={<LeadActions onOpen={setLead} />}
              audience="public"
              renderMap={(point) => <LazyLocationMap center={point} marker={point} height={300} />}
            />
            <SimilarListings propertyId={propertyId} />
            <LeadModal
              kind={lead}
              propertyId={propertyId}
              agency={agencyName}
              onClose={() => setLead(null)}
            />
          </Stack>
        )}
      </main>
    </Container>
  );
}

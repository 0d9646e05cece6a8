import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Container, Skeleton, Stack } from '@mantine/core';
import { IconBuildingEstate } from '@tabler/icons-react';
import { AppError } from '@propdesk/shared';
import { PropertyNotFound } from '../../../components/listing-unavailable';
import { ListingPreview } from '../../../components/listing-preview/listing-preview';
import { PublicFooter } from '../../../components/public-footer';
import { PublicHeader } from '../../../components/public-header';
import { PublicMain } from '../../../components/public-main';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { usePublicPath } from '../../../lib/i18n/addressed-language';
import { paths } from '../../../lib/paths';
import { useAgent } from '../../../lib/queries/agent';
import { useTypeNames } from '../../../lib/queries/property-types';
import { useTenant } from '../../../lib/tenant';
import {
  isLive,
  useCountPhotoView,
  usePublicAmenities,
  usePublicListing,
} from '../api/public-listing';
import { ListingMap } from '../components/listing-map';
import { LeadActions } from '../components/lead-actions';
import { ListingLanguageNote } from '../components/listing-language-note';
import type { LeadKind } from '../components/lead-modal';
import { SimilarListings } from '../components/similar-listings';

// The forms (date pickers, validation) load on the first click on 'Ask a question' or 'Request a viewing'.
const LeadModal = lazy(async () => ({
  default: (await import('../components/lead-modal')).LeadModal,
}));

/**
 * The tab's title and the description meta tag while the page is shown, put back after: the
 * server writes both into the HTML for this listing; after moving between pages in the browser
 * they would otherwise describe the page before.
 */
function useListingHead(title: string | null, description: string | null) {
  useEffect(() => {
    if (!title) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = { title: document.title, description: meta?.content };
    document.title = title;
    if (meta && description) meta.content = description;
    return () => {
      document.title = before.title;
      if (meta && before.description !== undefined) meta.content = before.description;
    };
  }, [title, description]);
}

/** The first 160 characters of a description, on one line, for the description meta tag. */
const summaryOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
};

/** A live listing's public page: the listing, its agency, similar listings, and the two forms. */
export function PublicListingPage() {
  const { t } = useLingui();
  const publicPath = usePublicPath();
  const { propertyId = '' } = useParams();
  const { slug, site } = useTenant();
  const listing = usePublicListing(propertyId);
  const photoView = useCountPhotoView(propertyId);
  const live = listing.data ? isLive(listing.data) : false;
  const typeNames = useTypeNames(live);
  const amenities = usePublicAmenities(propertyId, live);
  const agent = useAgent(listing.data?.agent.publicId ?? '');
  const [lead, setLead] = useState<LeadKind | null>(null);
  const [formsWanted, setFormsWanted] = useState(false);
  const openForm = (kind: LeadKind) => {
    setFormsWanted(true);
    setLead(kind);
  };
  const notFound =
    (listing.error instanceof AppError && listing.error.statusCode === 404) ||
    (listing.data && !live);
  const title = listing.data?.title || listing.data?.name;
  const siteName = site.name;
  useListingHead(
    notFound ? t`Property not found | ${siteName}` : title ? t`${title} | ${siteName}` : null,
    !notFound && listing.data?.description ? summaryOf(listing.data.description) : null,
  );

  const home = (
    <Button component={Link} to={publicPath(paths.siteRoot(slug))}>
      <Trans>Search listings</Trans>
    </Button>
  );
  const agencyName = agent.data?.name ?? t`the agency`;

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }}>
      <PublicHeader />
      <PublicMain>
        {notFound && (
          <PropertyNotFound actions={home}>
            <Trans>This listing is not on {siteName} any more, or the address is wrong.</Trans>
          </PropertyNotFound>
        )}
        {!notFound && listing.isError && (
          <StatusPage
            icon={<IconBuildingEstate size={36} />}
            title={t`Listing unavailable`}
            actions={home}
          >
            {errorMessage(listing.error)}
          </StatusPage>
        )}
        {listing.isPending && <Skeleton height={480} radius="md" mt="md" />}
        {listing.data && live && (
          <Stack gap={48} pb="xl" pt="sm">
            <Stack gap="md">
              <ListingLanguageNote textLanguage={listing.data.language} />
              <ListingPreview
                listing={listing.data}
                typeName={typeNames(listing.data.typeId)}
                amenities={amenities.data ?? []}
                agency={
                  agent.data && {
                    name: agent.data.name,
                    logoUrl: agent.data.image_url,
                    href: publicPath(paths.agent(slug, agent.data.publicId)),
                  }
                }
                actions={
                  <LeadActions
                    propertyId={listing.data.publicId}
                    brochureHref={`${publicPath(paths.publicListing(slug, listing.data.publicId))}/brochure.pdf`}
                    onOpen={openForm}
                  />
                }
                audience="public"
                onPhotoView={() => photoView.mutate()}
                renderMap={(point) => <ListingMap point={point} />}
              />
            </Stack>
            <SimilarListings propertyId={propertyId} />
            {formsWanted && (
              <Suspense fallback={null}>
                <LeadModal
                  kind={lead}
                  propertyId={propertyId}
                  agency={agencyName}
                  onClose={() => setLead(null)}
                />
              </Suspense>
            )}
          </Stack>
        )}
      </PublicMain>
      <PublicFooter />
    </Container>
  );
}

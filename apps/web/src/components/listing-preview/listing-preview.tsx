import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Divider,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEyeOff, IconMapPin } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Schemas } from '../../lib/api-client';
import { formatArea, formatMoney } from '../../lib/format';
import { categoryHeadline, builtYear, priceSuffix } from './format';
import classes from './listing-preview.module.css';
import { PreviewAmenities, type PreviewAmenity } from './preview-amenities';
import { PreviewGallery, type GalleryImage } from './preview-gallery';
import { PreviewTour } from './preview-tour';

type Listing = Schemas['Property'];
type Feature = Pick<
  Schemas['PropertyFeature'],
  'publicId' | 'name' | 'label' | 'quantity' | 'description'
>;

export interface ListingPreviewProps {
  listing: Listing;
  /** The type's name; the facts leave the type out without it. */
  typeName?: string;
  /** Photos by room; defaults to the listing's own. */
  images?: Record<string, GalleryImage[]>;
  /** Defaults to the listing's own. */
  features?: Feature[];
  amenities?: PreviewAmenity[];
  /** Who lists it; with `href`, its name links to the agency's page. */
  agency?: { name: string; logoUrl?: string | null; href?: string };
  /** Shown under the price: what a customer can do next (ask, book a viewing). */
  actions?: ReactNode;
  /** Draws the map at the listing's point; the preview itself stays free of a map library. */
  renderMap?: (point: { latitude: number; longitude: number }) => ReactNode;
  /**
   * 'agent' shows the map even when the listing hides it, with a note saying customers will
   * not see it; 'public' leaves it out then.
   */
  audience?: 'agent' | 'public';
  /** Told each time the reader opens a photo (a thumbnail, the full-screen view). */
  onPhotoView?: () => void;
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}

function PriceCard({
  listing,
  agency,
  actions,
}: Pick<ListingPreviewProps, 'listing' | 'agency' | 'actions'>) {
  const { t } = useLingui();
  const suffix = priceSuffix(listing.category, listing.priceType, listing.areaType);
  const serviceCharge = formatMoney(listing.serviceCharge, listing.currency);
  return (
    <Paper withBorder radius="md" p="lg" className={classes.priceCard}>
      <Stack gap="sm">
        <Badge variant="light" size="lg" w="fit-content">
          {categoryHeadline(listing.category)}
        </Badge>
        {listing.price === null ? (
          <Text fw={700} fz={26}>
            <Trans>Price on request</Trans>
          </Text>
        ) : (
          <Group gap={6} align="baseline">
            <Text fw={700} fz={28} data-testid="preview-price">
              {formatMoney(listing.price, listing.currency)}
            </Text>
            {suffix && <Text c="dimmed">{suffix}</Text>}
          </Group>
        )}
        {(listing.vatable || listing.serviced) && (
          <Text size="sm" c="dimmed">
            {[
              listing.vatable && t`VAT applies`,
              listing.serviced && t`Service charge ${serviceCharge}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        {agency && (
          <>
            <Divider />
            <Group gap="sm" wrap="nowrap">
              <Avatar src={agency.logoUrl ?? null} alt="" radius="sm" size={48}>
                {agency.name.charAt(0)}
              </Avatar>
              <div>
                <Text size="xs" c="dimmed">
                  <Trans>Listed by</Trans>
                </Text>
                {agency.href ? (
                  <Anchor component={Link} to={agency.href} fw={600} dir="auto">
                    {agency.name}
                  </Anchor>
                ) : (
                  <Text fw={600} dir="auto">
                    {agency.name}
                  </Text>
                )}
              </div>
            </Group>
          </>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}

/** A listing as a customer sees it: photos, price, facts, features, description, nearby, map. */
export function ListingPreview({
  listing,
  typeName,
  images = listing.images,
  features = listing.features,
  amenities = [],
  agency,
  actions,
  renderMap,
  audience = 'public',
  onPhotoView,
}: ListingPreviewProps) {
  const { t } = useLingui();
  const title = listing.title || listing.name;
  const year = builtYear(listing.built);
  const address = [listing.location.suburb, listing.location.city, listing.location.country]
    .filter(Boolean)
    .join(', ');
  const showMap = !!renderMap && (listing.displayMap || audience === 'agent');
  // On its own page the listing's title is the page's heading; in the editor it sits under one.
  const titleOrder = audience === 'public' ? 1 : 2;
  const sectionOrder = audience === 'public' ? 2 : 3;

  return (
    // An agent's pasted link or long word wraps instead of pushing the page sideways on a phone.
    <Grid gap="xl" data-testid="listing-preview" style={{ overflowWrap: 'anywhere' }}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <PreviewGallery
            images={images}
            profilePhoto={listing.profilePhoto}
            title={title}
            onPhotoView={onPhotoView}
          />
          <div>
            <Title order={titleOrder} fz={{ base: 22, sm: 28 }} dir="auto">
              {title}
            </Title>
            <Group gap={4} c="dimmed" mt={4}>
              <IconMapPin size={16} aria-hidden />
              <Text size="sm" dir="auto">
                {address}
              </Text>
            </Group>
          </div>
          {/* On phones the price comes straight after the title, not after everything else. */}
          <Box hiddenFrom="md">
            <PriceCard listing={listing} agency={agency} actions={actions} />
          </Box>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {typeName && <Fact label={t`Type`} value={typeName} />}
            {listing.area !== null && (
              <Fact label={t`Area`} value={formatArea(listing.area, listing.areaType)} />
            )}
            {year !== null && <Fact label={t`Year built`} value={year} />}
            <Fact label={t`Code`} value={<span dir="ltr">{listing.code}</span>} />
          </SimpleGrid>
          {features.length > 0 && (
            <section aria-labelledby="preview-features">
              <Title order={sectionOrder} size="h4" id="preview-features" mb="sm">
                <Trans>Features</Trans>
              </Title>
              <Group gap="xs">
                {features.map((feature) => {
                  const name = feature.label;
                  const quantity = feature.quantity;
                  return (
                    <Badge
                      key={feature.publicId}
                      variant="outline"
                      size="lg"
                      tt="none"
                      fw={500}
                      title={feature.description || undefined}
                    >
                      {quantity > 1 ? (
                        <Trans comment="How many of a feature: 3 × Bedroom">
                          {quantity} × {name}
                        </Trans>
                      ) : (
                        name
                      )}
                    </Badge>
                  );
                })}
              </Group>
            </section>
          )}
          {listing.description && (
            <section aria-labelledby="preview-description">
              <Title order={sectionOrder} size="h4" id="preview-description" mb="xs">
                <Trans>About this property</Trans>
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
                {listing.description}
              </Text>
            </section>
          )}
          {listing.tourUrl && <PreviewTour url={listing.tourUrl} headingOrder={sectionOrder} />}
          <PreviewAmenities amenities={amenities} headingOrder={sectionOrder} />
          {showMap && (
            <section aria-labelledby="preview-map">
              <Title order={sectionOrder} size="h4" id="preview-map" mb="xs">
                <Trans>Location</Trans>
              </Title>
              {!listing.displayMap && (
                <Alert variant="light" color="gray" icon={<IconEyeOff size={18} />} mb="sm">
                  <Trans>
                    Customers do not see this map: Display map is off on the location tab.
                  </Trans>
                </Alert>
              )}
              {renderMap({ latitude: listing.latitude, longitude: listing.longitude })}
            </section>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={4} visibleFrom="md">
        <PriceCard listing={listing} agency={agency} actions={actions} />
      </Grid.Col>
    </Grid>
  );
}

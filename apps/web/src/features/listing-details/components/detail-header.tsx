import { Link } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconFileTypePdf,
  IconLayoutList,
  IconListCheck,
  IconPencil,
} from '@tabler/icons-react';
import { Trans } from '@lingui/react/macro';
import { ListingStatusDot } from '../../../components/listing-status-dot';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useDownloadBrochure } from '../api/brochure';
import type { ListingDetail } from '../api/listing';
import classes from './detail-header.module.css';
import { DemandNote } from './demand-note';

interface DetailHeaderProps {
  listing: ListingDetail;
  /** Where the back button goes: My Listings as the agent left it. */
  back: string;
  onOpenListings: () => void;
}

/** Back to the list, the listing's name and state, and the ways to change it. */
export function DetailHeader({ listing, back, onOpenListings }: DetailHeaderProps) {
  const { slug } = useTenant();
  const brochure = useDownloadBrochure();
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Button
          component={Link}
          to={back}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} className={classes.back} />}
          px="xs"
        >
          <Trans>My Listings</Trans>
        </Button>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconLayoutList size={18} />}
            onClick={onOpenListings}
          >
            <Trans>All listings</Trans>
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={18} />}
            loading={brochure.isPending}
            onClick={() => brochure.mutate(listing)}
          >
            <Trans>Brochure</Trans>
          </Button>
          <Button
            component={Link}
            to={paths.draftListing(slug, listing.publicId, 'features')}
            variant="default"
            leftSection={<IconListCheck size={18} />}
          >
            <Trans>Features</Trans>
          </Button>
          <Button
            component={Link}
            to={paths.draftListing(slug, listing.publicId)}
            leftSection={<IconPencil size={18} />}
          >
            <Trans>Edit</Trans>
          </Button>
        </Group>
      </Group>
      <div>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }} dir="auto">
          {listing.title || listing.name}
        </Title>
        <Group gap="sm" mt={4}>
          <ListingStatusDot published={listing.published} />
          <Text size="sm" c="dimmed" dir="ltr">
            {listing.code}
          </Text>
          {listing.title && listing.name !== listing.title && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} dir="auto">
              {listing.name}
            </Text>
          )}
        </Group>
        <Group mt={6}>
          <DemandNote propertyId={listing.publicId} />
        </Group>
      </div>
    </Stack>
  );
}

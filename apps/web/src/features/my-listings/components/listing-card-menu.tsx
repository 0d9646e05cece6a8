import { Link } from 'react-router';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconDots,
  IconEye,
  IconPencil,
  IconPhoto,
} from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import type { FoundListing } from '../../../lib/queries/listing-search';

interface ListingCardMenuProps {
  tenant: string;
  listing: FoundListing;
  onArchive: (listing: FoundListing) => void;
}

/** Edit, Images, Archive or Unarchive (asks first), Preview. */
export function ListingCardMenu({ tenant, listing, onArchive }: ListingCardMenuProps) {
  const name = listing.title || listing.name;
  return (
    <Menu position="bottom-end" width={190} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" radius="xl" size="lg" aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.draftListing(tenant, listing.publicId)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          Edit
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.propertyImages(tenant, listing.publicId)}
          leftSection={<IconPhoto size={16} aria-hidden />}
        >
          Images
        </Menu.Item>
        <Menu.Item
          onClick={() => onArchive(listing)}
          leftSection={
            listing.archived ? (
              <IconArchiveOff size={16} aria-hidden />
            ) : (
              <IconArchive size={16} aria-hidden />
            )
          }
        >
          {listing.archived ? 'Unarchive' : 'Archive'}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.draftListing(tenant, listing.publicId, 'preview')}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          Preview
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

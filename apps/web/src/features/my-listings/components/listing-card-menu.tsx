import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
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

/**
 * Edit, Images, Archive or Unarchive (asks first), Preview. The menu itself is made on the first
 * click: a grid of hundreds of cards then holds plain buttons, not hundreds of popovers.
 */
export function ListingCardMenu({ tenant, listing, onArchive }: ListingCardMenuProps) {
  const { t } = useLingui();
  const [made, setMade] = useState(false);
  const name = listing.title || listing.name;
  // The button is new once the menu is made: it takes the focus the old one had, and gets it
  // back when the menu closes (the menu opened with the page, so it has no focus of its own to
  // return).
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const takeFocus = useCallback(
    (node: HTMLButtonElement | null) => {
      buttonRef.current = node;
      if (node && made) node.focus();
    },
    [made],
  );
  const button = (
    <ActionIcon
      ref={takeFocus}
      variant="default"
      radius="xl"
      size="lg"
      aria-label={t`Actions for ${name}`}
      aria-haspopup="menu"
      onClick={made ? undefined : () => setMade(true)}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  if (!made) return button;
  return (
    <Menu
      position="bottom-end"
      width={190}
      shadow="md"
      withinPortal
      defaultOpened
      onClose={() => buttonRef.current?.focus()}
    >
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={paths.draftListing(tenant, listing.publicId)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          <Trans>Edit</Trans>
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.propertyImages(tenant, listing.publicId)}
          leftSection={<IconPhoto size={16} aria-hidden />}
        >
          <Trans>Images</Trans>
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
          {listing.archived ? <Trans>Unarchive</Trans> : <Trans>Archive</Trans>}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.draftListing(tenant, listing.publicId, 'preview')}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          <Trans>Preview</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

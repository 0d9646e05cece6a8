import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import { useFavourite } from '../lib/favourites';

/**
 * The heart on a listing card and page: saves the listing to the favourites (the account's when
 * signed in, the device's otherwise), or removes it.
 */
export function FavouriteButton({
  propertyId,
  className,
  size = 'lg',
  withLabel = false,
}: {
  propertyId: string;
  className?: string;
  size?: 'md' | 'lg' | 'xl';
  /** A full-width button that says what it does (the listing page), not a lone heart. */
  withLabel?: boolean;
}) {
  const { t } = useLingui();
  const { saved, toggle, pending } = useFavourite(propertyId);
  const label = saved ? t`Remove from favourites` : t`Save to favourites`;
  const heart = saved ? (
    <IconHeartFilled size={20} aria-hidden color="var(--mantine-color-red-6)" />
  ) : (
    <IconHeart size={20} aria-hidden />
  );
  if (withLabel) {
    return (
      <Button
        variant="default"
        fullWidth
        leftSection={heart}
        aria-pressed={saved}
        data-testid="favourite-button"
        loading={pending}
        onClick={toggle}
      >
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        className={className}
        size={size}
        radius="xl"
        variant="default"
        aria-label={label}
        aria-pressed={saved}
        data-testid="favourite-button"
        loading={pending}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          toggle();
        }}
      >
        {heart}
      </ActionIcon>
    </Tooltip>
  );
}

import { Badge, Text } from '@mantine/core';
import { MAX_GENERAL_IMAGES_PER_UPLOAD, MAX_IMAGES_PER_LOCATION } from '@propdesk/shared';
import { locationLabel } from './location-label';

interface AllowanceTextProps {
  location: string;
  existing: number;
  remaining: number;
}

/** How many more images the chosen location takes (spec: remaining allowance shown). */
export function AllowanceText({ location, existing, remaining }: AllowanceTextProps) {
  const label = locationLabel(location);
  return (
    <Text size="sm" data-tour="allowance" data-testid="allowance" data-remaining={remaining}>
      {location === 'GENERAL' ? (
        <>
          <Badge variant="light" mr={6}>
            {remaining} per upload
          </Badge>
          {label} takes up to {MAX_GENERAL_IMAGES_PER_UPLOAD} images at a time ({existing} so far).
        </>
      ) : (
        <>
          <Badge variant="light" color={remaining ? 'brand' : 'red'} mr={6}>
            {remaining} of {MAX_IMAGES_PER_LOCATION} left
          </Badge>
          {remaining
            ? `${label} can take ${remaining} more ${remaining === 1 ? 'image' : 'images'}.`
            : `${label} is full: delete an image to add another.`}
        </>
      )}
    </Text>
  );
}

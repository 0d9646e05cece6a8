import { Badge, Text } from '@mantine/core';
import { MAX_GENERAL_IMAGES_PER_UPLOAD, MAX_IMAGES_PER_LOCATION } from '@propdesk/shared';
import { locationLabel } from './location-label';

interface AllowanceTextProps {
  location: string;
  existing: number;
  remaining: number;
}

/**
 * The rule for the chosen room in one sentence, the same on the page and in the upload dialog:
 * the spec's 10 at a time for General, 5 in total for any other room.
 */
export function allowanceSentence(location: string, remaining: number): string {
  const label = locationLabel(location);
  if (location === 'GENERAL') {
    return `${label} takes up to ${MAX_GENERAL_IMAGES_PER_UPLOAD} images per upload.`;
  }
  if (!remaining) return `${label} is full: delete an image to add another.`;
  return `${label} holds ${MAX_IMAGES_PER_LOCATION} images in total: ${remaining} more ${remaining === 1 ? 'fits' : 'fit'}.`;
}

/** How many more images the chosen location takes (spec: remaining allowance shown). */
export function AllowanceText({ location, existing, remaining }: AllowanceTextProps) {
  return (
    <Text size="sm" data-tour="allowance" data-testid="allowance" data-remaining={remaining}>
      {location === 'GENERAL' ? (
        <>
          <Badge variant="light" mr={6}>
            {remaining} per upload
          </Badge>
          {allowanceSentence(location, remaining)} ({existing} so far)
        </>
      ) : (
        <>
          <Badge variant="light" color={remaining ? 'brand' : 'red'} mr={6}>
            {remaining} of {MAX_IMAGES_PER_LOCATION} left
          </Badge>
          {allowanceSentence(location, remaining)}
        </>
      )}
    </Text>
  );
}

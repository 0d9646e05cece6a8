import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Text } from '@mantine/core';
import { MAX_GENERAL_IMAGES_PER_UPLOAD, MAX_IMAGES_PER_LOCATION } from '@propdesk/shared';
import { formatNumber } from '../../../lib/format';
import { roomLabel } from '../../../components/listing-preview/room-label';

interface AllowanceTextProps {
  location: string;
  existing: number;
  remaining: number;
}

/**
 * The rule for the chosen room in one sentence, the same on the page and in the upload dialog:
 * the spec's 10 at a time for General, 5 in total for any other room.
 */
export function allowanceSentence(i18n: I18n, location: string, remaining: number): string {
  const label = roomLabel(location);
  if (location === 'GENERAL') {
    const perUpload = formatNumber(MAX_GENERAL_IMAGES_PER_UPLOAD);
    return i18n._(
      msg({
        message: `${label} takes up to ${perUpload} images per upload.`,
        comment: 'label: a room, such as General; perUpload: 10',
      }),
    );
  }
  if (!remaining) {
    return i18n._(
      msg({
        message: `${label} is full: delete an image to add another.`,
        comment: 'label: a room, such as Kitchen',
      }),
    );
  }
  const total = formatNumber(MAX_IMAGES_PER_LOCATION);
  const more = formatNumber(remaining);
  return i18n._(
    msg({
      message: plural(remaining, {
        one: `${label} holds ${total} images in total: ${more} more fits.`,
        other: `${label} holds ${total} images in total: ${more} more fit.`,
      }),
      comment: 'label: a room, such as Kitchen; total: 5; more: how many more images it takes',
    }),
  );
}

/** How many more images the chosen location takes (spec: remaining allowance shown). */
export function AllowanceText({ location, existing, remaining }: AllowanceTextProps) {
  const { i18n } = useLingui();
  const sentence = allowanceSentence(i18n, location, remaining);
  const left = formatNumber(remaining);
  const total = formatNumber(MAX_IMAGES_PER_LOCATION);
  const sofar = formatNumber(existing);
  return (
    <Text size="sm" data-tour="allowance" data-testid="allowance" data-remaining={remaining}>
      {location === 'GENERAL' ? (
        <>
          <Badge variant="light" me={6}>
            <Trans comment="left: how many images one upload to General takes">
              {left} per upload
            </Trans>
          </Badge>
          <Trans comment="sentence: the room's rule; sofar: how many images General has">
            {sentence} ({sofar} so far)
          </Trans>
        </>
      ) : (
        <>
          <Badge variant="light" color={remaining ? 'brand' : 'red'} me={6}>
            <Trans comment="How many more images a room takes, out of its total">
              {left} of {total} left
            </Trans>
          </Badge>
          {sentence}
        </>
      )}
    </Text>
  );
}

import { Trans } from '@lingui/react/macro';
import { Group, Text, Title } from '@mantine/core';
import { missingCompletion, propertyCompletion, type CompletionInput } from '@propdesk/shared';
import type { EditorListing } from '../api/listing';
import type { DraftValues } from '../draft-form';
import { ListingStatusDot } from '../../../components/listing-status-dot';
import { CompletionRing } from './completion-ring';

interface EditorHeaderProps {
  listing: EditorListing | null;
  values: DraftValues;
  generatedTitle: string;
}

const number = (value: number | '') => (value === '' ? null : value);

/** A saved listing's stored figure; a new draft's from what is typed so far. */
function completionInput({ listing, values, generatedTitle }: EditorHeaderProps): CompletionInput {
  if (listing) {
    return {
      ...listing,
      featureCount: listing.features.length,
      imageCount: Object.values(listing.images).flat().length,
    };
  }
  return {
    ...values,
    title: values.title || generatedTitle,
    latitude: number(values.latitude),
    longitude: number(values.longitude),
    price: number(values.price),
  };
}

export function EditorHeader(props: EditorHeaderProps) {
  const { listing } = props;
  const input = completionInput(props);
  const name = listing?.name;
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="md">
      <div style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 30 }} lineClamp={2}>
          {name !== undefined ? (
            <Trans>
              Edit <bdi>{name}</bdi>
            </Trans>
          ) : (
            <Trans>Create New Listing</Trans>
          )}
        </Title>
        <Text c="dimmed" size="sm">
          {listing ? (
            <>
              <bdi>{listing.code}</bdi> · <ListingStatusDot published={listing.published} />
            </>
          ) : (
            <Trans>
              Details, location and price first; photos and the rest once it is saved, then send it
              for review.
            </Trans>
          )}
        </Text>
      </div>
      <CompletionRing
        value={listing ? listing.completion : propertyCompletion(input)}
        missing={missingCompletion(input)}
      />
    </Group>
  );
}

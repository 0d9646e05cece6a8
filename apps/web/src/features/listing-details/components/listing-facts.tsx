import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { CATEGORY_LABELS } from '@propdesk/shared';
import { builtYear } from '../../../components/listing-preview/format';
import { formatArea, formatDate, formatNumber, formatLanguage } from '../../../lib/format';
import { useTypeNames } from '../../../lib/queries/property-types';
import type { ListingDetail } from '../api/listing';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** The listing's facts as a definition grid: what it is, its size, age, code and reach. */
export function ListingFacts({ listing }: { listing: ListingDetail }) {
  const typeName = useTypeNames()(listing.typeId);
  const year = builtYear(listing.built);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" verticalSpacing="md">
      <Fact label="Type">{typeName ?? '…'}</Fact>
      <Fact label="Category">{CATEGORY_LABELS[listing.category]}</Fact>
      <Fact label="Area">
        {listing.area === null ? 'Not given' : formatArea(listing.area, listing.areaType)}
      </Fact>
      <Fact label="Year built">{year ?? 'Not given'}</Fact>
      <Fact label="Code">{listing.code}</Fact>
      <Fact label="Views">{formatNumber(listing.views)}</Fact>
      <Fact label="Completion">{listing.completion}%</Fact>
      <Fact label="Created">{formatDate(listing.createdAt, undefined, formatLanguage())}</Fact>
      <Fact label="Updated">{formatDate(listing.updatedAt, undefined, formatLanguage())}</Fact>
    </SimpleGrid>
  );
}

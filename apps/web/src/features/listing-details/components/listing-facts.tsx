import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { builtYear } from '../../../components/listing-preview/format';
import { formatArea, formatDate, formatNumber, formatLanguage } from '../../../lib/format';
import { useEnumLabels } from '../../../lib/i18n/labels';
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
  const { t } = useLingui();
  const labels = useEnumLabels();
  const notGiven = t({ message: 'Not given', comment: 'A fact the agent has not filled in' });
  const completion = formatNumber(listing.completion);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" verticalSpacing="md">
      <Fact label={t`Type`}>{typeName ?? '…'}</Fact>
      <Fact label={t`Category`}>{labels.category(listing.category)}</Fact>
      <Fact label={t`Area`}>
        {listing.area === null ? notGiven : formatArea(listing.area, listing.areaType)}
      </Fact>
      <Fact label={t`Year built`}>{year ?? notGiven}</Fact>
      <Fact label={t`Code`}>
        <span dir="ltr">{listing.code}</span>
      </Fact>
      {listing.agentReference && (
        <Fact label={t`Your reference`}>
          <span dir="ltr">{listing.agentReference}</span>
        </Fact>
      )}
      {listing.source !== 'dashboard' && (
        <Fact label={t({ message: 'Source', comment: 'Where an imported listing came from' })}>
          {listing.source === 'csv' ? t`CSV import` : t`RESO feed`}
        </Fact>
      )}
      <Fact label={t`Views`}>{formatNumber(listing.views)}</Fact>
      <Fact label={t`Completion`}>{t`${completion}%`}</Fact>
      <Fact label={t`Created`}>{formatDate(listing.createdAt, undefined, formatLanguage())}</Fact>
      <Fact label={t`Updated`}>{formatDate(listing.updatedAt, undefined, formatLanguage())}</Fact>
    </SimpleGrid>
  );
}

import '@mantine/charts/styles.css';
import { useState } from 'react';
import { AreaChart } from '@mantine/charts';
import {
  Anchor,
  Button,
  Card,
  Group,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  useDirection,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERFORMANCE_PERIODS, type PerformancePeriod, type VisitSource } from '@propdesk/shared';
import { formatDayMonth, formatNumber } from '../../lib/format';
import type { ListingDetail } from '../../lib/queries/listing';
import { useExportPerformance, useListingPerformance } from '../../lib/queries/listing-performance';

const SOURCE_LABELS: Record<VisitSource, MessageDescriptor> = {
  search: msg({ message: 'Search results', comment: 'Where visitors of a listing came from' }),
  map: msg({ message: 'Map', comment: 'Where visitors of a listing came from' }),
  alert: msg({ message: 'Alert e-mails', comment: 'Where visitors of a listing came from' }),
  direct: msg({ message: 'Direct', comment: 'Where visitors of a listing came from: no page' }),
  other: msg({ message: 'Other sites', comment: 'Where visitors of a listing came from' }),
};

/** A share of a whole as a whole percentage, for a funnel step. */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} data-testid={testId}>
        {formatNumber(value)}
      </Text>
    </Card>
  );
}

/**
 * How the listing is doing (its agent's Performance tab, and the staff's review page of a live
 * listing): the views, photo views and leads of
 * the last 7, 30 or 90 days as a chart, the funnel from views to questions and viewings, where
 * visitors came from, and the median views of similar live listings in its suburb.
 */
export function PerformancePanel({ listing }: { listing: ListingDetail }) {
  const { t, i18n } = useLingui();
  const rtl = useDirection().dir === 'rtl';
  const [days, setDays] = useState<PerformancePeriod>(30);
  const query = useListingPerformance(listing.publicId, days);
  const exportCsv = useExportPerformance(listing.publicId);

  if (query.isPending) return <Skeleton height={360} radius="md" aria-hidden />;
  if (query.isError) {
    return (
      <Text size="sm" c="dimmed" data-testid="performance-failed">
        <Trans>
          The figures could not be loaded just now.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Anchor>
        </Trans>
      </Text>
    );
  }
  const p = query.data;
  const { totals, comparison } = p;
  const leads = totals.questions + totals.viewings;
  const suburb = listing.location.suburb;
  const sourceTotal = p.sources.reduce((sum, s) => sum + s.views, 0);
  const similarCount = formatNumber(comparison.similarListings);
  const median = formatNumber(comparison.medianViews, 1);
  const views = formatNumber(totals.views);

  return (
    <Stack gap="lg" data-testid="performance">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h4">
          <Trans>Performance</Trans>
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t`Period`}
            value={String(days)}
            onChange={(value) => setDays(Number(value) as PerformancePeriod)}
            data={PERFORMANCE_PERIODS.map((n) => {
              const count = formatNumber(n);
              return {
                value: String(n),
                label: plural(n, { one: `${count} day`, other: `${count} days` }),
              };
            })}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate(days)}
          >
            <Trans>Export CSV</Trans>
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label={t`Views`} value={totals.views} testId="performance-views" />
        <Figure label={t`Photo views`} value={totals.photoViews} testId="performance-photos" />
        <Figure label={t`Favourites`} value={totals.favourites} testId="performance-favourites" />
        <Figure
          label={t`Saved-search matches`}
          value={totals.searchMatches}
          testId="performance-matches"
        />
      </SimpleGrid>

      <Card withBorder radius="md" padding="md">
        <Title order={3} size="h5" mb="sm">
          <Trans>Day by day</Trans>
        </Title>
        <AreaChart
          h={260}
          data={p.daily}
          dataKey="day"
          curveType="linear"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={(value) => formatNumber(value)}
          xAxisProps={{ reversed: rtl, tickFormatter: (day: string) => formatDayMonth(day) }}
          yAxisProps={{ orientation: rtl ? 'right' : 'left', allowDecimals: false }}
          series={[
            { name: 'views', label: t`Views`, color: 'blue.7' },
            { name: 'questions', label: t`Questions`, color: 'teal.8' },
            { name: 'viewings', label: t`Viewing requests`, color: 'grape.7' },
          ]}
          aria-label={t`Views, questions and viewing requests each day`}
        />
        {totals.views === 0 && (
          <Text size="sm" c="dimmed" mt="sm" data-testid="performance-no-views">
            <Trans>No views counted in this period yet.</Trans>
          </Text>
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="sm">
            <Trans>From views to viewings</Trans>
          </Title>
          <Stack gap="sm" data-testid="performance-funnel">
            {[
              { label: t`Views`, value: totals.views, share: 100 },
              {
                label: t`Questions and viewing requests`,
                value: leads,
                share: percent(leads, totals.views),
              },
              {
                label: t`Viewing requests`,
                value: totals.viewings,
                share: percent(totals.viewings, totals.views),
              },
            ].map((step) => (
              <div key={step.label}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{step.label}</Text>
                  <Text size="sm" fw={600}>
                    {formatNumber(step.value)}
                  </Text>
                </Group>
                <Progress value={totals.views ? step.share : 0} aria-hidden />
              </div>
            ))}
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="sm">
            <Trans>Where visitors came from</Trans>
          </Title>
          {p.sources.length ? (
            <Table data-testid="performance-sources">
              <Table.Tbody>
                {p.sources.map((s) => {
                  const share = formatNumber(percent(s.views, sourceTotal));
                  return (
                    <Table.Tr key={`${s.source}:${s.host}`}>
                      <Table.Td>
                        {s.source === 'other' && s.host ? (
                          <bdi>{s.host}</bdi>
                        ) : (
                          i18n._(SOURCE_LABELS[s.source])
                        )}
                      </Table.Td>
                      <Table.Td ta="end">{formatNumber(s.views)}</Table.Td>
                      <Table.Td ta="end" c="dimmed">
                        {t`${share}%`}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>No visits yet.</Trans>
            </Text>
          )}
        </Card>

        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="sm">
            <Trans>Compared with similar listings</Trans>
          </Title>
          <Stack gap={6} data-testid="performance-comparison">
            {comparison.similarListings ? (
              <>
                <Text size="sm">
                  <Trans>
                    Similar live listings in <bdi>{suburb}</bdi>: {similarCount}
                  </Trans>
                </Text>
                <Text size="sm">
                  <Trans>Their median views: {median}</Trans>
                </Text>
                <Text size="sm" fw={600}>
                  <Trans>This listing: {views} views</Trans>
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>
                  No other live listing of this type and category in <bdi>{suburb}</bdi> to compare
                  with.
                </Trans>
              </Text>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        <Trans>
          Counted without cookies: one view per visitor a day, robots left out. Days are in UTC.
        </Trans>
      </Text>
    </Stack>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Anchor, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ATTENTION_RULES, type AttentionReason } from '@propdesk/shared';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useExportAttention, useListingsNeedingAttention } from '../api/attention';

interface Row {
  publicId: string;
  title: string;
  reasons: AttentionReason[];
  views30: number;
  photos: number;
}

/** Why a listing needs attention, in a sentence, with where to act on it. */
function useReason() {
  const { t } = useLingui();
  const { slug } = useTenant();
  return (row: Row, reason: AttentionReason) => {
    const views = formatNumber(row.views30);
    const photos = formatNumber(row.photos);
    const days = formatNumber(ATTENTION_RULES.quietDays);
    const enough = formatNumber(ATTENTION_RULES.fewPhotos);
    switch (reason) {
      case 'VIEWS_NO_QUESTIONS':
        return {
          text: t`${views} views in 30 days and no question: check the price and the description.`,
          to: paths.propertyDetails(slug, row.publicId, 'Performance'),
          link: t`See how it is doing`,
        };
      case 'NO_RECENT_VIEWS':
        return {
          text: t`No views in ${days} days.`,
          to: paths.propertyDetails(slug, row.publicId, 'Performance'),
          link: t`See how it is doing`,
        };
      case 'FEW_PHOTOS':
        return {
          text: plural(row.photos, {
            0: `No photos yet: listings with ${enough} or more are seen more.`,
            one: `Only ${photos} photo: listings with ${enough} or more are seen more.`,
            other: `Only ${photos} photos: listings with ${enough} or more are seen more.`,
          }),
          to: paths.propertyDetails(slug, row.publicId, 'Images'),
          link: t`Add photos`,
        };
    }
  };
}

/** The home page's list of the agent's live listings that need attention, with the reasons. */
export function AttentionList() {
  const query = useListingsNeedingAttention(true);
  const reasonOf = useReason();
  const exportCsv = useExportAttention();
  if (query.isPending) return <Skeleton height={120} radius="lg" aria-hidden />;
  if (query.isError) return null;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="attention">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            <Trans>Listings that need attention</Trans>
          </Title>
          {query.data.length > 0 && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate()}
            >
              <Trans>Export CSV</Trans>
            </Button>
          )}
        </Group>
        {query.data.length === 0 ? (
          <Text c="dimmed" data-testid="attention-none">
            <Trans>All your live listings are doing fine.</Trans>
          </Text>
        ) : (
          <List spacing="sm" listStyleType="none" data-testid="attention-list">
            {query.data.map((row) => (
              <List.Item key={row.publicId} data-testid={`attention-${row.publicId}`}>
                <Text fw={600} dir="auto">
                  {row.title}
                </Text>
                {row.reasons.map((reason) => {
                  const { text, to, link } = reasonOf(row, reason);
                  return (
                    <Text key={reason} size="sm" data-reason={reason}>
                      {text}{' '}
                      <Anchor component={Link} to={to} size="sm" fw={600}>
                        {link}
                      </Anchor>
                    </Text>
                  );
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

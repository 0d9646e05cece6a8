import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, CloseButton, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/format';
import type { BulkResult } from '../api/my-listings';

/** What a bulk action did, in one sentence: how many changed, and how many were so already. */
export function bulkSummary(result: BulkResult): string {
  const done = formatNumber(result.done);
  const same = formatNumber(result.unchanged);
  const changed = {
    archive: plural(result.done, {
      one: `${done} listing archived`,
      other: `${done} listings archived`,
    }),
    restore: plural(result.done, {
      one: `${done} listing unarchived`,
      other: `${done} listings unarchived`,
    }),
    delete: plural(result.done, {
      one: `${done} listing deleted`,
      other: `${done} listings deleted`,
    }),
  }[result.action];
  if (!result.unchanged) return changed;
  const already = {
    archive: plural(result.unchanged, {
      one: `${same} was archived already`,
      other: `${same} were archived already`,
    }),
    restore: plural(result.unchanged, {
      one: `${same} was not archived`,
      other: `${same} were not archived`,
    }),
    delete: plural(result.unchanged, {
      one: `${same} was deleted already`,
      other: `${same} were deleted already`,
    }),
  }[result.action];
  return `${changed}; ${already}`;
}

/**
 * The listings a bulk action could not change, each with why; they stay selected, so the agent
 * can try again or deal with them one by one.
 */
export function BulkFailures({ result, onClose }: { result: BulkResult; onClose: () => void }) {
  const { t } = useLingui();
  const failed = result.results.filter((item) => item.outcome === 'FAILED');
  const count = formatNumber(failed.length);
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      data-testid="bulk-failures"
      title={plural(failed.length, {
        one: `${count} listing could not be changed`,
        other: `${count} listings could not be changed`,
      })}
    >
      <Group align="flex-start" justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm">{bulkSummary(result)}.</Text>
          <List size="sm" mt="xs">
            {failed.map(({ publicId, name, message }) => (
              <List.Item key={publicId}>
                <Trans comment="A listing that could not be changed, and why">
                  <bdi>{name}</bdi>: {message}
                </Trans>
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs" c="dimmed">
            <Trans>They are still selected.</Trans>
          </Text>
        </div>
        <CloseButton onClick={onClose} aria-label={t`Close`} />
      </Group>
    </Alert>
  );
}

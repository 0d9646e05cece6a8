import { Text, Tooltip } from '@mantine/core';
import { formatRelative } from '../../lib/audit-format';
import { formatDateTime } from '../../lib/event-time';
import { useNow } from '../../lib/use-now';

/** When an entry was written: how long ago, and the exact time in the site's zone on hover. */
export function AuditWhen({ at, timeZone }: { at: string; timeZone: string }) {
  const now = useNow();
  const exact = formatDateTime(at, timeZone);
  return (
    <Tooltip label={exact} withArrow>
      <Text component="time" dateTime={at} size="sm" c="dimmed" title={exact} tabIndex={0}>
        {formatRelative(at, now)}
      </Text>
    </Tooltip>
  );
}

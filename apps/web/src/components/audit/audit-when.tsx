import { Text, Tooltip } from '@mantine/core';
import { formatDateTime, timeAgo } from '../../lib/format';
import { useNow } from '../../lib/use-now';

/** When an entry was written: how long ago, and the exact time in the site's zone on hover. */
export function AuditWhen({ at, timeZone }: { at: string; timeZone: string }) {
  const now = useNow();
  const exact = formatDateTime(at, timeZone);
  return (
    <Tooltip label={exact} withArrow>
      <Text component="time" dateTime={at} size="sm" c="dimmed" title={exact} tabIndex={0}>
        {timeAgo(at, now)}
      </Text>
    </Tooltip>
  );
}

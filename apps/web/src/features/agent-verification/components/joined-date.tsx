import { useLingui } from '@lingui/react/macro';
import { Text, Tooltip } from '@mantine/core';
import { formatDateTime, timeAgoRoughly } from '../../../lib/format';

/** When the agent joined: in words, and the exact time (in the site's zone) on hover or focus. */
export function JoinedDate({ at, timeZone }: { at: string; timeZone: string }) {
  const { t } = useLingui();
  const exact = formatDateTime(at, timeZone);
  return (
    <Tooltip label={exact} events={{ hover: true, focus: true, touch: true }}>
      <Text component="time" dateTime={at} size="sm" tabIndex={0} aria-label={t`Joined ${exact}`}>
        {timeAgoRoughly(at)}
      </Text>
    </Tooltip>
  );
}

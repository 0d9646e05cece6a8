import { Trans } from '@lingui/react/macro';
import { Badge, Tooltip } from '@mantine/core';

/** Whether the agent has sent the listing for review, or is still filling it in. */
export function ReadinessBadge({ ready }: { ready: boolean }) {
  return ready ? (
    <Badge color="teal.9" variant="filled" size="sm">
      <Trans>Ready</Trans>
    </Badge>
  ) : (
    <Tooltip label={<Trans>Its agent has not sent it for review yet</Trans>}>
      <Badge color="gray.7" variant="filled" size="sm" tabIndex={0}>
        <Trans>Being filled in</Trans>
      </Badge>
    </Tooltip>
  );
}

/** Shown only when the listing's agency is not verified yet: a moderator checks it first. */
export function UnverifiedAgencyBadge({ verified }: { verified: boolean }) {
  if (verified) return null;
  return (
    <Tooltip
      label={<Trans>No moderator has verified this agency yet: check it on the Agents page</Trans>}
    >
      <Badge color="orange.4" variant="filled" autoContrast size="sm" tabIndex={0}>
        <Trans>Agency awaiting verification</Trans>
      </Badge>
    </Tooltip>
  );
}

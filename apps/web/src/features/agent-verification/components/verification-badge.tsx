import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconCircleDashed, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import classes from './verification-badge.module.css';

/** 'Verified' or 'Not verified', in words and an icon, so colour is never the only cue. */
export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge
      color="teal"
      variant="light"
      className={`${classes.badge} ${classes.verified}`}
      leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden />}
      data-testid="verification-badge"
    >
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge
      color="gray"
      variant="default"
      className={classes.badge}
      leftSection={<IconCircleDashed size={14} aria-hidden />}
      data-testid="verification-badge"
    >
      <Trans>Not verified</Trans>
    </Badge>
  );
}

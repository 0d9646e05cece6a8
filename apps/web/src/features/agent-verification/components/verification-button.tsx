import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { StaffAgent } from '../api/staff-agents';

/** 'Verify' or 'Remove verification': opens the reason modal for this agency. */
export function VerificationButton({
  agent,
  onClick,
  fullWidth,
}: {
  agent: StaffAgent;
  onClick: (agent: StaffAgent) => void;
  fullWidth?: boolean;
}) {
  const { t } = useLingui();
  const { name } = agent;
  return (
    <Button
      size="xs"
      variant={agent.verified ? 'default' : 'filled'}
      fullWidth={fullWidth}
      onClick={() => onClick(agent)}
      aria-label={agent.verified ? t`Remove verification of ${name}` : t`Verify ${name}`}
    >
      {agent.verified ? <Trans>Remove verification</Trans> : <Trans>Verify</Trans>}
    </Button>
  );
}

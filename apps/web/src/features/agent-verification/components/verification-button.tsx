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
  return (
    <Button
      size="xs"
      variant={agent.verified ? 'default' : 'filled'}
      fullWidth={fullWidth}
      onClick={() => onClick(agent)}
      aria-label={`${agent.verified ? 'Remove verification of' : 'Verify'} ${agent.name}`}
    >
      {agent.verified ? 'Remove verification' : 'Verify'}
    </Button>
  );
}

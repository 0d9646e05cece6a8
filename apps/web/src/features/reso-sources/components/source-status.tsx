import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { formatNumber, timeAgo } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import type { ResoRun, ResoSource } from '../api/reso-sources';
import { OUTCOME_LABELS, RUN_OUTCOMES } from '../reso-labels';
import classes from '../reso-sources.module.css';
import { importReasonMessage } from '../../../lib/i18n/validation';

/** Active, paused, and running (or waiting to) when it is. */
export function SourceBadges({ source }: { source: ResoSource }) {
  return (
    <Group gap={6} wrap="nowrap">
      {source.status === 'active' ? (
        <Badge color="brand" variant="light" className={classes.badge}>
          <Trans context="RESO source" comment="A RESO source whose runs happen on schedule">
            Active
          </Trans>
        </Badge>
      ) : (
        <Badge variant="default" className={classes.badge}>
          <Trans comment="A RESO source with no scheduled runs">Paused</Trans>
        </Badge>
      )}
      {source.running ? (
        <Badge color="blue.8" variant="filled" autoContrast className={classes.badge}>
          <Trans comment="A run of a RESO source going on">Running</Trans>
        </Badge>
      ) : (
        source.runRequested && (
          <Badge variant="default" className={classes.badge}>
            <Trans comment="A run asked for that has not started yet">Run waiting</Trans>
          </Badge>
        )
      )}
    </Group>
  );
}

/** "Created: 3 · Skipped: 1": a run's counts that are not zero, or a dash. */
function RunCounts({ run }: { run: ResoRun }) {
  const { i18n } = useLingui();
  const parts = RUN_OUTCOMES.filter((outcome) => run[outcome] > 0).map(
    (outcome) => `${i18n._(OUTCOME_LABELS[outcome])}: ${formatNumber(run[outcome])}`,
  );
  return <>{parts.length ? parts.join(' · ') : '—'}</>;
}

/** When the source last ran, and what its last run did (or why it failed). */
export function LastRun({ source, run }: { source: ResoSource; run: ResoRun | undefined }) {
  const { i18n } = useLingui();
  const now = useNow();
  const when = source.lastRunAt && timeAgo(source.lastRunAt, now);
  const lastError = source.lastError && importReasonMessage(source.lastError, i18n);
  return (
    <>
      <Text size="sm" c="dimmed">
        {when ? <Trans>Last run {when}</Trans> : <Trans>Not run yet</Trans>}
      </Text>
      {run && run.status !== 'running' && (
        <Text size="sm" data-testid="last-run-counts">
          <RunCounts run={run} />
        </Text>
      )}
      {lastError && (
        <Text size="sm" c="red" role="status" className={classes.address}>
          <Trans>
            Last error: <bdi dir="auto">{lastError}</bdi>
          </Trans>
        </Text>
      )}
    </>
  );
}

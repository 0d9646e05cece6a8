import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconDownload,
  IconListDetails,
  IconPlayerPlay,
  IconPlayerStop,
} from '@tabler/icons-react';
import { IMPORT_OUTCOMES } from '@propdesk/shared';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { importReasonMessage } from '../../../lib/i18n/validation';
import { formatNumber } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import {
  isRunning,
  useCancelImport,
  useDownloadReport,
  useRefreshAgentListings,
  useStartImport,
  type ListingImport,
} from '../api/listing-imports';
import { COUNT_LABELS, DRY_COUNT_LABELS, STATUS_LABELS } from '../import-labels';
import classes from '../listing-imports.module.css';

interface ProgressStepProps {
  imp: ListingImport;
  /** Agents get a link to their listings; staff import for an agency and have none. */
  isAgent: boolean;
  /** Back to the columns, after a dry run. */
  onBack: () => void;
  onNewFile: () => void;
}

/** The download of the import's report, with its own busy state and error toast. */
export function ReportButton({
  imp,
  variant = 'default',
}: {
  imp: ListingImport;
  variant?: 'default' | 'subtle';
}) {
  const download = useDownloadReport();
  const { fileName } = imp;
  const { t } = useLingui();
  return (
    <Button
      variant={variant}
      size={variant === 'subtle' ? 'compact-sm' : 'sm'}
      leftSection={<IconDownload size={16} />}
      loading={download.isPending}
      onClick={() => download.mutate(imp, { onError: notifyError })}
      aria-label={variant === 'subtle' ? t`Download the report of ${fileName}` : undefined}
    >
      {variant === 'subtle' ? <Trans>Report</Trans> : <Trans>Download report</Trans>}
    </Button>
  );
}

/**
 * Step 4: the run's progress, read from the server every second or two while it runs (it goes
 * on when the page is closed), its counts, a cancel, and afterwards the report.
 */
export function ProgressStep({ imp, isAgent, onBack, onNewFile }: ProgressStepProps) {
  const { t, i18n } = useLingui();
  const { slug } = useTenant();
  const cancel = useCancelImport(imp.publicId);
  const start = useStartImport(imp.publicId);
  const refreshListings = useRefreshAgentListings();
  const [confirming, setConfirming] = useState(false);
  const running = isRunning(imp);
  const total = imp.totalRows;
  const percent = total ? Math.round((imp.rowsDone / total) * 100) : running ? 0 : 100;
  const done = formatNumber(imp.rowsDone);
  const all = formatNumber(total ?? 0);
  const labels = imp.dryRun ? DRY_COUNT_LABELS : COUNT_LABELS;

  // Once a real run ends, the agent's listings are read again where they are shown.
  const wasRunning = useRef(running);
  const { agentId } = imp;
  useEffect(() => {
    if (wasRunning.current && !running && !imp.dryRun && agentId) void refreshListings(agentId);
    wasRunning.current = running;
  }, [running, imp.dryRun, agentId, refreshListings]);

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({
          color: 'orange',
          message: t`The import stops after the rows under way`,
        });
      },
      onError: notifyError,
    });

  return (
    <Stack gap="md">
      <Group gap="sm" justify="space-between">
        <Text fw={600} aria-live="polite" data-testid="import-state">
          {imp.dryRun ? <Trans>Dry run</Trans> : <Trans>Import</Trans>}
          {': '}
          {i18n._(STATUS_LABELS[imp.status])}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="xl"
        radius="md"
        striped={running}
        animated={running}
        color={imp.status === 'failed' ? 'red' : running ? 'blue' : 'teal'}
        aria-label={t`Rows done`}
        data-testid="import-progress"
      />
      <Text size="sm" c="dimmed" data-testid="rows-done">
        {total === null ? (
          <Trans>Counting the rows…</Trans>
        ) : (
          <Trans>
            {done} of {all} rows
          </Trans>
        )}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm" data-testid="import-counts">
        {IMPORT_OUTCOMES.map((outcome) => (
          <Paper key={outcome} withBorder radius="md" p="sm" data-testid={`count-${outcome}`}>
            <Text size="xs" c="dimmed">
              {i18n._(labels[outcome])}
            </Text>
            <Text fw={700} fz="xl">
              {formatNumber(imp.counts[outcome])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {imp.failure && (
        <Alert color="red" role="alert" title={t`The import stopped`}>
          <bdi>{importReasonMessage(imp.failure, i18n)}</bdi>
        </Alert>
      )}
      {start.isError && (
        <Alert color="red" role="alert">
          {errorMessage(start.error)}
        </Alert>
      )}
      <Group gap="sm">
        {running && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconPlayerStop size={18} />}
            disabled={imp.status === 'cancelling'}
            onClick={() => setConfirming(true)}
          >
            <Trans>Cancel import</Trans>
          </Button>
        )}
        {!running && <ReportButton imp={imp} />}
        {!running && imp.dryRun && (
          <>
            <Button
              leftSection={<IconPlayerPlay size={18} className={classes.forward} />}
              loading={start.isPending}
              onClick={() => start.mutate(false)}
            >
              <Trans>Run the import</Trans>
            </Button>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} className={classes.forward} />}
              onClick={onBack}
            >
              <Trans>Back to columns</Trans>
            </Button>
          </>
        )}
        {imp.status === 'cancelled' && !imp.dryRun && (
          <Button
            leftSection={<IconPlayerPlay size={18} className={classes.forward} />}
            loading={start.isPending}
            onClick={() => start.mutate(false)}
          >
            <Trans>Resume the import</Trans>
          </Button>
        )}
        {!running && isAgent && !imp.dryRun && (
          <Button
            component={Link}
            to={paths.myListings(slug)}
            variant="default"
            leftSection={<IconListDetails size={18} />}
          >
            <Trans>Go to My Listings</Trans>
          </Button>
        )}
        {!running && (
          <Button variant="subtle" onClick={onNewFile}>
            <Trans>Import another file</Trans>
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Cancel this import?`}
        keepLabel={<Trans>Keep importing</Trans>}
        confirmLabel={<Trans>Cancel import</Trans>}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      >
        <Trans>
          The import stops after the rows under way. The listings already imported stay; you can
          resume the import later.
        </Trans>
      </ConfirmModal>
    </Stack>
  );
}

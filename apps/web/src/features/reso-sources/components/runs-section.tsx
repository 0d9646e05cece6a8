import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { useResoRun, useResoRuns, type ResoRun } from '../api/reso-sources';
import {
  OUTCOME_COLORS,
  OUTCOME_LABELS,
  RUN_OUTCOMES,
  RUN_STATUS_COLORS,
  RUN_STATUS_LABELS,
} from '../reso-labels';
import classes from '../reso-sources.module.css';
import { importReasonMessage } from '../../../lib/i18n/validation';

function RunStatus({ run }: { run: ResoRun }) {
  const { i18n } = useLingui();
  return (
    <Badge
      color={RUN_STATUS_COLORS[run.status]}
      variant="filled"
      autoContrast
      className={classes.badge}
      data-testid="reso-run-status"
    >
      {i18n._(RUN_STATUS_LABELS[run.status])}
    </Badge>
  );
}

/** The last runs with their counts; one opens to what it did to each remote listing. */
export function RunsSection({ sourceId, waiting }: { sourceId: string; waiting: boolean }) {
  const { t, i18n } = useLingui();
  const { site } = useTenant();
  const runs = useResoRuns(sourceId, waiting);
  const [open, setOpen] = useState<string | null>(null);
  const list = runs.data?.items ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="reso-runs">
      <Stack gap="sm">
        <Title order={2} size="h4" id="reso-runs">
          <Trans>Runs</Trans>
        </Title>
        {runs.isPending && <Skeleton height={120} aria-label={t`Loading the runs`} />}
        {runs.isError && (
          <Alert color="red" role="alert">
            {errorMessage(runs.error)}
          </Alert>
        )}
        {runs.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>
              No runs yet. Runs start on schedule once a member or office is mapped, or at once with
              Run now.
            </Trans>
          </Text>
        )}
        {list.length > 0 && (
          <div className={classes.scroll} tabIndex={0} role="region" aria-label={t`Runs`}>
            <Table verticalSpacing="xs" miw={760} data-testid="reso-runs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Trans>Started</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Status</Trans>
                  </Table.Th>
                  {RUN_OUTCOMES.map((outcome) => (
                    <Table.Th scope="col" key={outcome} ta="end">
                      {i18n._(OUTCOME_LABELS[outcome])}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((run) => (
                  <Table.Tr key={run.publicId} data-testid="reso-run">
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => setOpen(run.publicId)}
                      >
                        {formatDateTime(run.startedAt, site.timeZone)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <RunStatus run={run} />
                        {run.error && (
                          <Text size="xs" c="red" className={classes.address} maw={260} dir="auto">
                            {importReasonMessage(run.error, i18n)}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    {RUN_OUTCOMES.map((outcome) => (
                      <Table.Td key={outcome} ta="end" data-outcome={outcome}>
                        {formatNumber(run[outcome])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
      <RunModal sourceId={sourceId} runId={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}

/** One run: its counts and each remote listing's outcome with the reasons. */
function RunModal({
  sourceId,
  runId,
  onClose,
}: {
  sourceId: string;
  runId: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { site, slug } = useTenant();
  const detail = useResoRun(sourceId, runId);
  const run = detail.data?.run;
  const items = detail.data?.items ?? [];
  const started = run && formatDateTime(run.startedAt, site.timeZone);
  return (
    <Modal
      opened={runId !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={started ? t`Run of ${started}` : t`Run`}
      size="xl"
      centered
    >
      <Stack gap="md" data-testid="reso-run-detail">
        {detail.isPending && <Skeleton height={120} aria-label={t`Loading the run`} />}
        {detail.isError && (
          <Alert color="red" role="alert">
            {errorMessage(detail.error)}
          </Alert>
        )}
        {run && (
          <Group gap="xs">
            <RunStatus run={run} />
            {RUN_OUTCOMES.filter((outcome) => run[outcome] > 0).map((outcome) => (
              <Badge
                key={outcome}
                color={OUTCOME_COLORS[outcome]}
                variant="filled"
                autoContrast
                className={classes.badge}
              >
                {i18n._(OUTCOME_LABELS[outcome])}: {formatNumber(run[outcome])}
              </Badge>
            ))}
          </Group>
        )}
        {run?.error && (
          <Alert color="red" title={t`Why the run stopped`}>
            <Text size="sm" className={classes.address} dir="auto">
              {importReasonMessage(run.error, i18n)}
            </Text>
          </Alert>
        )}
        {run && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {run.status === 'running' ? (
              <Trans>The run is going on: what it does to each listing shows here.</Trans>
            ) : (
              <Trans>Nothing to report: unchanged listings are only counted.</Trans>
            )}
          </Text>
        )}
        {items.length > 0 && (
          <div className={classes.scroll} tabIndex={0} role="region" aria-label={t`Listings`}>
            <Table verticalSpacing="xs" miw={560} data-testid="reso-run-items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Trans>Remote listing</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Outcome</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Reasons</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.listingKey} data-testid="reso-run-item">
                    <Table.Td>
                      {item.listingPublicId ? (
                        <Anchor
                          component={Link}
                          to={paths.reviewListing(slug, item.listingPublicId)}
                          size="sm"
                          dir="ltr"
                        >
                          {item.listingKey}
                        </Anchor>
                      ) : (
                        <Text size="sm" dir="ltr" span>
                          {item.listingKey}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        color={OUTCOME_COLORS[item.outcome]}
                        variant="filled"
                        autoContrast
                        className={classes.badge}
                      >
                        {i18n._(OUTCOME_LABELS[item.outcome])}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {item.reasons.length > 0 ? (
                        <Stack gap={2}>
                          {item.reasons.map((reason) => (
                            <Text key={reason} size="sm" className={classes.address} dir="auto">
                              {importReasonMessage(reason, i18n)}
                            </Text>
                          ))}
                        </Stack>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

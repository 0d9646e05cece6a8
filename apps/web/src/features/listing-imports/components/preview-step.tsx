import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconPlayerPlay, IconTestPipe } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { importReasonMessage } from '../../../lib/i18n/validation';
import {
  useListingImportPreview,
  useStartImport,
  type ListingImport,
} from '../api/listing-imports';
import { FIELD_LABELS, OUTCOME_COLORS, OUTCOME_LABELS } from '../import-labels';
import classes from '../listing-imports.module.css';
import { ImportTable } from './import-table';
import { MissingFieldsAlert, missingFields } from './mapping-step';

interface PreviewStepProps {
  imp: ListingImport;
  onBack: () => void;
  /** The run has started: the page shows its progress. */
  onStarted: () => void;
}

/**
 * Step 3: the first rows as the import reads them, each with its problems (the editor's rules)
 * and what the import would do; then a dry run or the import itself.
 */
export function PreviewStep({ imp, onBack, onStarted }: PreviewStepProps) {
  const { t, i18n } = useLingui();
  const preview = useListingImportPreview(imp.publicId, true);
  const start = useStartImport(imp.publicId);
  const missing = missingFields(imp.mapping);
  const rows = preview.data?.rows ?? [];
  const shown = rows.length;
  const withProblems = rows.filter((row) => row.problems.length > 0).length;

  return (
    <Stack gap="md">
      {preview.isPending && <Skeleton height={180} aria-label={t`Loading the preview`} />}
      {preview.isError && (
        <Alert color="red" role="alert">
          {errorMessage(preview.error)}
        </Alert>
      )}
      {preview.isSuccess && (
        <>
          <Text size="sm" c="dimmed" data-testid="preview-summary">
            <Plural
              value={shown}
              one="The first row of the file, as it will be imported."
              other="The first # rows of the file, as they will be imported."
            />{' '}
            <Plural
              value={withProblems}
              _0="None has a problem."
              one="# has a problem to fix in the file."
              other="# have problems to fix in the file."
            />
          </Text>
          <ImportTable
            label={t`The first rows of the file`}
            columns={[
              <Trans key="row">Row</Trans>,
              <Trans key="reference">Reference</Trans>,
              <Trans key="name">Property name</Trans>,
              <Trans key="will">Will</Trans>,
              <Trans key="problems">Problems</Trans>,
            ]}
            minWidth={720}
            striped
            testId="preview-table"
          >
            {rows.map((row) => (
              <Table.Tr key={row.rowNumber} data-testid="preview-row">
                <Table.Td>{row.rowNumber}</Table.Td>
                <Table.Td>
                  <bdi>{row.reference ?? '—'}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi>{row.values.name ?? ''}</bdi>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="filled"
                    autoContrast
                    color={OUTCOME_COLORS[row.outcome]}
                    className={classes.badge}
                  >
                    {i18n._(OUTCOME_LABELS[row.outcome])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.problems.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      <Trans>None</Trans>
                    </Text>
                  ) : (
                    <ul className={classes.problems}>
                      {row.problems.map((problem, i) => (
                        <li key={i}>
                          <Text size="sm" span>
                            {problem.field && (
                              <Text span fw={600} size="sm">
                                {i18n._(FIELD_LABELS[problem.field])}:{' '}
                              </Text>
                            )}
                            <bdi>{importReasonMessage(problem.message, i18n)}</bdi>
                          </Text>
                        </li>
                      ))}
                    </ul>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ImportTable>
        </>
      )}
      <MissingFieldsAlert missing={missing} />
      {start.isError && (
        <Alert color="red" role="alert">
          {errorMessage(start.error)}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        <Trans>
          A dry run reads the whole file and counts what the import would do, without changing any
          listing. Rows with problems are not imported: fix them in the file and import it again.
        </Trans>
      </Text>
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} className={classes.forward} />}
          onClick={onBack}
        >
          <Trans>Back to columns</Trans>
        </Button>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconTestPipe size={18} />}
            disabled={missing.length > 0 || start.isPending}
            loading={start.isPending && start.variables}
            onClick={() => start.mutate(true, { onSuccess: onStarted })}
          >
            <Trans>Dry run</Trans>
          </Button>
          <Button
            leftSection={<IconPlayerPlay size={18} className={classes.forward} />}
            disabled={missing.length > 0 || start.isPending}
            loading={start.isPending && !start.variables}
            onClick={() => start.mutate(false, { onSuccess: onStarted })}
          >
            <Trans>Import</Trans>
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

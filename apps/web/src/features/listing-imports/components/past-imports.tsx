import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert, Anchor, Badge, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IMPORT_OUTCOMES } from '@propdesk/shared';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTenant } from '../../../lib/tenant';
import { useListingImports, type ListingImport } from '../api/listing-imports';
import { COUNT_LABELS, DRY_COUNT_LABELS, STATUS_COLORS, STATUS_LABELS } from '../import-labels';
import classes from '../listing-imports.module.css';
import { ImportTable } from './import-table';
import { ReportButton } from './progress-step';

/** "3 created · 1 failed": the counts that are not zero. */
function Counts({ imp }: { imp: ListingImport }) {
  const { i18n } = useLingui();
  const labels = imp.dryRun ? DRY_COUNT_LABELS : COUNT_LABELS;
  const parts = IMPORT_OUTCOMES.filter((outcome) => imp.counts[outcome] > 0).map(
    (outcome) => `${i18n._(labels[outcome])}: ${formatNumber(imp.counts[outcome])}`,
  );
  return <>{parts.length ? parts.join(' · ') : '—'}</>;
}

interface PastImportsProps {
  /** The address that opens one import on this page. */
  linkTo: (importId: string) => string;
  current: string | null;
}

/** The caller's imports, newest first: a running one shows its progress here too. */
export function PastImports({ linkTo, current }: PastImportsProps) {
  const { t, i18n } = useLingui();
  const { site } = useTenant();
  const imports = useListingImports();
  const list = imports.data?.content ?? [];
  if (imports.isSuccess && list.length === 0) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="past-imports">
      <Title order={2} size="h4" id="past-imports">
        <Trans>Your imports</Trans>
      </Title>
      {imports.isPending && <Skeleton height={120} aria-label={t`Loading your imports`} />}
      {imports.isError && (
        <Alert color="red" role="alert">
          {errorMessage(imports.error)}
        </Alert>
      )}
      {list.length > 0 && (
        <ImportTable
          label={t`Your imports`}
          columns={[
            <Trans key="file">File</Trans>,
            <Trans key="status">Status</Trans>,
            <Trans key="rows">Rows</Trans>,
            <Trans key="uploaded">Uploaded</Trans>,
            <Trans key="report">Report</Trans>,
          ]}
          minWidth={680}
          testId="past-imports"
        >
          {list.map((imp) => (
            <Table.Tr
              key={imp.publicId}
              data-testid="past-import"
              aria-current={imp.publicId === current ? 'true' : undefined}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={linkTo(imp.publicId)}
                  size="sm"
                  dir="ltr"
                  className={classes.fileName}
                >
                  {imp.fileName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Badge
                    color={STATUS_COLORS[imp.status]}
                    variant="filled"
                    autoContrast
                    className={classes.badge}
                  >
                    {i18n._(STATUS_LABELS[imp.status])}
                  </Badge>
                  {imp.dryRun && (
                    <Badge variant="default" className={classes.badge}>
                      <Trans>Dry run</Trans>
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <Counts imp={imp} />
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(imp.createdAt, site.timeZone)}</Text>
              </Table.Td>
              <Table.Td>
                {imp.status !== 'uploaded' && imp.status !== 'running' && (
                  <ReportButton imp={imp} variant="subtle" />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </ImportTable>
      )}
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Alert, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { isStaffUser } from '../../../lib/staff-user';
import { useTenant } from '../../../lib/tenant';
import { isRunning, useListingImport, type ListingImport } from '../api/listing-imports';
import { AgencyPicker } from '../components/agency-picker';
import { MappingStep } from '../components/mapping-step';
import { PastImports } from '../components/past-imports';
import { PreviewStep } from '../components/preview-step';
import { ProgressStep } from '../components/progress-step';
import { UploadStep } from '../components/upload-step';

/** The import's query parameter: the page reopens that import where it is. */
const IMPORT_PARAM = 'import';

/** The step chosen, among those an import not yet run for real may revisit. */
const STEP_PARAM = 'step';

/** Where the person chose to be, among the steps an import not yet run for real may revisit. */
type View = 'auto' | 'columns' | 'preview';

const viewOf = (step: string | null): View =>
  step === 'columns' || step === 'preview' ? step : 'auto';

/** The step an import is at: its run's progress once started, else the view chosen. */
function stepOf(imp: ListingImport, view: View): number {
  if (isRunning(imp)) return 3;
  const editable = imp.status === 'uploaded' || imp.dryRun;
  if (editable && view === 'preview') return 2;
  if (editable && view === 'columns') return 1;
  return imp.status === 'uploaded' ? 1 : 3;
}

/**
 * 'Import listings': a CSV file of listings, its columns matched to fields, a preview with every
 * row's problems, a dry run, then the import in the background with its progress and report.
 * Agents import their own listings; site staff choose the agency they import for.
 */
export function ListingImportsPage() {
  const { t } = useLingui();
  const { slug, site } = useTenant();
  const siteName = site.name;
  const user = useSignedInUser();
  const needsAgent = !user.isAgent && isStaffUser(user.roles);
  const [params, setParams] = useSearchParams();
  const importId = params.get(IMPORT_PARAM);
  const imp = useListingImport(importId);
  const view = viewOf(params.get(STEP_PARAM));
  const [agentId, setAgentId] = useState<string | undefined>();
  const phone = useMediaQuery('(max-width: 48em)');
  const linkTo = (id: string) =>
    needsAgent ? paths.staffListingImports(slug, id) : paths.listingImports(slug, id);

  useEffect(() => {
    document.title = t`Import listings · ${siteName}`;
  }, [siteName, t]);
  // The address keeps the import and the step chosen, so a reload comes back to both.
  const open = (id: string | null) => setParams(id ? { [IMPORT_PARAM]: id } : {});
  const setView = (next: View) =>
    setParams(
      importId ? { [IMPORT_PARAM]: importId, ...(next !== 'auto' && { [STEP_PARAM]: next }) } : {},
    );

  const active = !importId ? 0 : imp.data ? stepOf(imp.data, view) : 0;
  const canRevisit =
    imp.data && !isRunning(imp.data) && (imp.data.status === 'uploaded' || imp.data.dryRun);
  const onStepClick = (step: number) => {
    if (step === 0) open(null);
    else if (canRevisit && step === 1) setView('columns');
    else if (canRevisit && step === 2) setView('preview');
  };
  const upload = t({ message: 'Upload', context: 'import step' });
  // On a phone only the current step's name is shown beside its number; the others are read out.
  const step = (index: number, text: string) =>
    phone && index !== active ? { 'aria-label': `${index + 1} ${text}` } : { label: text };

  let body;
  if (importId && imp.isPending)
    body = <Skeleton height={200} aria-label={t`Loading the import`} />;
  else if (importId && imp.isError) {
    body = (
      <Alert color="red" role="alert">
        {errorMessage(imp.error)}
      </Alert>
    );
  } else if (!imp.data || !importId) {
    body = (
      <Stack gap="md">
        {needsAgent && <AgencyPicker value={agentId} onChange={setAgentId} />}
        <UploadStep
          agentId={agentId}
          needsAgent={needsAgent}
          onUploaded={(uploaded) => open(uploaded.publicId)}
        />
      </Stack>
    );
  } else if (active === 1) {
    body = (
      <MappingStep key={imp.data.publicId} imp={imp.data} onSaved={() => setView('preview')} />
    );
  } else if (active === 2) {
    body = (
      <PreviewStep
        imp={imp.data}
        onBack={() => setView('columns')}
        onStarted={() => setView('auto')}
      />
    );
  } else {
    body = (
      <ProgressStep
        imp={imp.data}
        isAgent={user.isAgent}
        onBack={() => setView('columns')}
        onNewFile={() => open(null)}
      />
    );
  }

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          <Trans>Import listings</Trans>
        </Title>
        <Text c="dimmed" size="sm" maw={680}>
          <Trans>
            Bring listings from another system with a CSV file: one row per listing, identified by
            your own reference, so importing the same file again changes nothing and a changed row
            updates its listing. Imported listings go to review like any other.
          </Trans>
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <Stepper
            active={active}
            onStepClick={onStepClick}
            allowNextStepsSelect={false}
            size="sm"
            iconSize={phone ? 30 : 36}
            aria-label={t`Import steps`}
          >
            <Stepper.Step {...step(0, upload)} />
            <Stepper.Step {...step(1, t`Columns`)} />
            <Stepper.Step {...step(2, t`Preview`)} />
            <Stepper.Step {...step(3, t`Progress`)} />
          </Stepper>
          {body}
        </Stack>
      </Paper>
      <PastImports linkTo={linkTo} current={importId} />
    </Stack>
  );
}

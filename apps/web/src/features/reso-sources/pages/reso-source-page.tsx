import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Code, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCloudOff } from '@tabler/icons-react';
import { AppError } from '@propdesk/shared';
import { StatusPage } from '../../../components/status-page';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';
import { useResoRuns, useResoSource, type ResoSource } from '../api/reso-sources';
import { MappingSection } from '../components/mapping-section';
import { RunsSection } from '../components/runs-section';
import { SourceActions } from '../components/source-actions';
import { LastRun, SourceBadges } from '../components/source-status';
import { TestConnection } from '../components/test-connection';
import classes from '../reso-sources.module.css';
import { AdminsOnly } from './reso-sources-page';

/** `/{tenant}/dashboard/moderation/reso-sources/{id}`: one source, its mapping and its runs. */
export function ResoSourcePage() {
  const isAdmin = useSignedInUser().roles.includes('ADMIN');
  const { sourceId = '' } = useParams();
  return isAdmin ? <OneSource sourceId={sourceId} /> : <AdminsOnly />;
}

function BackLink() {
  const { slug } = useTenant();
  return (
    <Anchor component={Link} to={paths.resoSources(slug)} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} className={classes.back} />
        <Trans>All RESO sources</Trans>
      </Group>
    </Anchor>
  );
}

function OneSource({ sourceId }: { sourceId: string }) {
  const { t } = useLingui();
  const { site } = useTenant();
  const source = useResoSource(sourceId);
  const name = source.data?.name ?? '';
  const siteName = site.name;

  useEffect(() => {
    document.title = name ? t`${name} · RESO sources · ${siteName}` : t`RESO sources · ${siteName}`;
  }, [name, siteName, t]);

  if (source.isError) {
    const gone = source.error instanceof AppError && source.error.statusCode === 404;
    return (
      <Stack gap="md">
        <BackLink />
        <StatusPage
          icon={<IconCloudOff size={36} stroke={1.6} />}
          title={gone ? t`This source does not exist` : t`The source could not be read`}
        >
          {gone ? <Trans>This source may have been deleted.</Trans> : errorMessage(source.error)}
        </StatusPage>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <BackLink />
      {source.data ? (
        <SourceHeader source={source.data} />
      ) : (
        <Skeleton height={140} radius="md" aria-label={t`Loading the source`} />
      )}
      <TestConnection sourceId={sourceId} />
      <MappingSection sourceId={sourceId} />
      <RunsSection
        sourceId={sourceId}
        waiting={Boolean(source.data && (source.data.running || source.data.runRequested))}
      />
    </Stack>
  );
}

function SourceHeader({ source }: { source: ResoSource }) {
  const runs = useResoRuns(source.publicId, source.running || source.runRequested);
  const everyMinutes = source.everyMinutes;
  const brought = formatNumber(source.listingsCount);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title
            order={1}
            fz={{ base: 24, sm: 28 }}
            id="reso-source-name"
            dir="auto"
            className={classes.address}
          >
            {source.name}
          </Title>
          <SourceBadges source={source} />
        </Group>
        <Stack gap={4}>
          <Text size="sm">
            <Trans>Service root</Trans>{' '}
            <Code dir="ltr" className={classes.address}>
              {source.serviceRoot}
            </Code>
          </Text>
          <Text size="sm">
            <Trans>Token endpoint</Trans>{' '}
            <Code dir="ltr" className={classes.address}>
              {source.tokenUrl}
            </Code>
          </Text>
          <Text size="sm" c="dimmed">
            <Plural value={everyMinutes} one="Every # minute" other="Every # minutes" />
            {' · '}
            <Trans>Listings brought in: {brought}</Trans>
          </Text>
          <LastRun source={source} run={runs.data?.items[0]} />
        </Stack>
        <SourceActions source={source} describedBy="reso-source-name" />
      </Stack>
    </Paper>
  );
}

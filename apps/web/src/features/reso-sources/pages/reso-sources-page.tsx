import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLockAccess, IconPlus } from '@tabler/icons-react';
import { CardListSection, PageHeading } from '../../../components/card-list-page';
import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';
import { useResoRuns, useResoSources, type ResoSource } from '../api/reso-sources';
import { SourceActions } from '../components/source-actions';
import { SourceFormModal } from '../components/source-form-modal';
import { LastRun, SourceBadges } from '../components/source-status';
import classes from '../reso-sources.module.css';

/** What a moderator or agent sees at a source screen's address. */
export function AdminsOnly() {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={<IconLockAccess size={36} stroke={1.6} />}
      title={t`Only admins can manage RESO sources`}
      color="orange"
    >
      <Trans>
        Which servers the site copies listings from is decided by its admins. Ask an admin to
        connect one.
      </Trans>
    </StatusPage>
  );
}

/** `/{tenant}/dashboard/moderation/reso-sources`: the RESO servers the site copies listings from. */
export function ResoSourcesPage() {
  const { t } = useLingui();
  const { site } = useTenant();
  const siteName = site.name;
  const isAdmin = useSignedInUser().roles.includes('ADMIN');

  useEffect(() => {
    document.title = t`RESO sources · ${siteName}`;
  }, [siteName, t]);

  return isAdmin ? <ResoSources /> : <AdminsOnly />;
}

function ResoSources() {
  const { t } = useLingui();
  const { slug } = useTenant();
  const navigate = useNavigate();
  const sources = useResoSources();
  const [connecting, setConnecting] = useState(false);
  const list = sources.data?.items ?? [];

  return (
    <Stack gap="xl">
      <PageHeading
        title={<Trans>RESO sources</Trans>}
        description={
          <Trans>
            Other servers whose listings this site copies in on a schedule: an MLS, a portal or
            another Propdesk site, through their RESO Web API.
          </Trans>
        }
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setConnecting(true)}>
            <Trans>Connect a source</Trans>
          </Button>
        }
      />
      <CardListSection
        id="reso-sources-list"
        heading={<Trans>Sources</Trans>}
        state={sources}
        loadingLabel={t`Loading RESO sources`}
        loadingHeight={160}
        count={list.length}
        wideFrom="md"
        empty={
          <Paper withBorder radius="md" p="lg" data-testid="reso-sources-empty">
            <Stack gap="xs">
              <Text fw={500}>
                <Trans>No sources yet</Trans>
              </Text>
              <Text size="sm" c="dimmed" maw={640}>
                <Trans>
                  A RESO source is another real estate server that publishes its listings through
                  the RESO Web API standard. Connect one with the address, token endpoint, client id
                  and secret its operator gives you, map its members and offices to this site&apos;s
                  agents, and its live listings come in for review like new listings, with their
                  photos, and stay up to date.
                </Trans>
              </Text>
            </Stack>
          </Paper>
        }
      >
        {list.map((source) => (
          <SourceCard key={source.publicId} source={source} />
        ))}
      </CardListSection>
      <SourceFormModal
        opened={connecting}
        onClose={() => setConnecting(false)}
        onSaved={(source) => void navigate(paths.resoSource(slug, source.publicId))}
      />
    </Stack>
  );
}

function SourceCard({ source }: { source: ResoSource }) {
  const { slug } = useTenant();
  const runs = useResoRuns(source.publicId, source.running || source.runRequested);
  const everyMinutes = source.everyMinutes;
  const titleId = `reso-source-${source.publicId}`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      data-testid="reso-source"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Title order={3} size="h5" id={titleId} dir="auto" className={classes.address}>
            <Anchor component={Link} to={paths.resoSource(slug, source.publicId)} inherit>
              {source.name}
            </Anchor>
          </Title>
          <SourceBadges source={source} />
        </Group>
        <Code dir="ltr" className={classes.address}>
          {source.serviceRoot}
        </Code>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            <Plural value={everyMinutes} one="Every # minute" other="Every # minutes" />
          </Text>
          <LastRun source={source} run={runs.data?.items[0]} />
        </Stack>
        <SourceActions source={source} describedBy={titleId} />
      </Stack>
    </Paper>
  );
}

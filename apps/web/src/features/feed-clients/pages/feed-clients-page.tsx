import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLockAccess, IconPlus } from '@tabler/icons-react';
import { CardListSection, PageHeading } from '../../../components/card-list-page';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadMoreButton } from '../../../components/load-more-button';
import { StatusPage } from '../../../components/status-page';
import { notifyError } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';
import { useFeedClients, useRevokeFeedClient, type FeedClient } from '../api/feed-clients';
import { FeedClientCard } from '../components/feed-client-card';
import { NewFeedClientModal } from '../components/new-feed-client-modal';

/** `/{tenant}/dashboard/feed-clients`: who may read the site's RESO feed, for its admins. */
export function FeedClientsPage() {
  const { t } = useLingui();
  const { site } = useTenant();
  const siteName = site.name;
  const isAdmin = useSignedInUser().roles.includes('ADMIN');

  useEffect(() => {
    document.title = t`Feed clients · ${siteName}`;
  }, [siteName, t]);

  if (!isAdmin) {
    return (
      <StatusPage
        icon={<IconLockAccess size={36} stroke={1.6} />}
        title={t`Only admins can manage feed clients`}
        color="orange"
      >
        <Trans>
          Who may read the site&apos;s listing feed is decided by its admins. Ask an admin to add a
          partner.
        </Trans>
      </StatusPage>
    );
  }
  return <FeedClients />;
}

function FeedClients() {
  const { t } = useLingui();
  const { slug } = useTenant();
  const clients = useFeedClients();
  const revoke = useRevokeFeedClient();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<FeedClient | null>(null);
  const revokingName = revoking?.name;
  // Pages read while a client was created can repeat one at their seam: each is shown once.
  const list = [
    ...new Map(
      (clients.data?.pages ?? []).flatMap((page) => page.content).map((c) => [c.publicId, c]),
    ).values(),
  ];
  const tokenUrl = `${window.location.origin}/${slug}/reso/token`;

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.publicId, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t`Feed client revoked` });
        setRevoking(null);
      },
      onError: notifyError,
    });
  };

  return (
    <Stack gap="xl">
      <PageHeading
        title={<Trans>Feed clients</Trans>}
        description={
          <Trans>
            Partners and portals that copy this site&apos;s live listings through its RESO feed.
            Each client gets an id and a secret, which it trades for an access token of an hour.
          </Trans>
        }
        action={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            <Trans>New client</Trans>
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {/* The protocol's name is left to right in every language: isolated, it cannot turn
                the parenthesis after it around in Arabic. */}
            <Trans>
              Token endpoint (<bdi dir="ltr">OAuth2</bdi> client credentials)
            </Trans>
          </Text>
          <Code dir="ltr" style={{ overflowWrap: 'anywhere' }} data-testid="token-endpoint">
            {tokenUrl}
          </Code>
        </Stack>
      </Paper>
      <CardListSection
        id="feed-clients-list"
        heading={<Trans>Clients</Trans>}
        state={clients}
        loadingLabel={t`Loading feed clients`}
        count={list.length}
        empty={
          <Text c="dimmed">
            <Trans>
              No feed clients yet: create one for each partner that reads your listings.
            </Trans>
          </Text>
        }
        footer={<LoadMoreButton query={clients} />}
      >
        {list.map((client) => (
          <FeedClientCard
            key={client.publicId}
            client={client}
            onRevoke={() => setRevoking(client)}
          />
        ))}
      </CardListSection>
      <NewFeedClientModal opened={creating} onClose={() => setCreating(false)} />
      <ConfirmModal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t`Revoke this feed client?`}
        keepLabel={<Trans>Keep client</Trans>}
        confirmLabel={<Trans>Revoke client</Trans>}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      >
        <Trans>
          &lsquo;<bdi>{revokingName}</bdi>&rsquo; will stop reading the feed at once: its tokens
          stop working and it cannot get new ones. This cannot be undone.
        </Trans>
      </ConfirmModal>
    </Stack>
  );
}

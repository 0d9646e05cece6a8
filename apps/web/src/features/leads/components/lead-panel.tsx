import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconMailOpened, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLeadLabels } from '../../../components/lead-row/lead-labels';
import { LeadStatusBadge } from '../../../components/lead-row/lead-status-badge';
import { errorMessage } from '../../../lib/api-client';
import { leadOptions, type LeadDetail } from '../../../lib/queries/leads';
import { useTenant } from '../../../lib/tenant';
import { useMarkLeadRead } from '../api/lead-actions';
import { LeadContact } from './lead-contact';
import { LeadThread } from './lead-thread';
import { ReplyForm } from './reply-form';
import { AgentViewingActions, CancelViewingAction } from './viewing-actions';
import { ViewingFacts } from './viewing-facts';
import classes from './lead-panel.module.css';

interface LeadPanelProps {
  leadId: string;
  viewer: 'AGENT' | 'CUSTOMER';
  /** Back to the list (the same filters, no lead open). */
  closeTo: string;
  /** Where the listing's link goes for this reader. */
  listingLink: (propertyId: string) => string;
  /** On a phone the panel is the whole page, with a back link instead of a close button. */
  fullPage: boolean;
}

/** Opening an unread lead marks it read, once: 'Mark unread' then sticks until it is reopened. */
function useMarkReadOnOpen(lead: LeadDetail | undefined, enabled: boolean) {
  const markRead = useMarkLeadRead();
  const marked = useRef<string | null>(null);
  const { mutate } = markRead;
  useEffect(() => {
    if (!enabled || !lead || marked.current === lead.publicId) return;
    marked.current = lead.publicId;
    if (!lead.read) mutate({ id: lead.publicId, read: true });
  }, [enabled, lead, mutate]);
  return markRead;
}

function PanelHeader({
  lead,
  closeTo,
  fullPage,
  byListing,
}: {
  lead?: LeadDetail;
  closeTo: string;
  fullPage: boolean;
  /** Customers know who they are: their requests are headed by the listing. */
  byListing: boolean;
}) {
  const { t } = useLingui();
  const labels = useLeadLabels();
  return (
    <Stack gap={6}>
      {fullPage && (
        <Anchor component={Link} to={closeTo} size="sm">
          <IconArrowLeft size={16} aria-hidden className={classes.back} />{' '}
          <Trans>Back to the list</Trans>
        </Anchor>
      )}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="lead-title">
            {lead ? <bdi>{byListing ? lead.title : lead.name}</bdi> : <Trans>Loading…</Trans>}
          </Title>
          {lead && (
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {labels.kind(lead.kind)}
              </Text>
              <LeadStatusBadge status={lead.status} />
            </Group>
          )}
        </div>
        {!fullPage && (
          <ActionIcon
            component={Link}
            to={closeTo}
            variant="subtle"
            color="gray"
            aria-label={t`Close`}
          >
            <IconX size={20} />
          </ActionIcon>
        )}
      </Group>
    </Stack>
  );
}

/** One lead opened: the listing, the person, the viewing's times, the thread and the actions. */
export function LeadPanel({ leadId, viewer, closeTo, listingLink, fullPage }: LeadPanelProps) {
  const { t } = useLingui();
  const { api, slug, site } = useTenant();
  const navigate = useNavigate();
  const query = useQuery(leadOptions(api, slug, leadId));
  const lead = query.data;
  const agent = viewer === 'AGENT';
  const markRead = useMarkReadOnOpen(lead, agent);

  let body;
  if (query.isError) {
    body = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t`This lead could not be opened`}
      >
        {errorMessage(query.error)}
      </Alert>
    );
  } else if (!lead) {
    body = <Skeleton height={320} radius="md" />;
  } else {
    body = (
      <Stack gap="md">
        <LeadContact
          lead={lead}
          listingTo={listingLink(lead.propertyDetails.publicId)}
          showPerson={agent}
        />
        {lead.kind === 'VIEWING' && <ViewingFacts lead={lead} timeZone={site.timeZone} />}
        {agent ? (
          <AgentViewingActions lead={lead} timeZone={site.timeZone} />
        ) : (
          <CancelViewingAction lead={lead} />
        )}
        <Divider />
        <LeadThread
          messages={lead.messages}
          timeZone={site.timeZone}
          viewer={viewer}
          customerName={
            agent
              ? lead.name
              : t({ message: 'You', comment: 'The author of a message: the reader' })
          }
        />
        {agent && <ReplyForm leadId={lead.publicId} />}
        {agent && lead.read && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconMailOpened size={16} aria-hidden />}
              loading={markRead.isPending}
              onClick={() =>
                markRead.mutate(
                  { id: lead.publicId, read: false },
                  { onSuccess: () => void navigate(closeTo) },
                )
              }
            >
              <Trans>Mark unread</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Paper
      component="section"
      aria-label={t({ message: 'Lead', comment: 'An inquiry or a viewing request, opened' })}
      withBorder={!fullPage}
      radius="md"
      p={fullPage ? 0 : 'md'}
      data-testid="lead-panel"
    >
      <Stack gap="md">
        <PanelHeader lead={lead} closeTo={closeTo} fullPage={fullPage} byListing={!agent} />
        {body}
      </Stack>
    </Paper>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths';
import { customerLeadsOptions } from '../../../lib/queries/leads';
import { useTenant } from '../../../lib/tenant';
import { LeadList } from './lead-list';
import { LeadPanel } from './lead-panel';
import { LeadsLayout } from './leads-layout';

/** 'My requests': the customer's own questions and viewing requests, with the agent's replies. */
export function MyRequests({ customerId }: { customerId: string }) {
  const { t } = useLingui();
  const { api, slug, site } = useTenant();
  const [search] = useSearchParams();
  const openId = search.get('lead');
  const query = useInfiniteQuery({ ...customerLeadsOptions(api, slug, customerId), retry: 1 });
  const list = (
    <LeadList
      query={query}
      linkTo={(lead) => paths.leads(slug, { lead: lead.publicId })}
      selectedId={openId}
      timeZone={site.timeZone}
      heading="listing"
      showUnread={false}
      label={t`My requests`}
      empty={
        <Stack align="center" gap="sm" ta="center" data-testid="no-requests">
          <IconInbox size={40} stroke={1.4} aria-hidden />
          <Text fw={600}>
            <Trans>No requests yet</Trans>
          </Text>
          <Text size="sm" c="dimmed" maw={420}>
            <Trans>
              Questions you ask and viewings you request on a listing&apos;s page show here, with
              the agent&apos;s answers.
            </Trans>
          </Text>
        </Stack>
      }
    />
  );
  return (
    <LeadsLayout
      open={Boolean(openId)}
      list={list}
      panel={(fullPage) =>
        openId && (
          <LeadPanel
            key={openId}
            leadId={openId}
            viewer="CUSTOMER"
            fullPage={fullPage}
            closeTo={paths.leads(slug)}
            listingLink={(propertyId) => paths.publicListing(slug, propertyId)}
          />
        )
      }
    />
  );
}

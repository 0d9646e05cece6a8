import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Button, Stack, Text } from '@mantine/core';
import { IconInbox, IconFilterOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths';
import { leadListOptions } from '../../../lib/queries/leads';
import { useTenant } from '../../../lib/tenant';
import {
  filtersFromSearch,
  hasFilters,
  listFilters,
  searchWithFilters,
  type LeadFilters,
} from '../lead-filters';
import { LeadFilterFields } from './lead-filter-fields';
import { LeadList } from './lead-list';
import { LeadPanel } from './lead-panel';
import { LeadsLayout } from './leads-layout';

const EMPTY_FILTERS: LeadFilters = { kind: null, status: null, property: null };

/** The agent's inquiries and viewing requests, filtered by the address, with one opened. */
export function AgentLeads() {
  const { t } = useLingui();
  const { api, slug, site } = useTenant();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const openId = search.get('lead');
  const query = useInfiniteQuery({ ...leadListOptions(api, slug, listFilters(filters)), retry: 1 });
  const setFilters = useCallback(
    (patch: Partial<LeadFilters>) =>
      setSearch((current) => searchWithFilters(current, patch), { preventScrollReset: true }),
    [setSearch],
  );
  const linkQuery = {
    kind: filters.kind ?? undefined,
    status: filters.status ?? undefined,
    property: filters.property ?? undefined,
  };
  const filtered = hasFilters(filters);

  const list = (
    <LeadList
      query={query}
      linkTo={(lead) => paths.leads(slug, { ...linkQuery, lead: lead.publicId })}
      selectedId={openId}
      listKey={JSON.stringify(listFilters(filters))}
      timeZone={site.timeZone}
      heading="person"
      showUnread
      label={t`Leads`}
      empty={
        <Stack
          align="center"
          gap="sm"
          ta="center"
          data-testid={filtered ? 'no-lead-matches' : 'no-leads'}
        >
          {filtered ? (
            <IconFilterOff size={40} stroke={1.4} aria-hidden />
          ) : (
            <IconInbox size={40} stroke={1.4} aria-hidden />
          )}
          <Text fw={600}>
            {filtered ? <Trans>No lead matches these filters</Trans> : <Trans>No leads yet</Trans>}
          </Text>
          {filtered ? (
            <Button variant="light" onClick={() => setFilters(EMPTY_FILTERS)}>
              <Trans>Clear filters</Trans>
            </Button>
          ) : (
            <Text size="sm" c="dimmed" maw={420}>
              <Trans>
                Questions and viewing requests about your live listings arrive here, and by email.
              </Trans>
            </Text>
          )}
        </Stack>
      }
    />
  );

  return (
    <LeadsLayout
      header={<LeadFilterFields filters={filters} setFilters={setFilters} />}
      open={Boolean(openId)}
      list={list}
      panel={(fullPage) =>
        openId && (
          <LeadPanel
            key={openId}
            leadId={openId}
            viewer="AGENT"
            fullPage={fullPage}
            closeTo={paths.leads(slug, linkQuery)}
            listingLink={(propertyId) => paths.propertyDetails(slug, propertyId)}
          />
        )
      }
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LEAD_KINDS } from '@propdesk/shared';
import { useLeadLabels } from '../../../components/lead-row/lead-labels';
import { agentListingsOptions } from '../../../lib/queries/agent-listings';
import { useSignedInUser } from '../../../lib/queries/signed-in-user';
import { useTenant } from '../../../lib/tenant';
import { statusesFor, type LeadFilters } from '../lead-filters';

/** The listings offered in the listing filter: the agent's newest, as many as one call brings. */
const LISTING_CHOICES = 50;
const ALL = 'all';

interface LeadFilterFieldsProps {
  filters: LeadFilters;
  setFilters: (patch: Partial<LeadFilters>) => void;
}

/** Kind, status and listing: each kept in the address by the page. */
export function LeadFilterFields({ filters, setFilters }: LeadFilterFieldsProps) {
  const { t } = useLingui();
  const labels = useLeadLabels();
  const { api, slug } = useTenant();
  const user = useSignedInUser();
  const listings = useInfiniteQuery(
    agentListingsOptions(api, slug, user.publicId, LISTING_CHOICES),
  );
  const listingOptions = (listings.data?.pages[0]?.content ?? []).map((listing) => ({
    value: listing.publicId,
    label: listing.title || listing.name,
  }));
  if (filters.property && !listingOptions.some((option) => option.value === filters.property)) {
    listingOptions.unshift({ value: filters.property, label: t`The chosen listing` });
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Select
        label={t({ message: 'Kind', comment: 'A lead’s kind: inquiry or viewing request' })}
        data={[
          { value: ALL, label: t`All kinds` },
          ...LEAD_KINDS.map((kind) => ({ value: kind, label: labels.kind(kind) })),
        ]}
        value={filters.kind ?? ALL}
        onChange={(kind) => setFilters({ kind: kind === ALL ? null : kind })}
        allowDeselect={false}
      />
      <Select
        label={t`Status`}
        data={[
          { value: ALL, label: t`Any status` },
          ...statusesFor(filters.kind).map((status) => ({
            value: status,
            label: labels.status(status),
          })),
        ]}
        value={filters.status ?? ALL}
        onChange={(status) => setFilters({ status: status === ALL ? null : status })}
        allowDeselect={false}
      />
      <Select
        label={t`Listing`}
        data={[{ value: ALL, label: t`All listings` }, ...listingOptions]}
        value={filters.property ?? ALL}
        onChange={(property) => setFilters({ property: property === ALL ? null : property })}
        allowDeselect={false}
        searchable
      />
    </SimpleGrid>
  );
}

import {
  INQUIRY_STATUSES,
  LEAD_KINDS,
  LEAD_STATUSES,
  VIEWING_STATUSES,
  type LeadKind,
  type LeadStatus,
} from '@propdesk/shared';
import type { LeadListFilters } from '../../lib/queries/leads';

/** The Leads list's filters as the address keeps them; null shows every value. */
export interface LeadFilters {
  kind: LeadKind | null;
  status: LeadStatus | null;
  property: string | null;
}

const isKind = (value: string | null): value is LeadKind =>
  (LEAD_KINDS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is LeadStatus =>
  (LEAD_STATUSES as readonly (string | null)[]).includes(value);

/** The statuses a kind can have, or every status when no kind is chosen. */
export function statusesFor(kind: LeadKind | null): readonly LeadStatus[] {
  if (kind === 'INQUIRY') return INQUIRY_STATUSES;
  if (kind === 'VIEWING') return VIEWING_STATUSES;
  return LEAD_STATUSES;
}

/** Reads the filters from the query string; unknown values and a status the kind cannot have drop out. */
export function filtersFromSearch(search: URLSearchParams): LeadFilters {
  const kind = search.get('kind');
  const status = search.get('status');
  const filters: LeadFilters = {
    kind: isKind(kind) ? kind : null,
    status: isStatus(status) ? status : null,
    property: search.get('property')?.trim() || null,
  };
  if (filters.status && !statusesFor(filters.kind).includes(filters.status)) filters.status = null;
  return filters;
}

/**
 * The query string with the filters changed: a status the new kind cannot have is dropped,
 * and anything else in it (the open lead) is kept.
 */
export function searchWithFilters(
  current: URLSearchParams,
  patch: Partial<LeadFilters>,
): URLSearchParams {
  const next = { ...filtersFromSearch(current), ...patch };
  if (next.status && !statusesFor(next.kind).includes(next.status)) next.status = null;
  const search = new URLSearchParams(current);
  for (const key of ['kind', 'status', 'property'] as const) {
    const value = next[key];
    if (value) search.set(key, value);
    else search.delete(key);
  }
  return search;
}

/** What the list call is asked for. */
export const listFilters = (filters: LeadFilters): LeadListFilters => ({
  ...(filters.kind && { kind: filters.kind }),
  ...(filters.status && { status: filters.status }),
  ...(filters.property && { property: filters.property }),
});

export const hasFilters = (filters: LeadFilters) =>
  Boolean(filters.kind ?? filters.status ?? filters.property);

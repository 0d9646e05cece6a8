import { AUDIT_ENTITIES, type AuditEntity } from '@propdesk/shared';

export type AuditFilterValues = {
  entity?: AuditEntity;
  action?: string;
  userId?: string;
  from?: string;
  to?: string;
};

const TEXT_KEYS = ['action', 'userId', 'from', 'to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The audit page's filters from its address: unknown entities and malformed dates are dropped. */
export function readAuditFilters(search: URLSearchParams): AuditFilterValues {
  const filters: AuditFilterValues = {};
  const entity = search.get('entity');
  if (entity && (AUDIT_ENTITIES as readonly string[]).includes(entity)) {
    filters.entity = entity as AuditEntity;
  }
  for (const key of TEXT_KEYS) {
    const value = search.get(key)?.trim();
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !DATE.test(value)) continue;
    filters[key] = value;
  }
  return filters;
}

/** The filters as the address's query, empty ones left out. */
export function writeAuditFilters(filters: AuditFilterValues): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value.trim()) search.set(key, value.trim());
  }
  return search;
}

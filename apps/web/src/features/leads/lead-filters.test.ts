import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  hasFilters,
  listFilters,
  searchWithFilters,
  statusesFor,
} from './lead-filters';

describe('filtersFromSearch', () => {
  it('reads kind, status and listing from the address', () => {
    expect(
      filtersFromSearch(new URLSearchParams('kind=VIEWING&status=CONFIRMED&property=p1')),
    ).toEqual({
      kind: 'VIEWING',
      status: 'CONFIRMED',
      property: 'p1',
    });
  });

  it('drops unknown values and a status the kind cannot have', () => {
    expect(filtersFromSearch(new URLSearchParams('kind=CALL&status=LOST&property=%20'))).toEqual({
      kind: null,
      status: null,
      property: null,
    });
    expect(
      filtersFromSearch(new URLSearchParams('kind=INQUIRY&status=CONFIRMED')).status,
    ).toBeNull();
    expect(filtersFromSearch(new URLSearchParams('status=OPEN')).status).toBe('OPEN');
  });
});

describe('searchWithFilters', () => {
  it('keeps the open lead and removes cleared filters', () => {
    const next = searchWithFilters(new URLSearchParams('lead=l1&kind=VIEWING'), {
      kind: null,
      status: 'OPEN',
    });
    expect(next.toString()).toBe('lead=l1&status=OPEN');
  });

  it('drops the status when the kind changes to one without it', () => {
    const next = searchWithFilters(new URLSearchParams('status=REQUESTED'), { kind: 'INQUIRY' });
    expect(next.toString()).toBe('kind=INQUIRY');
  });
});

describe('statusesFor', () => {
  it('offers only the statuses of the chosen kind', () => {
    expect(statusesFor('INQUIRY')).toEqual(['OPEN', 'ANSWERED']);
    expect(statusesFor('VIEWING')).toContain('DONE');
    expect(statusesFor(null)).toHaveLength(7);
  });
});

describe('listFilters', () => {
  it('asks the list only for the filters chosen', () => {
    expect(listFilters({ kind: null, status: null, property: null })).toEqual({});
    expect(listFilters({ kind: 'VIEWING', status: null, property: 'p1' })).toEqual({
      kind: 'VIEWING',
      property: 'p1',
    });
    expect(hasFilters({ kind: null, status: null, property: 'p1' })).toBe(true);
    expect(hasFilters({ kind: null, status: null, property: null })).toBe(false);
  });
});

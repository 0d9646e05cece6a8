import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  isFiltered,
  searchFromFilters,
  searchRequest,
  type ListingFilters,
} from './listing-filters';

const parse = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('My Listings filters in the address', () => {
  it('reads an empty query as the defaults and writes the defaults as an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(searchFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
  });

  it('round-trips every filter through the query string', () => {
    const filters: ListingFilters = {
      title: 'sunny cott',
      code: 'PR-7K',
      status: 'REVIEW',
      types: ['typeA', 'typeB'],
      category: 'QUICK_RENT',
      archived: 'archived',
      sort: 'views',
    };
    const query = searchFromFilters(filters).toString();
    expect(query).toBe(
      'title=sunny+cott&code=PR-7K&status=REVIEW&types=typeA%2CtypeB&category=QUICK_RENT&archived=archived&sort=views',
    );
    expect(parse(query)).toEqual(filters);
    expect(isFiltered(filters)).toBe(true);
  });

  it('falls back to the default for unknown or malformed values', () => {
    expect(parse('status=PUBLISHED&category=LEASE&archived=maybe&sort=random')).toEqual(
      DEFAULT_FILTERS,
    );
    expect(parse('status=approved&category=rent').status).toBe('APPROVED');
    expect(parse('types=a1,,a1,bad id,<x>,b2').types).toEqual(['a1', 'b2']);
    expect(parse(`title=${'x'.repeat(300)}`).title).toHaveLength(100);
  });

  it('does not count the sort as a filter', () => {
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'price' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, title: '   ' })).toBe(false);
  });
});

describe('the search request of the filters', () => {
  it('sends nothing for the defaults and orders newest first', () => {
    expect(searchRequest(DEFAULT_FILTERS)).toEqual({
      body: {},
      order: { key: 'createdAt', direction: 'desc' },
    });
  });

  it('maps each filter to its body field', () => {
    expect(
      searchRequest({
        title: ' cottage ',
        code: 'PR-',
        status: 'APPROVED',
        types: ['t1'],
        category: 'SALE',
        archived: 'active',
        sort: 'price',
      }),
    ).toEqual({
      body: {
        title: 'cottage',
        code: 'PR-',
        published: 'APPROVED',
        types: ['t1'],
        category: 'SALE',
        archived: false,
      },
      order: { key: 'price', direction: 'asc' },
    });
    expect(searchRequest({ ...DEFAULT_FILTERS, archived: 'archived' }).body).toEqual({
      archived: true,
    });
  });

  it('orders each sort as labelled', () => {
    const order = (sort: ListingFilters['sort']) =>
      searchRequest({ ...DEFAULT_FILTERS, sort }).order;
    expect(order('oldest')).toEqual({ key: 'createdAt', direction: 'asc' });
    expect(order('name')).toEqual({ key: 'name', direction: 'asc' });
    expect(order('completion')).toEqual({ key: 'completion', direction: 'asc' });
    expect(order('views')).toEqual({ key: 'views', direction: 'desc' });
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oneBasedPagingQuery, pageRequest, zeroBasedPagingQuery } from './paging';

describe('paging queries', () => {
  it('count 0-based pages from 0 and skip whole pages', () => {
    const query = zeroBasedPagingQuery(50);
    expect(query.parse({})).toEqual({ page: 0, size: 50, offset: 0 });
    expect(query.parse({ page: '3', size: '20' })).toEqual({ page: 3, size: 20, offset: 60 });
    expect(query.safeParse({ page: '-1' }).success).toBe(false);
  });

  it('count 1-based pages from 1: page 1 starts at the first row', () => {
    const query = oneBasedPagingQuery(20);
    expect(query.parse({})).toEqual({ page: 1, size: 20, offset: 0 });
    expect(query.parse({ page: '4', size: '10' })).toEqual({ page: 4, size: 10, offset: 30 });
    expect(query.safeParse({ page: '0' }).success).toBe(false);
  });

  it('refuse sizes over the maximum and pages past the limit', () => {
    expect(zeroBasedPagingQuery(10).safeParse({ size: '201' }).success).toBe(false);
    expect(oneBasedPagingQuery(10).safeParse({ size: '0' }).success).toBe(false);
    expect(oneBasedPagingQuery(10).safeParse({ page: '100001' }).success).toBe(false);
    expect(zeroBasedPagingQuery(10).safeParse({ page: '1000000' }).success).toBe(true);
  });

  it('work out offsets the same way for lists with other parameter names', () => {
    expect(pageRequest(1, 2, 20)).toEqual({ page: 2, size: 20, offset: 20 });
    expect(pageRequest(0, 2, 20)).toEqual({ page: 2, size: 20, offset: 40 });
  });
});

describe('paging queries with more parameters', () => {
  it('keep the other parameters beside the page request', () => {
    const query = oneBasedPagingQuery(20, { state: z.enum(['A', 'B']).default('A') });
    expect(query.parse({ page: '2' })).toEqual({ state: 'A', page: 2, size: 20, offset: 20 });
    expect(query.safeParse({ state: 'C' }).success).toBe(false);
  });
});

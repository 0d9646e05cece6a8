import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@propdesk/shared';

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/**
 * Query schema for a paged list. `base` is the number of the first page: 0 where the
 * specification pages from 0 (places, tags), 1 where it pages from 1 (listings, units, events).
 */
export function pagingQuery(defaultSize: number, base: 0 | 1 = 0) {
  return z.object({
    page: z.coerce.number().int().min(base).max(1_000_000).default(base),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
  });
}

export function toPage<T>(
  content: T[],
  totalElements: number,
  page: number,
  size: number,
): Page<T> {
  return { content, page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}

/** Rows to skip for a page, whichever numbering the list uses. */
export function offsetOf(page: number, size: number, base: 0 | 1): number {
  return (page - base) * size;
}

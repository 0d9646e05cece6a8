import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';

/** A page to read: its number as the list counts it, its size, and the rows to skip. */
export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

/** The one place a page number becomes an offset, whichever numbering the list uses. */
export function pageRequest(base: 0 | 1, page: number, size: number): PageRequest {
  return { page, size, offset: (page - base) * size };
}

function pagingQuery<Extra extends z.ZodRawShape>(
  base: 0 | 1,
  maxPage: number,
  defaultSize: number,
  extra: Extra,
) {
  return z
    .object({
      page: z.coerce.number().int().min(base).max(maxPage).default(base),
      size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
      ...extra,
    })
    .transform((query) => {
      const { page, size, ...rest } = query as { page: number; size: number };
      return { ...(rest as z.output<z.ZodObject<Extra>>), ...pageRequest(base, page, size) };
    });
}

/**
 * `?page=&size=` (and any `extra` parameters) of a list the specification pages from 0 (places,
 * types, tags, sites); parsed into a PageRequest.
 */
export const zeroBasedPagingQuery = <Extra extends z.ZodRawShape = Record<never, never>>(
  defaultSize: number,
  extra: Extra = {} as Extra,
) => pagingQuery(0, 1_000_000, defaultSize, extra);

/** The same for a list the specification pages from 1 (listings, units, events). */
export const oneBasedPagingQuery = <Extra extends z.ZodRawShape = Record<never, never>>(
  defaultSize: number,
  extra: Extra = {} as Extra,
) => pagingQuery(1, 100_000, defaultSize, extra);

/** Every list answers `{content, page, size, totalElements, totalPages}`. */
export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}

import type { PageRequest } from '@propdesk/shared';

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** The answer of every list: one page of `content` out of `totalElements`. */
export function toPage<T>(content: T[], totalElements: number, request: PageRequest): Page<T> {
  return {
    content,
    page: request.page,
    size: request.size,
    totalElements,
    totalPages: Math.ceil(totalElements / request.size),
  };
}

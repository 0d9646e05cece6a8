import { AppError } from '@propdesk/shared';

/**
 * The gate of a delete that others may make at the same moment: the DELETE answers whether it
 * removed the row, and only the call that did goes on to its audit entry and its answer. A call
 * that finds the row gone already answers 404, as if it had never been there.
 */
export function assertRemoved(removed: boolean, notFound: string): void {
  if (!removed) throw new AppError('NOT_FOUND', notFound);
}

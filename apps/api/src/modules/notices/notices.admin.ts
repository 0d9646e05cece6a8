import type { ModuleContext } from '../../infra/context';
import * as repo from './notices.repository';

const FAILED_LIST_LIMIT = 200;

/** The operator's view of notices that ran out of attempts (CLI only: no access check). */
export async function listFailedNotices(ctx: ModuleContext) {
  return repo.listFailed(ctx.db, FAILED_LIST_LIMIT);
}

/**
 * Puts failed notices back in the queue with all their attempts (CLI only: no access check);
 * every one of them when no ids are given. Resolves with how many were queued again.
 */
export async function retryFailedNotices(ctx: ModuleContext, ids?: number[]) {
  return repo.requeueFailed(ctx.db, ids);
}

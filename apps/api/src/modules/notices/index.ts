/*
 * Internal API: modules queue notices in the transaction of their change; app.ts runs the
 * worker, the CLI lists and retries failed ones.
 * Not services: no actor and no access check; the caller has authorized the request.
 */
export {
  enqueueNotice,
  enqueueNotices,
  type NoticeInput,
  type NoticesContext,
} from './notices.service';
export { createNoticeWorker, type NoticeWorker } from './notices.worker';
export { listFailedNotices, retryFailedNotices } from './notices.admin';

/**
 * Tests of modules that queue notices: delivers every notice due now and resolves once none is
 * left, so a test can look at the mails (`t.mails`) right after the request that queued them.
 */
export function drainNotices(worker: { drain(): Promise<number> }): Promise<number> {
  return worker.drain();
}

// Internal API for people's rights over their data: this module's part of an export and erasure.
export { noticesPersonalData } from './notices.personal-data';

import type { Database } from '../../infra/db';
import { insertNotices } from './notices.repository';

/** What the notices module needs: the database and where webhooks go (none when unset). */
export interface NoticesContext {
  db: Database;
  webhookUrl?: string;
}

/** One thing to tell someone: always an email, and the same notice as JSON to the webhook. */
export interface NoticeInput {
  /** What happened, e.g. 'lead.created'; the webhook body's `type`. */
  event: string;
  email: {
    to: string;
    subject: string;
    text: string;
    /** An HTML part beside the text (an alert's cards); the text alone when left out. */
    html?: string;
    /** Headers of this e-mail's own, e.g. RFC 8058's List-Unsubscribe. */
    headers?: Record<string, string>;
  };
  /** The webhook's JSON body (without `type`, which comes from `event`). */
  data: Record<string, unknown>;
}

/**
 * Queues a notice for delivery. Call it with the transaction that writes what the notice
 * announces: both are kept or neither is, and a crash after the commit still delivers it.
 */
export async function enqueueNotice(
  ctx: NoticesContext,
  tenantId: number,
  notice: NoticeInput,
): Promise<void> {
  await enqueueNotices(ctx, tenantId, [notice]);
}

/** Queues several notices in one statement, as `enqueueNotice` each (many alerts at 08:00). */
export async function enqueueNotices(
  ctx: NoticesContext,
  tenantId: number,
  list: NoticeInput[],
): Promise<void> {
  if (!list.length) return;
  await insertNotices(
    ctx.db,
    list.flatMap((notice) => [
      {
        tenantId,
        channel: 'EMAIL' as const,
        event: notice.event,
        recipient: notice.email.to,
        subject: notice.email.subject,
        body: notice.email.text,
        html: notice.email.html ?? null,
        headers: notice.email.headers ?? null,
      },
      ...(ctx.webhookUrl
        ? [
            {
              tenantId,
              channel: 'WEBHOOK' as const,
              event: notice.event,
              payload: { type: notice.event, ...notice.data },
            },
          ]
        : []),
    ]),
  );
}

import { createHmac } from 'node:crypto';
import type { Mailer } from '../../infra/mailer';
import type { NoticeRow } from './notices.repository';

/** Where and how webhooks go; the URL is read at delivery, so a changed setting applies at once. */
export interface WebhookSettings {
  url?: string;
  timeoutMs: number;
  secret?: string;
}

/** A delivery that no retry can fix (nothing to send it to): the notice fails at once. */
export class PermanentDeliveryError extends Error {}

const SIGNATURE_HEADER = 'x-propdesk-signature';

/**
 * The signature a receiver recomputes: HMAC-SHA256, keyed with MESSAGING_WEBHOOK_SECRET, of
 * `{timestamp}.{raw body}`, sent as `t={timestamp},v1={hex}`. The timestamp (Unix seconds) in
 * the signed text lets a receiver refuse old replays.
 */
function webhookSignature(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** Sends one notice; throws when it was not delivered. */
export async function deliverNotice(
  notice: NoticeRow,
  mailer: Mailer,
  webhook: WebhookSettings,
): Promise<void> {
  if (notice.channel === 'EMAIL') {
    await mailer.send({
      to: notice.recipient!,
      subject: notice.subject!,
      text: notice.body!,
      ...(notice.html && { html: notice.html }),
      ...(notice.headers && { headers: notice.headers }),
      key: `${notice.createdAt.getTime()}-notice-${notice.id}`,
    });
    return;
  }
  await postWebhook(notice, webhook);
}

async function postWebhook(notice: NoticeRow, webhook: WebhookSettings) {
  if (!webhook.url) throw new PermanentDeliveryError('MESSAGING_WEBHOOK_URL is not set');
  const body = JSON.stringify(notice.payload);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Propdesk-Notices',
    // The same key on every attempt of this notice: a receiver that saw it drops the repeat.
    'idempotency-key': `notice-${notice.id}`,
    'x-propdesk-event': notice.event,
  };
  if (webhook.secret) {
    headers[SIGNATURE_HEADER] = webhookSignature(
      webhook.secret,
      Math.floor(Date.now() / 1000),
      body,
    );
  }
  let response: Response;
  try {
    response = await fetch(webhook.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(webhook.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new Error(`The webhook did not answer within ${webhook.timeoutMs} ms`);
    }
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new Error(`The webhook could not be reached${cause ? ` (${cause})` : ''}`);
  }
  // Only the status is kept: the receiver's body could echo anything.
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) {
    throw new Error(`The webhook answered HTTP ${response.status}`);
  }
}

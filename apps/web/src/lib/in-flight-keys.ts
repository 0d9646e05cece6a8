import { newRandomKey } from './random-key';

/**
 * The Idempotency-Key of POSTs the page sends: the same request sent again while the first is
 * still on its way (a double tap, a form submitted twice) gets the first one's key, so the
 * server makes one thing and answers both alike; once the first is answered, the same request
 * is a new submission with a new key. A request is the same when its address and body are.
 */
export class InFlightKeys {
  private readonly sending = new Map<string, { key: string; senders: number }>();

  /** The key for `request`, held until `done` is called for it. */
  async take(request: Request): Promise<{ key: string; done: () => void }> {
    // A form's files are read by the server once and never compared: a fresh key each.
    const multipart = request.headers.get('content-type')?.startsWith('multipart/') ?? false;
    if (multipart) return { key: newRandomKey(), done: () => {} };
    const same = `${request.url}\n${await request.clone().text()}`;
    const held = this.sending.get(same) ?? { key: newRandomKey(), senders: 0 };
    held.senders++;
    this.sending.set(same, held);
    return {
      key: held.key,
      done: () => {
        if (--held.senders === 0) this.sending.delete(same);
      },
    };
  }
}

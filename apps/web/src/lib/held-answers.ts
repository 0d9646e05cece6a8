const TENANT_HEADER = 'X-Tenant';
const LANGUAGE_HEADER = 'Accept-Language';
const IF_NONE_MATCH = 'If-None-Match';
const ETAG = 'ETag';
const CONTENT_TYPE = 'Content-Type';

export interface HeldAnswer {
  etag: string;
  body: string;
  contentType: string;
}

/**
 * The last answer to each GET the API tagged with an ETag (the listing reads), so that reading
 * it again asks only whether it changed: the request names the tag in If-None-Match, and a 304
 * is answered here with the bytes held, which parse into the same data the page already shows.
 * The server's tag is a hash of the answer's bytes for this very caller, so a 304 never hands
 * over anything the server would not send. Bounded in answers and characters; the oldest go.
 */
export class HeldAnswers {
  private entries = new Map<string, HeldAnswer>();
  private size = 0;

  constructor(
    private readonly maxAnswers = 200,
    private readonly maxChars = 4_000_000,
  ) {}

  /** An answer per site, language and address: the API answers many reads in the reader's. */
  private static keyOf(request: Request): string | undefined {
    return request.method === 'GET'
      ? `${request.headers.get(TENANT_HEADER) ?? ''} ${request.headers.get(LANGUAGE_HEADER) ?? ''} ${request.url}`
      : undefined;
  }

  /**
   * Names the held answer's tag on a GET whose last answer is held, and returns that answer:
   * hand it to settle() with the response.
   */
  prepare(request: Request): HeldAnswer | undefined {
    const key = HeldAnswers.keyOf(request);
    const held = key === undefined ? undefined : this.entries.get(key);
    if (held) request.headers.set(IF_NONE_MATCH, held.etag);
    return held;
  }

  /** The response to hand on: a 304 becomes the answer held; a tagged answer is held. */
  async settle(request: Request, response: Response, sent?: HeldAnswer): Promise<Response> {
    const key = HeldAnswers.keyOf(request);
    if (key === undefined) return response;
    const held = sent;
    if (response.status === 304 && held) {
      // The most recently used stay longest.
      this.entries.delete(key);
      this.entries.set(key, held);
      return new Response(held.body, {
        status: 200,
        headers: { [CONTENT_TYPE]: held.contentType, [ETAG]: held.etag },
      });
    }
    const etag = response.headers.get(ETAG);
    if (response.status !== 200 || !etag) {
      if (held) this.forget(key);
      return response;
    }
    const body = await response.clone().text();
    this.hold(key, {
      etag,
      body,
      contentType: response.headers.get(CONTENT_TYPE) ?? 'application/json',
    });
    return response;
  }

  clear(): void {
    this.entries.clear();
    this.size = 0;
  }

  private hold(key: string, answer: HeldAnswer) {
    this.forget(key);
    if (answer.body.length > this.maxChars) return;
    this.entries.set(key, answer);
    this.size += answer.body.length;
    for (const [oldest, { body }] of this.entries) {
      if (this.entries.size <= this.maxAnswers && this.size <= this.maxChars) break;
      this.entries.delete(oldest);
      this.size -= body.length;
    }
  }

  private forget(key: string) {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.size -= held.body.length;
  }
}

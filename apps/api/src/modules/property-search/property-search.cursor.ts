import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '@propdesk/shared';
import type { Boundary, Sort } from './property-search.query';
import { SORT_KEYS } from './property-search.schemas';

const INVALID_CURSOR = 'Invalid cursor';

/** What a cursor carries: the sort it continues, and the last row's sort value and id. */
const payload = z.tuple([
  z.enum(SORT_KEYS),
  z.enum(['asc', 'desc']),
  z.string().max(400).nullable(),
  z.number().int().positive(),
]);

const SIGNATURE_BYTES = 16;

/**
 * Opaque keyset cursors for the dashboard's listing search: the position after a page's last row,
 * signed so that a cursor the server did not make is refused instead of being read as SQL input.
 * The key comes from the token secret, so every server process reads every other's cursors.
 */
export class ListingCursors {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    this.key = createHmac('sha256', secret).update('propdesk listing cursor').digest();
  }

  private sign(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest().subarray(0, SIGNATURE_BYTES);
  }

  /** The cursor of the position right after `row` in `sort`'s order. */
  after(sort: Sort, row: { id: number; at: string | null }): string {
    const body = Buffer.from(JSON.stringify([sort.key, sort.direction, row.at, row.id])).toString(
      'base64url',
    );
    return `${body}.${this.sign(body).toString('base64url')}`;
  }

  /** Where a page continuing `cursor` starts; 400 'Invalid cursor' unless this server made it for `sort`. */
  read(sort: Sort, cursor: string): Boundary {
    const [body, signature, ...rest] = cursor.split('.');
    if (!body || !signature || rest.length > 0)
      throw new AppError('VALIDATION_FAILED', INVALID_CURSOR);
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('VALIDATION_FAILED', INVALID_CURSOR);
    }
    let parsed: z.infer<typeof payload>;
    try {
      parsed = payload.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    } catch {
      throw new AppError('VALIDATION_FAILED', INVALID_CURSOR);
    }
    const [key, direction, at, id] = parsed;
    if (key !== sort.key || direction !== sort.direction) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${INVALID_CURSOR}: it continues the order ${key} ${direction}, not ${sort.key} ${sort.direction}`,
      );
    }
    return { at, id, inclusive: false };
  }
}

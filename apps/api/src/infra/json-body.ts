import type { FastifyInstance } from 'fastify';
import { AppError } from '@propdesk/shared';

/**
 * The largest JSON request body, in bytes (413 above it). The biggest real bodies (a listing
 * with its translations and places, a bulk change of 200 listings) stay under 100 KB; photos
 * and CSV files come as multipart uploads, with limits of their own.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * How deep arrays and objects may nest in a JSON request body (400 deeper). The deepest real
 * body (a search with an area's polygon) nests 5 levels; recursive code (parsing, validation,
 * the answer cache's key) overflows the stack near 10,000.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` nests arrays and objects deeper than `max`, brackets inside strings aside: one
 * pass without recursion, which stops at the first level too deep, so a megabyte of `[` costs
 * no more than `max` characters.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * JSON bodies with an explicit size limit and a depth limit checked before anything walks the
 * body: Fastify's own parser (with its prototype-poisoning checks) runs only on a body shallow
 * enough.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      const text = body as string;
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(
          new AppError(
            'BAD_REQUEST',
            'The request body nests arrays and objects too deeply (at most 32 levels)',
          ),
          undefined,
        );
        return;
      }
      void parse(request, text, done);
    },
  );
}

import { createHash } from 'node:crypto';

/**
 * A strong ETag of an answer's bytes: 162 bits of its SHA-256. Made from the bytes themselves,
 * so equal tags mean equal answers whoever computed them, in whichever process.
 */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names `etag` (or is `*`): the client already holds this
 * answer. Weak tags compare by their opaque part, as RFC 9110 says for If-None-Match.
 */
export function holdsEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (header.trim() === '*') return true;
  // Cheap test first: most headers hold exactly the one tag this server sent.
  if (!header.includes(etag)) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

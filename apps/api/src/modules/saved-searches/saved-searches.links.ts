import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * What a signed link in an alert may do without a sign-in: stop the alerts (RFC 8058's one-click
 * unsubscribe) or open the search's settings. The token names the search and the purpose, and
 * is signed with a key derived from the server's token secret: it cannot be made for another
 * search, and it never expires (an unsubscribe link must work in an old e-mail too).
 */
export type SearchLinkPurpose = 'unsubscribe' | 'manage';

/** Derived once per secret: the 08:00 run signs two links for each of thousands of e-mails. */
const linkKeys = new WeakMap<Uint8Array, Buffer>();

function linkKey(serverSecret: Uint8Array): Buffer {
  let key = linkKeys.get(serverSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', serverSecret, 'propdesk', 'saved-search-links', 32));
    linkKeys.set(serverSecret, key);
  }
  return key;
}

const signature = (key: Buffer, publicId: string, purpose: SearchLinkPurpose) =>
  createHmac('sha256', key).update(`${purpose}:${publicId}`).digest('base64url');

/** `{publicId}.{signature}`: the token of a search's unsubscribe or manage link. */
export function searchLinkToken(
  serverSecret: Uint8Array,
  publicId: string,
  purpose: SearchLinkPurpose,
): string {
  return `${publicId}.${signature(linkKey(serverSecret), publicId, purpose)}`;
}

/** The search's public id when the token is genuine for this purpose; else null. */
export function readSearchLinkToken(
  serverSecret: Uint8Array,
  token: string,
  purpose: SearchLinkPurpose,
): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const publicId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(linkKey(serverSecret), publicId, purpose));
  return given.length === expected.length && timingSafeEqual(given, expected) ? publicId : null;
}

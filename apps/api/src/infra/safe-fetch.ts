import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '@propdesk/shared';

/**
 * Fetching an address the public gave us (a photo's URL in an import) without letting it reach
 * the server's own network: http(s) only, no credentials, never a loopback, private, link-local,
 * shared (CGNAT), multicast or reserved address, checked on the address the connection is made
 * to (so a DNS answer that changes between a check and the connection cannot slip through) and
 * again on every redirect; with a time limit, a size limit and 2xx answers only.
 */

/** The operator's settings: REMOTE_FETCH_ALLOW and REMOTE_FETCH_TIMEOUT_MS. */
export interface RemoteFetchSettings {
  /** Host names, addresses or CIDR ranges that may be fetched even when private. */
  allow: readonly string[];
  /** The whole fetch, redirects included: connection, headers and body. */
  timeoutMs: number;
}

export interface SafeFetchOptions extends RemoteFetchSettings {
  /** The largest body accepted; a longer one is aborted as soon as it passes this. */
  maxBytes: number;
  /** Resolves host names (tests hand a fake resolver; the default is the system's). */
  lookup?: typeof dnsLookup;
}

export interface FetchedBody {
  body: Buffer;
  contentType: string | undefined;
  /** The address the body came from, after redirects. */
  url: string;
}

const MAX_REDIRECTS = 5;
/** The longest address fetched (and kept with a photo). */
const MAX_URL_LENGTH = 2048;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const NOT_ALLOWED = 'The photo address is not allowed';
const NOT_DOWNLOADED = 'The photo could not be downloaded';
const TOO_LARGE = 'The photo is too large';
const TOO_SLOW = 'The photo took too long to download';
const TOO_MANY_REDIRECTS = 'The photo address redirects too many times';

/** Addresses a fetch never reaches unless the allow-list names them. */
const BLOCKED = (() => {
  const list = new BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8], // "this network", 0.0.0.0 included
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // shared address space (CGNAT)
    ['127.0.0.0', 8],
    ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
    ['172.16.0.0', 12],
    ['192.0.0.0', 24], // IETF protocol assignments
    ['192.0.2.0', 24], // documentation
    ['192.88.99.0', 24], // 6to4 relays
    ['192.168.0.0', 16],
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ];
  const v6: [string, number][] = [
    ['::', 96], // unspecified, loopback and the old IPv4-compatible forms
    ['64:ff9b::', 96], // NAT64: an IPv4 address behind a translator
    ['64:ff9b:1::', 48],
    ['100::', 64], // discard
    ['2001::', 23], // IETF protocol assignments (Teredo included)
    ['2001:db8::', 32], // documentation
    ['2002::', 16], // 6to4: an IPv4 address inside
    ['fc00::', 7], // unique local
    ['fe80::', 10], // link-local
    ['fec0::', 10], // old site-local
    ['ff00::', 8], // multicast
  ];
  for (const [net, bits] of v4) list.addSubnet(net, bits, 'ipv4');
  for (const [net, bits] of v6) list.addSubnet(net, bits, 'ipv6');
  // IPv4-mapped IPv6 (::ffff:a.b.c.d): BlockList checks these against the IPv4 ranges above.
  return list;
})();

/** An allow-list: the host names it names, and its addresses and ranges. */
interface Allowed {
  hosts: Set<string>;
  addresses: BlockList;
}

function allowedOf(entries: readonly string[]): Allowed {
  const hosts = new Set<string>();
  const addresses = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const [address, bits] = entry.split('/');
    const family = address ? isIP(address) : 0;
    if (family === 0) {
      hosts.add(entry);
      continue;
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) addresses.addAddress(address!, type);
    else addresses.addSubnet(address!, Number(bits), type);
  }
  return { hosts, addresses };
}

/** True when an address may be connected to: public, or on the allow-list. */
export function addressAllowed(address: string, allowed: Allowed = allowedOf([])): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return allowed.addresses.check(address, type) || !BLOCKED.check(address, type);
}

/** An address the URL gives: http(s), no user name or password. */
function checkedUrl(address: string | URL): URL {
  if (String(address).length > MAX_URL_LENGTH) throw new AppError('VALIDATION_FAILED', NOT_ALLOWED);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new AppError('VALIDATION_FAILED', NOT_ALLOWED);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('VALIDATION_FAILED', NOT_ALLOWED);
  }
  if (url.username || url.password) throw new AppError('VALIDATION_FAILED', NOT_ALLOWED);
  return url;
}

/** The URL's host as a literal address ('[::1]' as '::1'), or undefined for a name. */
function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}

/**
 * The resolver the connection uses: every address the name resolves to must be allowed, and
 * the connection goes to one of those very addresses.
 */
function guardedLookup(resolve: typeof dnsLookup, allowed: Allowed): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!found.length || found.some((a) => !addressAllowed(a.address, allowed))) {
        return callback(new AppError('VALIDATION_FAILED', NOT_ALLOWED), '', 0);
      }
      if (options.all) return (callback as unknown as AllCallback)(null, found);
      callback(null, found[0]!.address, found[0]!.family);
    });
  };
}
type AllCallback = (error: Error | null, addresses: LookupAddress[]) => void;

/**
 * GETs a public http(s) address and returns its body, following at most 5 redirects, each one
 * checked again. Throws an AppError (refused address, not 2xx, too large, too slow).
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedBody> {
  const allowed = allowedOf(options.allow);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs);
  try {
    let url = checkedUrl(address);
    for (let redirects = 0; ; redirects++) {
      const response = await connect(url, allowed, options, abort.signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= MAX_REDIRECTS) throw new AppError('UNPROCESSABLE', TOO_MANY_REDIRECTS);
        url = checkedUrl(new URL(location, url));
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) {
        response.destroy();
        throw new AppError('UNPROCESSABLE', NOT_DOWNLOADED);
      }
      const body = await readBody(response, options.maxBytes);
      return { body, contentType: response.headers['content-type'], url: url.href };
    }
  } catch (error) {
    if (abort.signal.aborted) throw new AppError('UNPROCESSABLE', TOO_SLOW);
    if (error instanceof AppError) throw error;
    throw new AppError('UNPROCESSABLE', NOT_DOWNLOADED);
  } finally {
    clearTimeout(timer);
  }
}

/** What a request sends besides its address. */
interface OutgoingRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** Sends the request and waits for the answer's headers. */
function connect(
  url: URL,
  allowed: Allowed,
  options: SafeFetchOptions,
  signal: AbortSignal,
  send: OutgoingRequest = { method: 'GET', headers: { accept: 'image/*, */*;q=0.5' } },
): Promise<IncomingMessage> {
  const host = url.hostname.toLowerCase();
  const literal = literalAddress(url);
  const onAllowList = allowed.hosts.has(host);
  if (literal && !onAllowList && !addressAllowed(literal, allowed)) {
    return Promise.reject(new AppError('VALIDATION_FAILED', NOT_ALLOWED));
  }
  const lookup = onAllowList ? undefined : guardedLookup(options.lookup ?? dnsLookup, allowed);
  const request = (url.protocol === 'https:' ? https : http).request;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: send.method,
      agent: false,
      signal,
      ...(lookup && { lookup }),
      headers: { ...send.headers, 'user-agent': 'Propdesk' },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end(send.body);
  });
}

/** The body, up to `maxBytes`: a Content-Length above it is refused before a byte is read. */
function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE));
        return;
      }
      chunks.push(chunk);
    });
    response.once('end', () => resolve(Buffer.concat(chunks)));
    response.once('error', reject);
    response.once('close', () => {
      if (!response.complete) reject(new AppError('UNPROCESSABLE', NOT_DOWNLOADED));
    });
  });
}

/** safeRequest's answer did not come in time. */
export class RequestTimedOut extends AppError {
  constructor() {
    super('UNPROCESSABLE', 'The server took too long to answer');
  }
}

/** An answer of any status, as safeRequest gives it. */
export interface SafeAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A GET or POST to an address a site admin gave (another RESO server) with the same guards as
 * safeFetch: http(s) only, no private address unless allowed, checked on the connection and on
 * every redirect (GET only: a POST's redirect is answered as it is), time and size limits. Any
 * status is answered; throws an AppError for a refused address (VALIDATION_FAILED), a body too
 * large (PAYLOAD_TOO_LARGE), a timeout (RequestTimedOut) or no answer (UNPROCESSABLE).
 */
export async function safeRequest(
  address: string,
  send: OutgoingRequest,
  options: SafeFetchOptions,
): Promise<SafeAnswer> {
  const allowed = allowedOf(options.allow);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs);
  try {
    let url = checkedUrl(address);
    for (let redirects = 0; ; redirects++) {
      const response = await connect(url, allowed, options, abort.signal, send);
      const location = response.headers.location;
      if (send.method === 'GET' && REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= MAX_REDIRECTS) throw new AppError('UNPROCESSABLE', TOO_MANY_REDIRECTS);
        url = checkedUrl(new URL(location, url));
        continue;
      }
      const body = await readBody(response, options.maxBytes);
      return { status: response.statusCode ?? 0, headers: response.headers, body };
    }
  } catch (error) {
    if (abort.signal.aborted) throw new RequestTimedOut();
    if (error instanceof AppError) throw error;
    throw new AppError('UNPROCESSABLE', NOT_DOWNLOADED);
  } finally {
    clearTimeout(timer);
  }
}

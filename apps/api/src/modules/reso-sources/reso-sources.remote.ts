import { AppError } from '@propdesk/shared';
import {
  RequestTimedOut,
  safeRequest,
  type RemoteFetchSettings,
  type SafeAnswer,
} from '../../infra/safe-fetch';
import type { RemoteRecord } from './reso-sources.mapping';

/** The remote server failed the run: the message says what, for the admin. */
export class RemoteError extends Error {}

/** The largest answer read from a remote server (a page of 200 listings with their media). */
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;
/** A token is used until this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface RemoteSource {
  /** Caches the token under this key (the source's id). */
  id: number;
  serviceRoot: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Tokens by source, until they expire (per server process). */
export type TokenCache = Map<number, { token: string; until: number }>;

function describe(answer: SafeAnswer, what: string): string {
  const status = answer.status;
  if (status === 401 || status === 403) return `${what} refused the credentials (${status})`;
  if (status === 429) {
    const wait = answer.headers['retry-after'];
    return `${what} asked to slow down (429)${wait ? `: retry after ${String(wait)} s` : ''}`;
  }
  if (status >= 500) return `${what} failed (${status})`;
  return `${what} answered ${status}`;
}

async function send(
  address: string,
  init: Parameters<typeof safeRequest>[1],
  settings: RemoteFetchSettings,
) {
  try {
    return await safeRequest(address, init, { ...settings, maxBytes: MAX_ANSWER_BYTES });
  } catch (error) {
    if (error instanceof RequestTimedOut)
      throw new RemoteError(`${address} took too long to answer`);
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
      throw new RemoteError(`The address ${address} is not allowed (only public http(s) servers)`);
    }
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
      throw new RemoteError(`${address} answered more than ${MAX_ANSWER_BYTES} bytes`);
    }
    throw new RemoteError(`${address} could not be reached`);
  }
}

function json(answer: SafeAnswer, address: string): unknown {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    throw new RemoteError(`${address} did not answer JSON`);
  }
}

/** A client of one remote RESO Web API server: OAuth2 client credentials, then OData GETs. */
export function remoteClient(
  source: RemoteSource,
  settings: RemoteFetchSettings,
  tokens: TokenCache,
) {
  async function token(): Promise<string> {
    const cached = tokens.get(source.id);
    if (cached && cached.until > Date.now()) return cached.token;
    const answer = await send(
      source.tokenUrl,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: source.clientId,
          client_secret: source.clientSecret,
        }).toString(),
      },
      settings,
    );
    if (answer.status !== 200) {
      const body = answer.body.toString('utf8').slice(0, 200);
      let detail = '';
      try {
        const parsed = JSON.parse(body) as { error?: string; error_description?: string };
        detail = [parsed.error, parsed.error_description].filter(Boolean).join(': ');
      } catch {
        // Not JSON: the status says enough.
      }
      throw new RemoteError(
        `${describe(answer, 'The token endpoint')}${detail ? ` (${detail})` : ''}`,
      );
    }
    const body = json(answer, source.tokenUrl) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') {
      throw new RemoteError('The token endpoint answered no access_token');
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    tokens.set(source.id, {
      token: body.access_token,
      until: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS,
    });
    return body.access_token;
  }

  /** GETs an address of the service (JSON), or null for a 404 when `missing` allows it. */
  async function get(address: string, options: { missing?: boolean; accept?: string } = {}) {
    const answer = await send(
      address,
      {
        method: 'GET',
        headers: {
          authorization: `Bearer ${await token()}`,
          accept: options.accept ?? 'application/json',
        },
      },
      settings,
    );
    if (answer.status === 404 && options.missing) return null;
    if (answer.status === 401) tokens.delete(source.id);
    if (answer.status !== 200) throw new RemoteError(describe(answer, 'The server'));
    return answer;
  }

  const root = source.serviceRoot.replace(/\/+$/, '');
  const url = (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return `${root}/${path}${search ? `?${search}` : ''}`;
  };

  return {
    token,
    url,
    /** The service document's resources and $metadata's entity types. */
    async describeService() {
      const service = json((await get(url('')))!, root) as { value?: { name?: string }[] };
      const metadata = (await get(url('$metadata'), { accept: 'application/xml' }))!;
      const types = [...metadata.body.toString('utf8').matchAll(/<EntityType\s+Name="([^"]+)"/g)];
      return {
        resources: (service.value ?? []).flatMap((r) => (r.name ? [r.name] : [])),
        entityTypes: types.map((m) => m[1]!),
      };
    },
    /** Every record of a query, page after page (`@odata.nextLink`). */
    async *records(address: string): AsyncGenerator<RemoteRecord[]> {
      let next: string | undefined = address;
      while (next) {
        const page = json((await get(next))!, next) as {
          value?: RemoteRecord[];
          '@odata.nextLink'?: string;
        };
        yield page.value ?? [];
        next = page['@odata.nextLink'] ? new URL(page['@odata.nextLink'], next).href : undefined;
      }
    },
    /** One record by key, or null when the server no longer has it. */
    async record(resource: string, key: string) {
      const answer = await get(url(`${resource}('${key.replace(/'/g, "''")}')`), { missing: true });
      return answer && (json(answer, resource) as RemoteRecord);
    },
    /** `$count` of a resource. */
    async count(resource: string) {
      const page = json((await get(url(resource, { $top: '0', $count: 'true' })))!, resource) as {
        '@odata.count'?: number;
      };
      return page['@odata.count'] ?? null;
    },
  };
}

export type RemoteClient = ReturnType<typeof remoteClient>;

import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { listingOptions } from './queries/listing';

const listing = { publicId: 'L1', title: 'Sunny cottage', price: 800, features: [], images: {} };

describe('the API client and conditional refetches', () => {
  const seen: { url: string; ifNoneMatch: string | null; authorization: string | null }[] = [];
  let current = { body: listing, etag: '"v1"' };

  beforeEach(() => {
    seen.length = 0;
    current = { body: listing, etag: '"v1"' };
    vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const ifNoneMatch = request.headers.get('If-None-Match');
        seen.push({
          url: request.url,
          ifNoneMatch,
          authorization: request.headers.get('Authorization'),
        });
        if (ifNoneMatch === current.etag) {
          return new Response(null, { status: 304, headers: { ETag: current.etag } });
        }
        return new Response(JSON.stringify(current.body), {
          status: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8', ETag: current.etag },
        });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("refetches a listing with its ETag and keeps the query's data when it did not change", async () => {
    const api = createApiClient({ tenant: 'demo', getToken: () => 'token-1' });
    const queries = new QueryClient();
    const options = listingOptions(api, 'demo', 'L1');
    const first = await queries.fetchQuery(options);
    expect(first).toEqual(listing);
    expect(seen[0]).toEqual({
      url: 'http://localhost/properties/ids/L1/get',
      ifNoneMatch: null,
      authorization: 'Bearer token-1',
    });

    await queries.refetchQueries({ queryKey: options.queryKey });
    expect(seen[1]?.ifNoneMatch).toBe('"v1"');
    // The 304 gave back the same data, so the query keeps the very object the page shows.
    expect(queries.getQueryData(options.queryKey)).toBe(first);

    current = { body: { ...listing, price: 810 }, etag: '"v2"' };
    await queries.refetchQueries({ queryKey: options.queryKey });
    expect(seen[2]?.ifNoneMatch).toBe('"v1"');
    expect(queries.getQueryData(options.queryKey)).toEqual({ ...listing, price: 810 });
  });

  it('asks for the active language, so the API writes its messages in it', async () => {
    const languages: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        languages.push(request.headers.get('Accept-Language'));
        return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const api = createApiClient({ tenant: 'demo' });
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    try {
      await api.GET('/api/v2/countries', {} as never);
    } finally {
      i18n.activate('en');
    }
    await api.GET('/api/v2/countries', {} as never);
    // A read that names its language keeps it, whatever the active one.
    await api.GET('/api/v2/countries', { headers: { 'Accept-Language': 'ar' } } as never);
    expect(languages).toEqual(['fr', 'en', 'ar']);
  });
});

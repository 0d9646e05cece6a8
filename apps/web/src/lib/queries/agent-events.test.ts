import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api-client';
import { agentEventsOptions, EVENT_TABS, type EventTab } from './agent-events';

/** The query each tab sends, read from a client that records the call. */
async function queryOf(tab: EventTab, page = 1, language: 'en' | 'fr' = 'en') {
  const GET = vi.fn().mockResolvedValue({
    data: { content: [], page, size: 10, totalElements: 0, totalPages: 0 },
    response: new Response(null, { status: 200 }),
  });
  const options = agentEventsOptions({ GET } as unknown as ApiClient, 'demo', 'AG1', tab, language);
  const queryFn = options.queryFn as (context: {
    pageParam: number;
    signal: AbortSignal;
  }) => Promise<unknown>;
  await queryFn({ pageParam: page, signal: new AbortController().signal });
  const [url, init] = GET.mock.calls[0] as [
    string,
    { params: { path: unknown; query: unknown }; headers: unknown },
  ];
  return { url, ...init.params, headers: init.headers, key: options.queryKey };
}

describe('agentEventsOptions', () => {
  it("asks each tab's statuses, soonest first only for what is to come", async () => {
    expect((await queryOf('upcoming')).query).toEqual({
      page: 1,
      elementPerPage: 10,
      key: 'start',
      status: 'UPCOMING,ONGOING',
      direction: 'asc',
    });
    expect((await queryOf('past', 2)).query).toMatchObject({
      page: 2,
      status: 'COMPLETED',
      direction: 'desc',
    });
    expect((await queryOf('cancelled')).query).toMatchObject({
      status: 'CANCELLED',
      direction: 'desc',
    });
  });

  it("reads the agent's list, keyed under the site's events", async () => {
    for (const tab of EVENT_TABS) {
      const call = await queryOf(tab);
      expect(call.url).toBe('/api/v2/agents/ids/{id}/events/all');
      expect(call.path).toEqual({ id: 'AG1' });
      expect(call.key).toEqual(['demo', 'events', 'agent', 'AG1', tab, 'in', 'en']);
    }
  });

  it("reads each language apart: the events' categories are named in the reader's", async () => {
    const french = await queryOf('upcoming', 1, 'fr');
    expect(french.key).toEqual(['demo', 'events', 'agent', 'AG1', 'upcoming', 'in', 'fr']);
    expect(french.headers).toEqual({ 'Accept-Language': 'fr' });
  });

  it('asks for the next page while one is left', () => {
    const { getNextPageParam } = agentEventsOptions({} as ApiClient, 'demo', 'AG1', 'past', 'en');
    const page = (n: number, of: number) => ({
      content: [],
      page: n,
      size: 10,
      totalElements: of * 10,
      totalPages: of,
    });
    expect(getNextPageParam(page(1, 3), [], 1, [])).toBe(2);
    expect(getNextPageParam(page(3, 3), [], 3, [])).toBeUndefined();
    expect(getNextPageParam(page(1, 0), [], 1, [])).toBeUndefined();
  });
});

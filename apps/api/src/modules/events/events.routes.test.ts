import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  expectError,
  type TestApp,
  type TestResponse,
} from '../../test/helper';
import { json } from '../../test/api-body';
import { jpegImage } from '../../test/images';
import { cast, refs } from '../../test/listings';
import { upload } from '../../test/uploads';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let avondale: string;
let category: { publicId: string; name: string };

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  avondale = await (await refs(t)).suburb('Avondale');
  const categories = await t.request('GET', '/api/v2/events/categories');
  category = json(categories, 'listEventCategories', 200).content.find(
    (c) => c.name === 'Open house',
  )!;
});
afterAll(() => t.close());

const openDay = (overrides: Record<string, unknown> = {}) => ({
  name: 'Avondale open day',
  title: 'Open house in Avondale',
  description: 'Three homes. Call 0772 123 456 to book a slot.',
  start: '2031-12-05T10:00:00+02:00',
  end: '2031-12-05T12:00:00+02:00',
  location: '12 King George Road',
  suburbId: avondale,
  liveLink: 'https://meet.example.com/open-day',
  type: 'EVENT',
  capacity: 40,
  registration: 'https://example.com/register',
  rate: 12.5,
  category: category.publicId,
  ...overrides,
});

const create = (body: unknown, token = who.agentA.token, tenant?: string) =>
  t.request('POST', '/api/v2/events/create', { token, body, tenant });

async function createOk(body: unknown = openDay(), token = who.agentA.token, tenant?: string) {
  return json(await create(body, token, tenant), 'createEvent', 201);
}

const get = (id: string, tenant?: string) => t.request('GET', `/events/ids/${id}/get`, { tenant });

const ISO_UTC = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('POST /api/v2/events/create', () => {
  it('creates the event of the calling agent, in UTC, with the site currency', async () => {
    const res = await create(openDay());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      publicId: expect.stringMatching(/^[0-9A-Za-z]{16}$/),
      name: 'Avondale open day',
      title: 'Open house in Avondale',
      description: 'Three homes. Call 0772 123 456 to book a slot.',
      start: '2031-12-05T08:00:00.000Z',
      end: '2031-12-05T10:00:00.000Z',
      location: '12 King George Road',
      suburbId: avondale,
      suburb: { publicId: avondale, name: 'Avondale', city: 'Harare' },
      liveLink: 'https://meet.example.com/open-day',
      type: 'EVENT',
      status: 'UPCOMING',
      capacity: 40,
      registration: 'https://example.com/register',
      rate: 12.5,
      currency: 'USD',
      banner: null,
      image_url: null,
      category,
      agentId: who.agentA.publicId,
      agent: { publicId: who.agentA.publicId, name: 'Test Realty', image_url: null },
      createdAt: ISO_UTC,
      updatedAt: ISO_UTC,
    });
    expect((await get(res.body.publicId)).body).toEqual(res.body);
  });

  it('takes the defaults, and the name as the title when none is given', async () => {
    const res = await create({
      name: 'Webinar',
      start: '2031-01-01T10:00:00Z',
      end: '2031-01-01T10:00:00Z',
      liveLink: 'http://meet.example.com/x',
      publicId: 'mine',
      status: 'CANCELLED',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Webinar',
      title: 'Webinar',
      description: '',
      location: null,
      suburbId: null,
      suburb: null,
      type: 'EVENT',
      status: 'UPCOMING',
      capacity: 0,
      registration: 'OPEN',
      rate: 0,
      category: null,
    });
    expect(res.body.publicId).not.toBe('mine');
  });

  it('records a past event, shown as COMPLETED', async () => {
    const res = await create(
      openDay({ start: '2020-03-01T10:00:00Z', end: '2020-03-01T12:00:00Z' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('COMPLETED');
  });

  it.each([
    [{ name: undefined }, 'name', 'Name is required'],
    [{ name: '  ' }, 'name', 'Name is required'],
    [
      { start: '2031-12-05T12:00:01Z', end: '2031-12-05T12:00:00Z' },
      'end',
      'Start must not be after end',
    ],
    [{ start: '2031-12-05' }, 'start', /Enter the start date and time/],
    [{ end: 'soon' }, 'end', /Enter the end date and time/],
    [
      { liveLink: 'javascript:alert(1)' },
      'liveLink',
      'Enter a link that starts with http:// or https://',
    ],
    [
      { liveLink: 'ftp://example.com/x' },
      'liveLink',
      'Enter a link that starts with http:// or https://',
    ],
    [{ registration: 'ftp://example.com/x' }, 'registration', /./],
    [{ registration: 'MAYBE' }, 'registration', /./],
    [{ capacity: -1 }, 'capacity', 'Capacity cannot be negative'],
    [{ capacity: 1.5 }, 'capacity', 'Capacity must be a whole number'],
    [{ rate: -0.01 }, 'rate', /Rate cannot be negative/],
    [{ rate: 1.001 }, 'rate', /Rate can have at most 2 decimals/],
    [{ type: 'PARTY' }, 'type', 'Select a type'],
    [
      { location: null, suburbId: null, liveLink: '' },
      'location',
      'Add a location, a suburb or a live link',
    ],
    [{ name: 'x'.repeat(121) }, 'name', 'Name must be at most 120 characters'],
  ])('refuses %j with 400 on %s', async (overrides, path, message) => {
    const res = await create(openDay(overrides));
    const body = expectError(res, 400, 'VALIDATION_FAILED');
    const detail = body.details?.find((d) => d.path === path);
    expect(detail, JSON.stringify(body)).toBeDefined();
    if (typeof message === 'string') expect(detail!.message).toBe(message);
    else expect(detail!.message).toMatch(message);
  });

  it('refuses an unknown category or suburb with 400 on the field', async () => {
    const cat = expectError(await create(openDay({ category: 'nope' })), 400, 'VALIDATION_FAILED');
    expect(cat.message).toBe('Unknown event category');
    expect(cat.details).toEqual([{ path: 'category', message: 'Unknown event category' }]);
    const sub = expectError(await create(openDay({ suburbId: 'nope' })), 400, 'VALIDATION_FAILED');
    expect(sub.details).toEqual([{ path: 'suburbId', message: 'Unknown suburb' }]);
  });

  it("refuses another site's category and suburb as unknown", async () => {
    const sandboxCategories = await t.request('GET', '/api/v2/events/categories', {
      tenant: 'sandbox',
    });
    const foreign = sandboxCategories.body.content[0].publicId;
    const res = await create(openDay({ category: foreign }));
    expectError(res, 400, 'VALIDATION_FAILED', 'Unknown event category');
    const sandboxSuburb = await (await refs(t, 'sandbox')).suburb('Avondale');
    expectError(
      await create(openDay({ suburbId: sandboxSuburb })),
      400,
      'VALIDATION_FAILED',
      'Unknown suburb',
    );
  });

  it('lets agents only create events', async () => {
    expectError(
      await t.request('POST', '/api/v2/events/create', { body: openDay() }),
      401,
      'UNAUTHENTICATED',
    );
    for (const token of [who.customer.token, who.moderator.token]) {
      expectError(
        await create(openDay(), token),
        403,
        'FORBIDDEN',
        'Only agents can manage events',
      );
    }
    expectError(await create(openDay(), who.otherTenantAgent.token), 403, 'TENANT_MISMATCH');
  });
});

describe('GET /api/v2/events/categories', () => {
  it("lists the site's seeded categories by name, 20 per page from 0", async () => {
    const res = await t.request('GET', '/api/v2/events/categories');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, size: 20, totalElements: 6, totalPages: 1 });
    expect(json(res, 'listEventCategories', 200).content.map((c) => c.name)).toEqual([
      'Auction',
      'Networking',
      'Open house',
      'Property launch',
      'Webinar',
      'Workshop',
    ]);
    const second = await t.request('GET', '/api/v2/events/categories?page=1&size=4');
    expect(second.body).toMatchObject({ page: 1, size: 4, totalElements: 6, totalPages: 2 });
    expect(json(second, 'listEventCategories', 200).content.map((c) => c.name)).toEqual([
      'Webinar',
      'Workshop',
    ]);
  });

  it('has categories of its own on every site', async () => {
    const sandbox = await t.request('GET', '/api/v2/events/categories', { tenant: 'sandbox' });
    const sandboxPage = json(sandbox, 'listEventCategories', 200);
    expect(sandboxPage.totalElements).toBe(6);
    expect(sandboxPage.content.map((c) => c.publicId)).not.toContain(category.publicId);
  });

  it.each(['page=-1', 'size=0', 'size=1000', 'page=x'])('refuses %s with 400', async (q) => {
    expectError(await t.request('GET', `/api/v2/events/categories?${q}`), 400, 'VALIDATION_FAILED');
  });

  it('answers one category, and 404 for an unknown or foreign one', async () => {
    const res = await t.request('GET', `/api/v2/events/categories/ids/${category.publicId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(category);
    for (const tenant of ['sandbox', 'demo']) {
      const id = tenant === 'demo' ? 'unknown' : category.publicId;
      expectError(
        await t.request('GET', `/api/v2/events/categories/ids/${id}`, { tenant }),
        404,
        'NOT_FOUND',
        'Event category not found',
      );
    }
  });
});

describe('GET /events/ids/{id}/get', () => {
  it('answers anyone, signed in or not', async () => {
    const event = await createOk();
    for (const token of [undefined, who.customer.token, who.agentB.token, who.moderator.token]) {
      const res = await t.request('GET', `/events/ids/${event.publicId}/get`, { token });
      expect(res.status).toBe(200);
      expect(json(res, 'getEvent', 200).publicId).toBe(event.publicId);
    }
  });

  it("answers 404 for an unknown id and for another site's event", async () => {
    const event = await createOk();
    expectError(await get('unknown'), 404, 'NOT_FOUND', 'Event not found');
    expectError(await get(event.publicId, 'sandbox'), 404, 'NOT_FOUND', 'Event not found');
    expectError(await get('x'.repeat(65)), 400, 'VALIDATION_FAILED');
  });
});

/** An agent of their own, so list totals count only this test's events. */
async function freshAgent() {
  return createAgent(t);
}

const agentList = (agent: string, query = '', tenant?: string) =>
  t.request('GET', `/api/v2/agents/ids/${agent}/events/all${query}`, { tenant });

const names = (res: { body: { content: { name: string }[] } }) =>
  res.body.content.map((e) => e.name);

describe('GET /api/v2/agents/ids/{id}/events/all', () => {
  it('pages at 10, from page 1, newest start first, with the totals', async () => {
    const agent = await freshAgent();
    for (let i = 0; i < 12; i++) {
      const day = String(i + 1).padStart(2, '0');
      await createOk(
        openDay({
          name: `E${day}`,
          start: `2031-01-${day}T10:00:00Z`,
          end: `2031-01-${day}T11:00:00Z`,
        }),
        agent.token,
      );
    }
    const first = await agentList(agent.publicId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, size: 10, totalElements: 12, totalPages: 2 });
    expect(names(first)).toEqual([
      'E12',
      'E11',
      'E10',
      'E09',
      'E08',
      'E07',
      'E06',
      'E05',
      'E04',
      'E03',
    ]);
    const second = await agentList(agent.publicId, '?page=2');
    expect(second.body).toMatchObject({ page: 2, size: 10, totalElements: 12, totalPages: 2 });
    expect(names(second)).toEqual(['E02', 'E01']);
    const asc = await agentList(agent.publicId, '?direction=asc&elementPerPage=3&page=2');
    expect(names(asc)).toEqual(['E04', 'E05', 'E06']);
    expect(asc.body).toMatchObject({ size: 3, totalPages: 4 });
    const byName = await agentList(agent.publicId, '?key=name&direction=asc&elementPerPage=2');
    expect(names(byName)).toEqual(['E01', 'E02']);
  });

  it('gives the status by the clock, and filters by it; cancelled ones only when asked', async () => {
    const agent = await freshAgent();
    await createOk(openDay({ name: 'past', start: inHours(-5), end: inHours(-3) }), agent.token);
    await createOk(openDay({ name: 'now', start: inHours(-1), end: inHours(1) }), agent.token);
    await createOk(openDay({ name: 'soon', start: inHours(3), end: inHours(4) }), agent.token);
    const gone = await createOk(
      openDay({ name: 'gone', start: inHours(5), end: inHours(6) }),
      agent.token,
    );
    const cancel = await t.request('POST', `/events/ids/${gone.publicId}/cancel`, {
      token: agent.token,
    });
    expect(cancel.status).toBe(200);

    const all = await agentList(agent.publicId);
    const allPage = json(all, 'listAgentEvents', 200);
    expect(allPage.totalElements).toBe(3);
    expect(allPage.content.map((e) => [e.name, e.status])).toEqual([
      ['soon', 'UPCOMING'],
      ['now', 'ONGOING'],
      ['past', 'COMPLETED'],
    ]);
    const upcoming = await agentList(agent.publicId, '?status=UPCOMING,ONGOING&direction=asc');
    expect(names(upcoming)).toEqual(['now', 'soon']);
    expect(upcoming.body.totalElements).toBe(2);
    expect(names(await agentList(agent.publicId, '?status=COMPLETED'))).toEqual(['past']);
    const cancelled = await agentList(agent.publicId, '?status=CANCELLED');
    const cancelledPage = json(cancelled, 'listAgentEvents', 200);
    expect(cancelledPage.content.map((e) => e.status)).toEqual(['CANCELLED']);
    expect(cancelledPage.totalElements).toBe(1);
    const every = await agentList(agent.publicId, '?status=CANCELLED,UPCOMING,ONGOING,COMPLETED');
    expect(every.body.totalElements).toBe(4);

    // Every combination of statuses finds exactly the events the clock gives those statuses.
    const byStatus = { COMPLETED: 'past', ONGOING: 'now', UPCOMING: 'soon', CANCELLED: 'gone' };
    const statuses = Object.keys(byStatus) as (keyof typeof byStatus)[];
    for (let mask = 1; mask < 1 << statuses.length; mask++) {
      const asked = statuses.filter((_, i) => mask & (1 << i));
      const res = await agentList(agent.publicId, `?status=${asked.join(',')}&key=name`);
      expect(names(res).sort(), asked.join(',')).toEqual(asked.map((s) => byStatus[s]).sort());
      expect(res.body.totalElements).toBe(asked.length);
    }
  });

  it('filters by type, category, suburb and dates', async () => {
    const agent = await freshAgent();
    const workshopsCategory = json(
      await t.request('GET', '/api/v2/events/categories'),
      'listEventCategories',
      200,
    ).content.find((c) => c.name === 'Workshop')!.publicId;
    const borrowdale = await (await refs(t)).suburb('Borrowdale');
    await createOk(
      openDay({
        name: 'a',
        type: 'WORKSHOP',
        category: workshopsCategory,
        start: '2031-06-10T08:00:00Z',
        end: '2031-06-10T09:00:00Z',
      }),
      agent.token,
    );
    await createOk(
      openDay({
        name: 'b',
        suburbId: borrowdale,
        start: '2031-06-12T22:30:00Z',
        end: '2031-06-12T23:00:00Z',
      }),
      agent.token,
    );
    const id = agent.publicId;
    expect(names(await agentList(id, '?type=WORKSHOP'))).toEqual(['a']);
    expect(names(await agentList(id, `?category=${workshopsCategory}`))).toEqual(['a']);
    expect(names(await agentList(id, `?suburb=${borrowdale}`))).toEqual(['b']);
    expect(names(await agentList(id, '?category=unknown'))).toEqual([]);
    expect(names(await agentList(id, '?from=2031-06-11'))).toEqual(['b']);
    expect(names(await agentList(id, '?to=2031-06-11T00:00:00Z'))).toEqual(['a']);
    // Days are the site's (Africa/Harare, UTC+2): 22:30 UTC on the 12th is the 13th there.
    expect(names(await agentList(id, '?from=2031-06-13&to=2031-06-13'))).toEqual(['b']);
    expect(names(await agentList(id, '?to=2031-06-12'))).toEqual(['a']);
  });

  it.each([
    'page=0',
    'elementPerPage=0',
    'elementPerPage=51',
    'key=title',
    'direction=up',
    'status=DONE',
    'status=UPCOMING,',
    'type=PARTY',
    'from=tomorrow',
    'to=2031-13-01',
  ])('refuses %s with 400', async (query) => {
    expectError(await agentList(who.agentA.publicId, `?${query}`), 400, 'VALIDATION_FAILED');
  });

  it('answers 404 for an unknown agent, or one of another site', async () => {
    expectError(await agentList('unknown'), 404, 'NOT_FOUND', 'Agent not found');
    expectError(
      await agentList(who.agentA.publicId, '', 'sandbox'),
      404,
      'NOT_FOUND',
      'Agent not found',
    );
  });
});

describe('GET /api/v2/events/all', () => {
  it("lists every agent's events of the site, and none of another site", async () => {
    const a = await createOk(
      openDay({ name: 'site-wide A', start: '2040-01-02T10:00:00Z', end: '2040-01-02T11:00:00Z' }),
    );
    const b = await createOk(
      openDay({ name: 'site-wide B', start: '2040-01-03T10:00:00Z', end: '2040-01-03T11:00:00Z' }),
      who.agentB.token,
    );
    const res = await t.request('GET', '/api/v2/events/all?from=2040-01-01&elementPerPage=50');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['site-wide B', 'site-wide A']);
    expect(json(res, 'listEvents', 200).content.map((e) => e.publicId)).toEqual([
      b.publicId,
      a.publicId,
    ]);
    const sandbox = await t.request('GET', '/api/v2/events/all?from=2040-01-01', {
      tenant: 'sandbox',
    });
    expect(sandbox.body.totalElements).toBe(0);
  });

  it('shows the seeded demo events, the cancelled one only when asked', async () => {
    const res = await t.request('GET', '/api/v2/events/all?elementPerPage=50');
    const statuses = json(res, 'listEvents', 200).content.map((e) => e.status);
    expect(statuses).not.toContain('CANCELLED');
    const cancelled = await t.request('GET', '/api/v2/events/all?status=CANCELLED');
    expect(names(cancelled)).toContain('Landlords networking evening');
  });

  it('refuses bad query values with 400', async () => {
    expectError(
      await t.request('GET', '/api/v2/events/all?status=upcoming'),
      400,
      'VALIDATION_FAILED',
    );
  });
});

const update = (id: string, body: unknown, token = who.agentA.token) =>
  t.request('PUT', `/events/ids/${id}/update`, { token, body });
const cancel = (id: string, token = who.agentA.token) =>
  t.request('POST', `/events/ids/${id}/cancel`, { token });
const remove = (id: string, token = who.agentA.token) =>
  t.request('DELETE', `/events/ids/${id}/delete`, { token });
const uploadBanner = async (id: string, token = who.agentA.token, width = 800, height = 500) =>
  upload(
    t,
    `/events/ids/${id}/banner/upload`,
    [{ data: await jpegImage(width, height), field: 'file' }],
    {
      token,
    },
  );
const removeBanner = (id: string, token = who.agentA.token) =>
  t.request('DELETE', `/events/ids/${id}/banner/delete`, { token });
const bannerFiles = (id: string) => t.app.storage.list(`events/demo/${id}/`);

const outcome = (res: TestResponse) => ({ status: res.status, message: res.body?.message });

describe('PUT /events/ids/{id}/update', () => {
  it('replaces every field; what is left out takes its default', async () => {
    const event = await createOk();
    const res = await update(event.publicId, {
      name: 'Renamed',
      start: '2032-02-01T09:00:00Z',
      end: '2032-02-01T17:00:00+02:00',
      liveLink: 'https://meet.example.com/renamed',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      publicId: event.publicId,
      name: 'Renamed',
      title: 'Renamed',
      description: '',
      start: '2032-02-01T09:00:00.000Z',
      end: '2032-02-01T15:00:00.000Z',
      location: null,
      suburb: null,
      category: null,
      capacity: 0,
      rate: 0,
      registration: 'OPEN',
      status: 'UPCOMING',
      createdAt: event.createdAt,
    });
    expect((await get(event.publicId)).body).toEqual(res.body);
  });

  it('checks the body as create does', async () => {
    const event = await createOk();
    const res = await update(event.publicId, openDay({ start: '2031-12-06T00:00:00Z' }));
    expectError(res, 400, 'VALIDATION_FAILED', 'end: Start must not be after end');
    const unknown = await update(event.publicId, openDay({ category: 'nope' }));
    expectError(unknown, 400, 'VALIDATION_FAILED', 'Unknown event category');
  });

  it('refuses a cancelled event with 409, and keeps it as it was', async () => {
    const event = await createOk();
    await cancel(event.publicId);
    const res = await update(event.publicId, openDay({ name: 'Changed' }));
    expectError(res, 409, 'CONFLICT', 'A cancelled event cannot be changed');
    expect((await get(event.publicId)).body.name).toBe('Avondale open day');
  });
});

describe('POST /events/ids/{id}/cancel', () => {
  it('keeps the event with status CANCELLED; again changes nothing', async () => {
    const event = await createOk();
    const res = await cancel(event.publicId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ publicId: event.publicId, status: 'CANCELLED' });
    const again = await cancel(event.publicId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect((await get(event.publicId)).body.status).toBe('CANCELLED');
  });

  it('cancels a past event too', async () => {
    const event = await createOk(openDay({ start: inHours(-48), end: inHours(-47) }));
    expect((await cancel(event.publicId)).body.status).toBe('CANCELLED');
  });
});

describe('DELETE /events/ids/{id}/delete', () => {
  it('deletes the event and its banner files, cancelled or not', async () => {
    const event = await createOk();
    expect((await uploadBanner(event.publicId)).status).toBe(201);
    expect((await bannerFiles(event.publicId)).length).toBeGreaterThan(0);
    const res = await remove(event.publicId);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expectError(await get(event.publicId), 404, 'NOT_FOUND', 'Event not found');
    expect(await bannerFiles(event.publicId)).toEqual([]);
    expectError(await remove(event.publicId), 404, 'NOT_FOUND', 'Event not found');
    const cancelled = await createOk();
    await cancel(cancelled.publicId);
    expect((await remove(cancelled.publicId)).status).toBe(204);
  });

  it('keeps the event when storage cannot remove its banner', async () => {
    const event = await createOk();
    await uploadBanner(event.publicId);
    const storage = t.app.storage;
    const realRemove = storage.remove;
    storage.remove = async () => {
      throw new Error('storage is unreachable');
    };
    try {
      expectError(await remove(event.publicId), 503, 'UNAVAILABLE', 'Could not delete image');
    } finally {
      storage.remove = realRemove;
    }
    expect((await get(event.publicId)).status).toBe(200);
    expect((await remove(event.publicId)).status).toBe(204);
  });
});

describe('event banners', () => {
  it('stores one banner with its WebP variants; a new one replaces it and its files', async () => {
    const event = await createOk();
    const first = await uploadBanner(event.publicId);
    expect(first.status).toBe(201);
    const banner = json(first, 'uploadEventBanner', 201).banner!;
    expect(banner).toEqual({
      name: expect.stringMatching(/^[A-Za-z0-9]{20}\.jpg$/),
      fileDownloadUri: expect.stringContaining(`/files/events/demo/${event.publicId}/`),
      variants: {
        thumbnail: expect.stringMatching(/-thumbnail\.webp$/),
        card: expect.stringMatching(/-card\.webp$/),
        full: expect.stringMatching(/-full\.webp$/),
      },
    });
    expect(json(first, 'uploadEventBanner', 201).image_url).toBe(banner.variants.card);
    const filesBefore = await bannerFiles(event.publicId);
    expect(filesBefore).toHaveLength(4);

    const second = await uploadBanner(event.publicId, who.agentA.token, 1600, 1000);
    expect(second.status).toBe(201);
    expect(json(second, 'uploadEventBanner', 201).banner!.name).not.toBe(banner.name);
    const filesAfter = await bannerFiles(event.publicId);
    expect(filesAfter).toHaveLength(4);
    expect(filesAfter.some((key) => filesBefore.includes(key))).toBe(false);
    expect((await get(event.publicId)).body.banner).toEqual(second.body.banner);
  });

  it('refuses an image under 800x500, more than one file, or none, and keeps the old one', async () => {
    const event = await createOk();
    const kept = (await uploadBanner(event.publicId)).body.banner;
    const small = await uploadBanner(event.publicId, who.agentA.token, 799, 500);
    expectError(small, 400, 'VALIDATION_FAILED', /800x500/);
    const two = await upload(
      t,
      `/events/ids/${event.publicId}/banner/upload`,
      [{ data: await jpegImage(800, 500) }, { data: await jpegImage(800, 500) }],
      { token: who.agentA.token },
    );
    expectError(two, 400, 'VALIDATION_FAILED', 'An event has one banner: send one image');
    const none = await upload(t, `/events/ids/${event.publicId}/banner/upload`, [], {
      token: who.agentA.token,
    });
    expectError(none, 400, 'VALIDATION_FAILED');
    expect((await get(event.publicId)).body.banner).toEqual(kept);
    expect(await bannerFiles(event.publicId)).toHaveLength(4);
  });

  it('removes the banner and its files', async () => {
    const event = await createOk();
    await uploadBanner(event.publicId);
    const res = await removeBanner(event.publicId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ banner: null, image_url: null });
    expect(await bannerFiles(event.publicId)).toEqual([]);
    expect((await removeBanner(event.publicId)).status).toBe(200);
  });

  it('refuses banner changes of a cancelled event with 409', async () => {
    const event = await createOk();
    await cancel(event.publicId);
    expectError(await uploadBanner(event.publicId), 409, 'CONFLICT');
    expectError(await removeBanner(event.publicId), 409, 'CONFLICT');
    expect(await bannerFiles(event.publicId)).toEqual([]);
  });
});

describe('who may change an event', () => {
  type Write = (id: string, token?: string) => Promise<TestResponse>;
  const writes: [string, Write][] = [
    ['update', (id, token) => update(id, openDay({ name: 'Changed' }), token)],
    ['cancel', (id, token) => cancel(id, token)],
    ['delete', (id, token) => remove(id, token)],
    ['banner upload', (id, token) => uploadBanner(id, token)],
    ['banner delete', (id, token) => removeBanner(id, token)],
  ];

  it.each(writes)(
    '%s: 401 anonymous, 403 for others of the site, 404 from another site',
    async (_, write) => {
      const event = await createOk();
      const id = event.publicId;
      expect(outcome(await write(id, ''))).toMatchObject({ status: 401 });
      expect(outcome(await write(id, who.agentB.token))).toEqual({
        status: 403,
        message: 'Not your event',
      });
      for (const token of [who.customer.token, who.moderator.token]) {
        expect(outcome(await write(id, token))).toEqual({
          status: 403,
          message: 'Only agents can manage events',
        });
      }
      expect(outcome(await write('unknown'))).toEqual({ status: 404, message: 'Event not found' });
      // Another site's agent on their own site: the event does not exist there.
      const foreign = await t.request('POST', `/events/ids/${id}/cancel`, {
        token: who.otherTenantAgent.token,
        tenant: 'sandbox',
      });
      expect(outcome(foreign)).toEqual({ status: 404, message: 'Event not found' });
      // Nothing changed: the event is as it was.
      expect((await get(id)).body).toEqual(event);
      // The owner may.
      expect((await write(id)).status).toBeLessThan(300);
    },
  );
});

describe('hostile text', () => {
  it('never answers 500 to a NUL character in a path, a query or a body', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/events/ids/a%00b/get'],
      ['GET', '/api/v2/events/all?category=a%00b'],
      ['GET', '/api/v2/events/all?suburb=a%00b'],
      ['GET', '/api/v2/agents/ids/a%00b/events/all'],
      ['GET', '/api/v2/events/categories/ids/a%00b'],
      ['POST', '/api/v2/events/create', openDay({ name: 'a\u0000b' })],
      ['POST', '/api/v2/events/create', openDay({ category: 'a\u0000b' })],
      ['POST', '/events/ids/a%00b/cancel'],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.request(method, url, { token: who.agentA.token, body });
      expect.soft(res.status, `${method} ${url}`).toBe(400);
    }
  });
});

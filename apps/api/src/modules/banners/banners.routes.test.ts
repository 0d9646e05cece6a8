import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createTestApp,
  expectError,
  type TestApp,
  type TestResponse,
} from '../../test/helper';
import { json, type BodyOf } from '../../test/api-body';
import { jpegImage } from '../../test/images';
import { cast } from '../../test/listings';
import { upload } from '../../test/uploads';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let admin: { token: string };
let sandboxAdmin: { token: string };

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  [admin, sandboxAdmin] = await Promise.all([createAdmin(t), createAdmin(t, 'sandbox')]);
});
afterAll(() => t.close());

const spring = (overrides: Record<string, unknown> = {}) => ({
  type: 'LANDING',
  title: 'Family homes in Avondale',
  subtitle: 'Renovated houses near good schools',
  linkUrl: 'https://example.com/avondale',
  position: 3,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

const staffToken = () => who.moderator.token;
const create = (body: unknown, token = staffToken(), tenant?: string) =>
  t.request('POST', '/banners/create', { token, body, tenant });

async function createOk(body: unknown = spring(), token = staffToken(), tenant?: string) {
  return json(await create(body, token, tenant), 'createBanner', 201);
}

const update = (id: string, body: unknown, token = staffToken()) =>
  t.request('PUT', `/banners/ids/${id}/update`, { token, body });
const remove = (id: string, token = staffToken()) =>
  t.request('DELETE', `/banners/ids/${id}/delete`, { token });
const uploadImage = async (id: string, token = staffToken(), tenant = 'demo', size = [800, 500]) =>
  upload(
    t,
    `/banners/ids/${id}/image/upload`,
    [{ data: await jpegImage(size[0]!, size[1]!), field: 'file' }],
    { token, tenant },
  );
const imageFiles = (id: string, tenant = 'demo') => t.app.storage.list(`banners/${tenant}/${id}/`);
const live = (query = 'size=50', tenant?: string) =>
  t.request('GET', `/banners/type/LANDING/get/all?${query}`, { tenant });
const all = (token = staffToken(), query = 'size=50') =>
  t.request('GET', `/banners/all?${query}`, { token });
const ids = (res: TestResponse<BodyOf<'listAllBanners', 200>>) =>
  res.body.content.map((b) => b.publicId);

/** A banner of the demo site with an image: shown unless its schedule says otherwise. */
async function liveBanner(overrides: Record<string, unknown> = {}) {
  const banner = await createOk(spring(overrides));
  return json(await uploadImage(banner.publicId), 'uploadBannerImage', 201);
}

const ISO_UTC = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const outcome = (res: TestResponse) => ({ status: res.status, message: res.body?.message });

describe('POST /banners/create', () => {
  it('creates a banner, in UTC, not live until it has an image', async () => {
    const res = await create(
      spring({ startsAt: '2026-01-01T10:00:00+02:00', endsAt: '2036-01-01T00:00:00Z' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      publicId: expect.stringMatching(/^[0-9A-Za-z]{16}$/),
      type: 'LANDING',
      title: 'Family homes in Avondale',
      subtitle: 'Renovated houses near good schools',
      linkUrl: 'https://example.com/avondale',
      position: 3,
      startsAt: '2026-01-01T08:00:00.000Z',
      endsAt: '2036-01-01T00:00:00.000Z',
      image: null,
      image_url: null,
      live: false,
      createdAt: ISO_UTC,
      updatedAt: ISO_UTC,
    });
    expect(ids(await live())).not.toContain(res.body.publicId);
    expect(ids(await all())).toContain(res.body.publicId);
  });

  it('takes the defaults, and admins may create too', async () => {
    const res = await create({ title: 'Hello', publicId: 'mine', live: true }, admin.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'LANDING',
      subtitle: null,
      linkUrl: null,
      position: 0,
      startsAt: null,
      endsAt: null,
      live: false,
    });
    expect(res.body.publicId).not.toBe('mine');
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters'],
    [{ type: 'SIDEBAR' }, 'type', 'Unknown banner type: use LANDING'],
    [{ linkUrl: 'javascript:alert(1)' }, 'linkUrl', undefined],
    [{ linkUrl: 'ftp://example.com/x' }, 'linkUrl', undefined],
    [{ position: -1 }, 'position', 'Position cannot be negative'],
    [{ position: 1.5 }, 'position', 'Position must be a whole number'],
    [{ startsAt: 'tomorrow' }, 'startsAt', 'Enter a date and time with an offset'],
    [
      { startsAt: '2031-02-01T00:00:00Z', endsAt: '2031-01-01T00:00:00Z' },
      'endsAt',
      'Start must not be after end',
    ],
  ])('refuses %j with 400 on the field', async (overrides, path, message) => {
    const res = await create(spring(overrides));
    const body = expectError(res, 400, 'VALIDATION_FAILED');
    const detail = body.details?.find((d) => d.path === path);
    expect(detail, JSON.stringify(body)).toBeDefined();
    if (message) expect(detail!.message).toBe(message);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/banners/create',
      headers: {
        'x-tenant': 'demo',
        authorization: `Bearer ${staffToken()}`,
        'content-type': 'application/json',
      },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /banners/ids/{id}/update', () => {
  it('replaces every field and keeps the image', async () => {
    const banner = await liveBanner();
    const res = await update(banner.publicId, {
      title: 'Changed',
      position: 7,
      endsAt: '2035-01-01T00:00:00Z',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      publicId: banner.publicId,
      title: 'Changed',
      subtitle: null,
      linkUrl: null,
      position: 7,
      startsAt: null,
      endsAt: '2035-01-01T00:00:00.000Z',
      image: banner.image,
      live: true,
    });
  });

  it('refuses a start after the end with 400 on endsAt, and changes nothing', async () => {
    const banner = await createOk();
    const res = await update(
      banner.publicId,
      spring({ startsAt: '2031-02-01T00:00:00Z', endsAt: '2031-01-01T00:00:00+02:00' }),
    );
    const body = expectError(res, 400, 'VALIDATION_FAILED');
    expect(body.details).toContainEqual({ path: 'endsAt', message: 'Start must not be after end' });
    const listed = (await all()).body.content.find(
      (b: { publicId: string }) => b.publicId === banner.publicId,
    );
    expect(listed).toEqual(banner);
  });
});

describe('GET /banners/type/{type}/get/all', () => {
  it('shows the live banners by position then creation, to anyone', async () => {
    const second = await liveBanner({ position: 1001 });
    const first = await liveBanner({ position: 1000 });
    const tie = await liveBanner({ position: 1001 });
    const res = await live();
    expect(res.status).toBe(200);
    const shown = ids(res);
    expect(shown.filter((id) => [first, second, tie].some((b) => b.publicId === id))).toEqual([
      first.publicId,
      second.publicId,
      tie.publicId,
    ]);
    const { content } = json(res, 'listLiveBanners', 200);
    const positions = content.map((b) => b.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(content.every((b) => b.live)).toBe(true);
    expect(content.find((b) => b.publicId === first.publicId)).toEqual(first);
    expect(first.image_url).toBe(first.image!.variants.card);
  });

  it('hides scheduled, expired and imageless banners, which the staff list shows', async () => {
    const future = await liveBanner({ startsAt: inHours(2) });
    const expired = await liveBanner({ startsAt: inHours(-5), endsAt: inHours(-1) });
    const running = await liveBanner({ startsAt: inHours(-1), endsAt: inHours(1) });
    const imageless = await createOk();
    const shown = ids(await live());
    expect(shown).toContain(running.publicId);
    for (const hidden of [future, expired, imageless]) expect(shown).not.toContain(hidden.publicId);
    const staff = (await all()).body.content as { publicId: string; live: boolean }[];
    const flags = Object.fromEntries(staff.map((b) => [b.publicId, b.live]));
    expect(flags).toMatchObject({
      [future.publicId]: false,
      [expired.publicId]: false,
      [imageless.publicId]: false,
      [running.publicId]: true,
    });
  });

  it('pages from 0, 10 by default', async () => {
    for (let i = 0; i < 11; i++) {
      const banner = await createOk(spring({ position: i }), sandboxAdmin.token, 'sandbox');
      const res = await uploadImage(banner.publicId, sandboxAdmin.token, 'sandbox');
      expect(res.status).toBe(201);
    }
    const first = await live('', 'sandbox');
    expect(first.body).toMatchObject({ page: 0, size: 10, totalElements: 11, totalPages: 2 });
    expect(first.body.content.map((b: { position: number }) => b.position)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    const second = await live('page=1', 'sandbox');
    expect(second.body).toMatchObject({ page: 1, size: 10, totalElements: 11 });
    expect(second.body.content.map((b: { position: number }) => b.position)).toEqual([10]);
    // The demo site's banners are its own.
    expect(ids(await live())).not.toEqual(expect.arrayContaining(ids(first)));
  });

  it('answers 400 for an unknown type or a bad page', async () => {
    expectError(await t.request('GET', '/banners/type/SIDEBAR/get/all'), 400, 'VALIDATION_FAILED');
    expectError(await t.request('GET', '/banners/type/landing/get/all'), 400, 'VALIDATION_FAILED');
    for (const query of ['page=-1', 'size=0', 'size=abc', 'size=1000']) {
      expect.soft((await live(query)).status, query).toBe(400);
    }
  });
});

describe('GET /banners/all', () => {
  it('pages every banner of the site for staff', async () => {
    const res = await all(admin.token, 'size=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, size: 2 });
    expect(res.body.content).toHaveLength(2);
    expect(res.body.totalElements).toBeGreaterThan(2);
  });

  it('is refused to everyone else', async () => {
    expect(outcome(await t.request('GET', '/banners/all'))).toMatchObject({ status: 401 });
    for (const token of [who.agentA.token, who.customer.token]) {
      expect(outcome(await all(token))).toEqual({
        status: 403,
        message: 'Only moderators can manage banners',
      });
    }
    // Another site's staff on their own site see only that site's banners.
    const foreign = await t.request('GET', '/banners/all?size=50', {
      token: sandboxAdmin.token,
      tenant: 'sandbox',
    });
    const demoIds = ids(await all());
    expect(ids(foreign).some((id: string) => demoIds.includes(id))).toBe(false);
  });
});

describe('POST /banners/ids/{id}/image/upload', () => {
  it('stores one image with its WebP variants; a new one replaces it and its files', async () => {
    const banner = await createOk();
    const first = await uploadImage(banner.publicId);
    expect(first.status).toBe(201);
    const image = first.body.image;
    expect(image).toEqual({
      name: expect.any(String),
      fileDownloadUri: expect.any(String),
      variants: {
        thumbnail: expect.any(String),
        card: expect.any(String),
        full: expect.any(String),
      },
    });
    expect(first.body).toMatchObject({ image_url: image.variants.card, live: true });
    const before = await imageFiles(banner.publicId);
    expect(before).toHaveLength(4);
    const second = await uploadImage(banner.publicId);
    expect(second.status).toBe(201);
    expect(second.body.image.name).not.toBe(image.name);
    const after = await imageFiles(banner.publicId);
    expect(after).toHaveLength(4);
    expect(after.some((key) => before.includes(key))).toBe(false);
  });

  it('refuses a small image, two files or none, and keeps the image', async () => {
    const kept = await liveBanner();
    const id = kept.publicId;
    expectError(await uploadImage(id, staffToken(), 'demo', [640, 400]), 400, 'VALIDATION_FAILED');
    const two = await upload(
      t,
      `/banners/ids/${id}/image/upload`,
      [
        { data: await jpegImage(800, 500), field: 'file' },
        { data: await jpegImage(800, 500), field: 'file' },
      ],
      { token: staffToken() },
    );
    expectError(two, 400, 'VALIDATION_FAILED', 'A banner has one image: send one image');
    const none = await upload(t, `/banners/ids/${id}/image/upload`, [], { token: staffToken() });
    expect(none.status).toBe(400);
    const listed = (await all()).body.content.find((b: { publicId: string }) => b.publicId === id);
    expect(listed.image).toEqual(kept.image);
    expect(await imageFiles(id)).toHaveLength(4);
  });
});

describe('DELETE /banners/ids/{id}/delete', () => {
  it('deletes the banner and its image files', async () => {
    const banner = await liveBanner();
    expect(await imageFiles(banner.publicId)).toHaveLength(4);
    const res = await remove(banner.publicId);
    expect(res.status).toBe(204);
    expect(await imageFiles(banner.publicId)).toEqual([]);
    expect(ids(await live())).not.toContain(banner.publicId);
    expect(ids(await all())).not.toContain(banner.publicId);
    expectError(await remove(banner.publicId), 404, 'NOT_FOUND', 'Banner not found');
  });

  it('keeps the banner when storage cannot remove its image', async () => {
    const banner = await liveBanner();
    const storage = t.app.storage;
    const realRemove = storage.remove;
    storage.remove = async () => {
      throw new Error('storage is unreachable');
    };
    try {
      expectError(await remove(banner.publicId), 503, 'UNAVAILABLE', 'Could not delete image');
    } finally {
      storage.remove = realRemove;
    }
    expect(ids(await all())).toContain(banner.publicId);
    expect((await remove(banner.publicId)).status).toBe(204);
  });
});

describe('who may manage banners', () => {
  type Write = (id: string, token?: string) => Promise<TestResponse>;
  const writes: [string, Write][] = [
    ['update', (id, token) => update(id, spring({ title: 'Changed' }), token)],
    ['image upload', (id, token) => uploadImage(id, token)],
    ['delete', (id, token) => remove(id, token)],
  ];

  it('create: 401 anonymous, 403 for agents and customers', async () => {
    expect(outcome(await create(spring(), ''))).toMatchObject({ status: 401 });
    for (const token of [who.agentA.token, who.customer.token]) {
      expect(outcome(await create(spring(), token))).toEqual({
        status: 403,
        message: 'Only moderators can manage banners',
      });
    }
  });

  it.each(writes)(
    '%s: 401 anonymous, 403 for agents and customers, 404 from another site',
    async (_, write) => {
      const banner = await createOk();
      const id = banner.publicId;
      expect(outcome(await write(id, ''))).toMatchObject({ status: 401 });
      for (const token of [who.agentA.token, who.agentB.token, who.customer.token]) {
        expect(outcome(await write(id, token))).toEqual({
          status: 403,
          message: 'Only moderators can manage banners',
        });
      }
      expect(outcome(await write('unknown'))).toEqual({ status: 404, message: 'Banner not found' });
      // Another site's admin on their own site: the banner does not exist there.
      for (const [method, url] of [
        ['PUT', `/banners/ids/${id}/update`],
        ['DELETE', `/banners/ids/${id}/delete`],
      ] as const) {
        const foreign = await t.request(method, url, {
          token: sandboxAdmin.token,
          tenant: 'sandbox',
          body: method === 'PUT' ? spring() : undefined,
        });
        expect(outcome(foreign)).toEqual({ status: 404, message: 'Banner not found' });
      }
      const foreignUpload = await uploadImage(id, sandboxAdmin.token, 'sandbox');
      expect(outcome(foreignUpload)).toEqual({ status: 404, message: 'Banner not found' });
      // A session of another site is refused on this one.
      expect(outcome(await write(id, sandboxAdmin.token))).toEqual({
        status: 403,
        message: 'This session belongs to another site',
      });
      // Nothing changed.
      const listed = (await all()).body.content.find(
        (b: { publicId: string }) => b.publicId === id,
      );
      expect(listed).toEqual(banner);
      // Moderators and admins may.
      expect((await write(id, admin.token)).status).toBeLessThan(300);
    },
  );
});

describe('PUT /banners/order', () => {
  const order = (body: unknown, token = staffToken(), tenant?: string) =>
    t.request('PUT', '/banners/order', { token, body, tenant });
  /** Every banner of the demo site, first to last, through every page. */
  async function allIds(): Promise<string[]> {
    const found: string[] = [];
    for (let page = 0; ; page += 1) {
      const res = await all(staffToken(), `page=${page}&size=50`);
      found.push(...ids(res));
      if (page + 1 >= res.body.totalPages) return found;
    }
  }

  it('puts every banner in the new order in one call, with an audit row for each move', async () => {
    await Promise.all([createOk(), createOk(), createOk()]);
    const before = await allIds();
    const reversed = [...before].reverse();
    const res = await order({ type: 'LANDING', ids: reversed });
    expect(res.status).toBe(200);
    expect(res.body.map((b: { publicId: string }) => b.publicId)).toEqual(reversed);
    expect(res.body.map((b: { position: number }) => b.position)).toEqual(
      reversed.map((_, i) => i),
    );
    expect(await allIds()).toEqual(reversed);

    const log = await t.request('GET', '/api/v2/audit/all?entity=banner&size=100', {
      token: admin.token,
    });
    const moved = log.body.content.filter(
      (row: { entityId: string; changes: Record<string, unknown> | null }) =>
        row.changes && 'position' in row.changes && reversed.includes(row.entityId),
    );
    expect(moved.length).toBeGreaterThanOrEqual(2);
    expect(moved[0]).toMatchObject({ action: 'update', user: { role: 'MODERATOR' } });

    // The same order again moves nothing and records nothing.
    const again = await order({ ids: reversed });
    expect(again.status).toBe(200);
    const after = await t.request('GET', '/api/v2/audit/all?entity=banner&size=100', {
      token: admin.token,
    });
    expect(after.body.totalElements).toBe(log.body.totalElements);
  });

  it('answers 409 when the list misses a banner or names another, and changes nothing', async () => {
    await createOk();
    const current = await allIds();
    const stale =
      'The banners changed since this list was read: reload the page and order them again';
    for (const list of [current.slice(1), [...current, 'unknown-id'], [...current.slice(1), 'x']]) {
      expect(outcome(await order({ ids: list }))).toEqual({ status: 409, message: stale });
    }
    expect(await allIds()).toEqual(current);
  });

  it('refuses a bad body with 400 and its message', async () => {
    const current = await allIds();
    const cases: [unknown, string][] = [
      [{ ids: [current[0], current[0]] }, 'Each banner may appear only once'],
      [{ ids: [] }, 'Name at least one banner'],
      [{ ids: 'all' }, 'ids must be a list of the banners in their new order'],
      [{ type: 'SIDEBAR', ids: current }, 'Unknown banner type: use LANDING'],
      [
        { ids: Array.from({ length: 501 }, (_, i) => `b${i}`) },
        'At most 500 banners can be ordered at once',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await order(body);
      expect.soft(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect.soft(res.body.message, JSON.stringify(body).slice(0, 60)).toContain(message);
    }
    expect(await allIds()).toEqual(current);
  });

  it('is for the site staff only: 401, 403, and another site never reaches these banners', async () => {
    const current = await allIds();
    const reversed = [...current].reverse();
    expect(outcome(await order({ ids: reversed }, ''))).toMatchObject({ status: 401 });
    for (const token of [who.agentA.token, who.customer.token]) {
      expect(outcome(await order({ ids: reversed }, token))).toEqual({
        status: 403,
        message: 'Only moderators can manage banners',
      });
    }
    expect(outcome(await order({ ids: reversed }, sandboxAdmin.token))).toEqual({
      status: 403,
      message: 'This session belongs to another site',
    });
    // On their own site the demo banners are not theirs to name.
    const foreign = await order({ ids: reversed }, sandboxAdmin.token, 'sandbox');
    expect(foreign.status).toBe(409);
    expect(await allIds()).toEqual(current);
    expect((await order({ ids: reversed }, admin.token)).status).toBe(200);
  });
});

describe('hostile text', () => {
  it('never answers 500 to a NUL character or an over-long id', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/banners/type/LAND%00ING/get/all'],
      ['PUT', '/banners/ids/a%00b/update', spring()],
      ['DELETE', '/banners/ids/a%00b/delete'],
      ['DELETE', `/banners/ids/${'a'.repeat(65)}/delete`],
      ['POST', '/banners/create', spring({ title: 'a\u0000b' })],
      ['POST', '/banners/create', spring({ linkUrl: 'https://exa\u0000mple.com' })],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.request(method, url, { token: staffToken(), body });
      expect.soft(res.status, `${method} ${url}`).toBe(400);
    }
  });
});

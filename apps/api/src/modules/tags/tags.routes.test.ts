import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, expectError, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let inReview: string;

const all = '/api/v2/tags/get/all';
const byName = (name: string) => `/api/v2/tags/names/${encodeURIComponent(name)}/get/all`;
const get = (url: string, options: { tenant?: string; token?: string } = {}) =>
  t.request('GET', url, options);

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const demo = await refs(t);
  const place = { type: await demo.type('House'), suburb: await demo.suburb('Avondale') };
  const live = async (agent: typeof who.agentA, metaTags: string) => {
    const listing = await createListing(t, agent, place, { metaTags });
    await approve(t, who.moderator.token, listing.publicId);
  };
  await live(who.agentA, 'Pool, garden, borehole');
  await live(who.agentA, 'pool, garden');
  await live(who.agentA, 'pool, Café Nearby');
  await live(who.agentB, 'garden, solar, sauna');
  inReview = (await createListing(t, who.agentA, place, { metaTags: 'pool, secret' })).publicId;
  const archived = await createListing(t, who.agentA, place, {
    metaTags: 'pool, hidden',
    archived: true,
  });
  await approve(t, who.moderator.token, archived.publicId);

  const sandbox = await refs(t, 'sandbox');
  const sandboxListing = await createListing(
    t,
    who.otherTenantAgent,
    { type: await sandbox.type('House'), suburb: await sandbox.suburb('Sandton') },
    { metaTags: 'pool, sandboxonly', currency: 'ZAR' },
    'sandbox',
  );
  const { moderator } = DEMO_ACCOUNTS;
  const sandboxModerator = await t.login(moderator.email, moderator.password, 'sandbox');
  const approved = await t.request('POST', `/properties/ids/${sandboxListing.publicId}/approve`, {
    token: sandboxModerator.token,
    tenant: 'sandbox',
  });
  expect(approved.status).toBe(200);
});
afterAll(() => t.close());

const everyTag = [
  { name: 'garden', count: 3 },
  { name: 'pool', count: 3 },
  { name: 'borehole', count: 1 },
  { name: 'café nearby', count: 1 },
  { name: 'sauna', count: 1 },
  { name: 'solar', count: 1 },
];

describe('GET /api/v2/tags/get/all', () => {
  it("counts the live listings' keywords, most used first, then by name", async () => {
    const res = await get(all);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      content: everyTag,
      page: 0,
      size: 10,
      totalElements: 6,
      totalPages: 1,
    });
  });

  it('pages from 0', async () => {
    const first = await get(`${all}?page=0&size=2`);
    expect(first.body).toEqual({
      content: everyTag.slice(0, 2),
      page: 0,
      size: 2,
      totalElements: 6,
      totalPages: 3,
    });
    expect((await get(`${all}?page=1&size=2`)).body.content).toEqual(everyTag.slice(2, 4));
    expect((await get(`${all}?page=2&size=2`)).body.content).toEqual(everyTag.slice(4));
    const beyond = await get(`${all}?page=9&size=2`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.content).toEqual([]);
  });

  it('gives the same answer to anyone, signed in or not', async () => {
    const anonymous = (await get(all)).body;
    for (const token of [
      who.agentA.token,
      who.agentB.token,
      who.customer.token,
      who.moderator.token,
      who.otherTenantAgent.token,
    ]) {
      expect((await get(all, { token })).body).toEqual(anonymous);
    }
  });

  it("keeps each site's keywords to itself", async () => {
    const sandbox = await get(all, { tenant: 'sandbox' });
    expect(sandbox.body.content).toEqual([
      { name: 'pool', count: 1 },
      { name: 'sandboxonly', count: 1 },
    ]);
    expect((await get(byName('sandbox'))).body.content).toEqual([]);
  });

  it.each(['page=-1', 'page=x', 'size=0', 'size=201', 'size=2.5'])(
    'refuses %s with 400',
    async (query) => {
      const body = expectError(await get(`${all}?${query}`), 400, 'VALIDATION_FAILED');
      expect(body.details![0]!.path).toMatch(/^(page|size)$/);
    },
  );

  it('answers 404 for an unknown site', async () => {
    expectError(await get(all, { tenant: 'nowhere' }), 404, 'TENANT_NOT_FOUND');
  });
});

describe('GET /api/v2/tags/names/{name}/get/all', () => {
  it.each([
    ['gar', ['garden']],
    ['  GAR ', ['garden']],
    ['P', ['pool']],
    ['cafe', ['café nearby']],
    ['CAFÉ N', ['café nearby']],
    ['nearby', []],
    ['hidden', []],
    ['zzz', []],
  ])('matches %j by the start of the keyword', async (name, expected) => {
    const res = await get(byName(name));
    expect(res.status).toBe(200);
    expect(res.body.content.map((tag: { name: string }) => tag.name)).toEqual(expected);
    expect(res.body).toMatchObject({ page: 0, size: 10, totalElements: expected.length });
  });

  it('pages the matches', async () => {
    const second = await get(`${byName('s')}?page=1&size=1`);
    expect(second.body).toEqual({
      content: [{ name: 'solar', count: 1 }],
      page: 1,
      size: 1,
      totalElements: 2,
      totalPages: 2,
    });
  });

  it('counts a listing as soon as it goes live', async () => {
    expect((await get(byName('secret'))).body.content).toEqual([]);
    await approve(t, who.moderator.token, inReview);
    expect((await get(byName('secret'))).body.content).toEqual([{ name: 'secret', count: 1 }]);
    expect((await get(byName('pool'))).body.content).toEqual([{ name: 'pool', count: 4 }]);
  });

  it('refuses a name over 40 characters, and a blank one', async () => {
    const long = expectError(await get(byName('x'.repeat(41))), 400, 'VALIDATION_FAILED');
    expect(long.details![0]).toEqual({
      path: 'name',
      message: 'A keyword must be at most 40 characters',
    });
    expectError(await get(byName('   ')), 400, 'VALIDATION_FAILED', /keyword/);
    expectError(await get(`${byName('po')}?size=0`), 400, 'VALIDATION_FAILED');
  });
});

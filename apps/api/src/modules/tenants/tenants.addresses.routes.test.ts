import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createTestApp,
  expectError,
  type TestApp,
  type TestResponse,
} from '../../test/helper';
import { json, type BodyOf } from '../../test/api-body';
import { cast } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let admin: { token: string };
let sandboxAdmin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  [admin, sandboxAdmin] = await Promise.all([createAdmin(t), createAdmin(t, 'sandbox')]);
});
afterAll(() => t.close());

const office = (overrides: Record<string, unknown> = {}) => ({
  label: 'Borrowdale branch',
  street: '5 Borrowdale Road',
  city: 'Harare',
  country: 'Zimbabwe',
  phone: '+263 24 000 1111',
  email: 'Borrowdale@Example.com',
  latitude: -17.75,
  longitude: 31.09,
  position: 2,
  ...overrides,
});

const list = (slug = 'demo', query = '') =>
  t.request('GET', `/api/v2/tenants/${slug}/addresses${query}`, { tenant: null });
const create = (body: unknown, token = admin.token, slug = 'demo', tenant = 'demo') =>
  t.request('POST', `/api/v2/tenants/${slug}/addresses/create`, { token, body, tenant });
const update = (id: string, body: unknown, token = admin.token, slug = 'demo', tenant = 'demo') =>
  t.request('PUT', `/api/v2/tenants/${slug}/addresses/ids/${id}/update`, { token, body, tenant });
const remove = (id: string, token = admin.token, slug = 'demo', tenant = 'demo') =>
  t.request('DELETE', `/api/v2/tenants/${slug}/addresses/ids/${id}/delete`, { token, tenant });
const outcome = (res: TestResponse) => ({ status: res.status, message: res.body?.message });
const ids = (res: TestResponse<BodyOf<'listSiteAddresses', 200>>) =>
  res.body.content.map((a) => a.publicId);

async function createOk(body: unknown = office()) {
  return json(await create(body), 'createSiteAddress', 201);
}

describe('GET /api/v2/tenants/{slug}/addresses', () => {
  it("lists the seeded head office without X-Tenant or a session, the site's own only", async () => {
    const res = await list('sandbox');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      content: [
        {
          publicId: expect.any(String),
          label: 'Head office',
          street: '12 Main Road, Sandton',
          city: 'Johannesburg',
          country: 'South Africa',
          phone: '+263 24 270 1234',
          email: 'hello@sandbox.propdesk.example',
          latitude: -26.1076,
          longitude: 28.0567,
          position: 0,
        },
      ],
      page: 0,
      size: 12,
      totalElements: 1,
      totalPages: 1,
    });
    const demo = await list('DEMO');
    expect(demo.status).toBe(200);
    expect(ids(demo)).not.toContain(res.body.content[0].publicId);
  });

  it('answers every caller the same, whatever their session', async () => {
    const anonymous = await list();
    for (const token of [
      who.agentA.token,
      who.customer.token,
      who.moderator.token,
      admin.token,
      sandboxAdmin.token,
    ]) {
      const res = await t.request('GET', '/api/v2/tenants/demo/addresses', { token, tenant: null });
      expect(res.body).toEqual(anonymous.body);
    }
  });

  it('answers 404 for an unknown site and 400 for a bad page', async () => {
    expectError(await list('atlantis'), 404, 'TENANT_NOT_FOUND', 'Tenant not found');
    for (const query of ['?page=-1', '?size=0', '?size=1000']) {
      expectError(await list('demo', query), 400, 'VALIDATION_FAILED');
    }
  });
});

describe('writing offices', () => {
  it('creates, orders by position, replaces and deletes', async () => {
    const created = await create(office());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      ...office(),
      email: 'borrowdale@example.com',
      publicId: expect.stringMatching(/^[0-9A-Za-z]{16}$/),
    });
    const first = await createOk(office({ label: 'First', position: 0 }));
    const shown = ids(await list());
    expect(shown.indexOf(first.publicId)).toBeLessThan(shown.indexOf(created.body.publicId));

    const replaced = await update(created.body.publicId, {
      label: 'Renamed',
      street: 'New street',
      city: 'Harare',
      country: 'Zimbabwe',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({
      publicId: created.body.publicId,
      label: 'Renamed',
      street: 'New street',
      city: 'Harare',
      country: 'Zimbabwe',
      phone: null,
      email: null,
      latitude: null,
      longitude: null,
      position: 0,
    });
    expect((await remove(created.body.publicId)).status).toBe(204);
    expect(ids(await list())).not.toContain(created.body.publicId);
    expectError(await remove(created.body.publicId), 404, 'NOT_FOUND', 'Address not found');
  });

  it.each([
    [{ label: '' }, 'label', 'Label is required'],
    [{ street: ' ' }, 'street', 'Street is required'],
    [{ city: undefined }, 'city', 'City is required'],
    [{ country: 'x'.repeat(101) }, 'country', 'Country must be at most 100 characters'],
    [{ phone: 'call me' }, 'phone', undefined],
    [{ email: 'nobody' }, 'email', undefined],
    [{ latitude: 91 }, 'latitude', 'Latitude must be between -90 and 90'],
    [{ longitude: null }, 'longitude', 'Give both latitude and longitude, or neither'],
    [{ position: -1 }, 'position', 'Position cannot be negative'],
  ])('refuses %j with 400 on the field', async (overrides, path, message) => {
    const body = expectError(await create(office(overrides)), 400, 'VALIDATION_FAILED');
    const detail = body.details?.find((d) => d.path === path);
    expect(detail, JSON.stringify(body)).toBeDefined();
    if (message) expect(detail!.message).toBe(message);
  });

  it('never answers 500 to a NUL character', async () => {
    const res = await create(office({ label: 'a\u0000b' }));
    expect(res.status).toBe(400);
  });
});

describe('who may manage offices', () => {
  const refused = { status: 403, message: 'Only admins can manage site addresses' };

  it('create: 401 anonymous, 403 for everyone but admins, 404 for another site', async () => {
    expect(outcome(await create(office(), ''))).toMatchObject({ status: 401 });
    for (const token of [who.agentA.token, who.customer.token, who.moderator.token]) {
      expect(outcome(await create(office(), token))).toEqual(refused);
    }
    expect(outcome(await create(office(), sandboxAdmin.token))).toEqual({
      status: 403,
      message: 'This session belongs to another site',
    });
    // Another site's admin on their own site may not write to this one.
    expect(outcome(await create(office(), sandboxAdmin.token, 'demo', 'sandbox'))).toEqual({
      status: 404,
      message: 'Tenant not found',
    });
  });

  it.each([
    [
      'update',
      (id: string, token: string, slug?: string, tenant?: string) =>
        update(id, office({ label: 'Changed' }), token, slug, tenant),
    ],
    [
      'delete',
      (id: string, token: string, slug?: string, tenant?: string) =>
        remove(id, token, slug, tenant),
    ],
  ])('%s: 401, 403 for non-admins, 404 from another site', async (_, write) => {
    const address = await createOk();
    const id = address.publicId;
    expect(outcome(await write(id, ''))).toMatchObject({ status: 401 });
    for (const token of [who.agentA.token, who.customer.token, who.moderator.token]) {
      expect(outcome(await write(id, token))).toEqual(refused);
    }
    const notFound = { status: 404, message: 'Address not found' };
    expect(outcome(await write('unknown', admin.token))).toEqual(notFound);
    expect(outcome(await write(id, sandboxAdmin.token, 'demo', 'sandbox'))).toEqual(notFound);
    expect(outcome(await write(id, sandboxAdmin.token, 'sandbox', 'sandbox'))).toEqual(notFound);
    expect(outcome(await write(id, sandboxAdmin.token))).toEqual({
      status: 403,
      message: 'This session belongs to another site',
    });
    expect(ids(await list())).toContain(id);
    expect((await write(id, admin.token)).status).toBeLessThan(300);
  });
});

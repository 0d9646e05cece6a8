import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let r: Awaited<ReturnType<typeof refs>>;
let place: { type: string; suburb: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterAll(() => t.close());

const add = (id: string, body: unknown, token = who.agentA.token) =>
  t.request('POST', `/properties/ids/${id}/features/all/create`, { token, body });
const list = (id: string, token?: string, tenant?: string) =>
  t.request('GET', `/properties/ids/${id}/features/all`, { token, tenant });
const remove = (id: string, featureId: string, token = who.agentA.token) =>
  t.request('POST', `/api/v2/properties/ids/${id}/features/ids/${featureId}/remove`, { token });

describe('POST /properties/ids/{id}/features/all/create', () => {
  it('adds features with quantities, then updates them, and raises completion', async () => {
    const p = await createListing(t, who.agentA, place);
    const BEDROOM = await r.feature('BEDROOM');
    const POOL = await r.feature('POOL');
    const res = await add(p.publicId, {
      bulk: [
        { featureId: BEDROOM, quantity: 3 },
        { featureId: POOL, description: 'Heated' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual([
      {
        publicId: BEDROOM,
        name: 'BEDROOM',
        label: 'Bedroom',
        quantity: 3,
        description: 'Bedrooms in the main house',
        note: '',
        location: 'INTERNAL',
      },
      {
        publicId: POOL,
        name: 'POOL',
        label: 'Pool',
        quantity: 1,
        description: 'Heated',
        note: 'Heated',
        location: 'EXTERNAL',
      },
    ]);
    const again = await add(p.publicId, { bulk: [{ featureId: BEDROOM, quantity: 4 }] });
    expect(again.body.find((f: { name: string }) => f.name === 'BEDROOM').quantity).toBe(4);
    expect(again.body).toHaveLength(2);

    const got = await t.request('GET', `/properties/ids/${p.publicId}/get`, {
      token: who.agentA.token,
    });
    expect(got.body.features).toHaveLength(2);
    // The listing tells the agent's note from the catalogue's generic description.
    expect(
      got.body.features.map((f: { name: string; note: string }) => [f.name, f.note]).sort(),
    ).toEqual([
      ['BEDROOM', ''],
      ['POOL', 'Heated'],
    ]);
    expect(got.body.completion).toBeGreaterThan(p.completion);
  });

  it.each<[string, () => Promise<unknown>, number, string]>([
    ['an empty list', async () => ({ bulk: [] }), 400, 'Pick at least one feature'],
    ['no list', async () => ({}), 400, 'bulk'],
    [
      'a negative quantity',
      async () => ({ bulk: [{ featureId: await r.feature('POOL'), quantity: -1 }] }),
      400,
      'Quantity cannot be negative',
    ],
    [
      'a fractional quantity',
      async () => ({ bulk: [{ featureId: await r.feature('POOL'), quantity: 1.5 }] }),
      400,
      'Quantity must be a whole number',
    ],
    [
      'a quantity as text',
      async () => ({ bulk: [{ featureId: await r.feature('POOL'), quantity: '2' }] }),
      400,
      'Quantity must be a whole number',
    ],
    [
      'a huge quantity',
      async () => ({ bulk: [{ featureId: await r.feature('POOL'), quantity: 1000 }] }),
      400,
      'Quantity must be at most 999',
    ],
    [
      'a duplicate',
      async () => ({
        bulk: [{ featureId: await r.feature('POOL') }, { featureId: await r.feature('POOL') }],
      }),
      400,
      'Each feature may appear only once',
    ],
    [
      'a phone number in the note',
      async () => ({
        bulk: [{ featureId: await r.feature('POOL'), description: 'call 0772 123 456' }],
      }),
      400,
      'Phone number detected',
    ],
    [
      'an oversized note',
      async () => ({
        bulk: [{ featureId: await r.feature('POOL'), description: 'x'.repeat(301) }],
      }),
      400,
      'at most 300 characters',
    ],
    ['an oversized id', async () => ({ bulk: [{ featureId: 'x'.repeat(65) }] }), 400, 'featureId'],
    [
      'too many at once',
      async () => ({ bulk: Array.from({ length: 51 }, (_, i) => ({ featureId: `f${i}` })) }),
      400,
      'At most 50 features',
    ],
    [
      'an unknown feature',
      async () => ({ bulk: [{ featureId: 'unknown' }] }),
      404,
      'Feature not found: unknown',
    ],
    [
      'a feature the type does not offer',
      async () => ({ bulk: [{ featureId: await r.feature('LIFT') }] }),
      400,
      'LIFT does not apply to House',
    ],
  ])('refuses %s', async (_label, body, status, message) => {
    const p = await createListing(t, who.agentA, place);
    const res = await add(p.publicId, await body());
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('refuses a feature of another tenant', async () => {
    const p = await createListing(t, who.agentA, place);
    const sandbox = await refs(t, 'sandbox');
    const res = await add(p.publicId, { bulk: [{ featureId: await sandbox.feature('POOL') }] });
    expect(res.status).toBe(404);
  });

  it('permission matrix', async () => {
    const p = await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, p.publicId);
    const body = { bulk: [{ featureId: await r.feature('POOL') }] };
    const path = `/properties/ids/${p.publicId}/features/all/create`;
    expect((await t.request('POST', path, { body })).status).toBe(401);
    expect((await add(p.publicId, body, who.customer.token)).status).toBe(403);
    expect((await add(p.publicId, body, who.agentB.token)).status).toBe(403);
    expect((await add(p.publicId, body, who.moderator.token)).status).toBe(403);
    const other = await t.request('POST', path, {
      token: who.otherTenantAgent.token,
      tenant: 'sandbox',
      body,
    });
    expect(other.status).toBe(404);
    expect((await add('unknown', body)).status).toBe(404);
    expect((await add(p.publicId, body)).status).toBe(201);
  });
});

describe('GET /properties/ids/{id}/features/all', () => {
  it('lists features for whoever may see the listing', async () => {
    const p = await createListing(t, who.agentA, place);
    await add(p.publicId, { bulk: [{ featureId: await r.feature('GARAGE'), quantity: 2 }] });
    expect((await list(p.publicId)).status).toBe(404);
    expect((await list(p.publicId, who.agentB.token)).status).toBe(404);
    expect((await list(p.publicId, who.moderator.token)).status).toBe(200);
    const own = await list(p.publicId, who.agentA.token);
    expect(own.body).toEqual([expect.objectContaining({ name: 'GARAGE', quantity: 2 })]);
    await approve(t, who.moderator.token, p.publicId);
    expect((await list(p.publicId)).status).toBe(200);
    expect((await list(p.publicId, who.customer.token)).status).toBe(200);
    expect((await list(p.publicId, who.otherTenantAgent.token, 'sandbox')).status).toBe(404);
    expect((await list('unknown')).status).toBe(404);
    expect((await list('x'.repeat(65))).status).toBe(400);
  });
});

describe('POST /api/v2/properties/ids/{id}/features/ids/{featureId}/remove', () => {
  it('removes one feature and answers the rest', async () => {
    const p = await createListing(t, who.agentA, place);
    const GARAGE = await r.feature('GARAGE');
    const POOL = await r.feature('POOL');
    await add(p.publicId, { bulk: [{ featureId: GARAGE }, { featureId: POOL }] });
    const res = await remove(p.publicId, GARAGE);
    expect(res.status).toBe(200);
    expect(res.body.map((f: { name: string }) => f.name)).toEqual(['POOL']);
    const again = await remove(p.publicId, GARAGE);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This listing does not have that feature');
    expect((await remove(p.publicId, 'unknown')).status).toBe(404);
  });

  it('permission matrix', async () => {
    const p = await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, p.publicId);
    const POOL = await r.feature('POOL');
    await add(p.publicId, { bulk: [{ featureId: POOL }] });
    const path = `/api/v2/properties/ids/${p.publicId}/features/ids/${POOL}/remove`;
    expect((await t.request('POST', path)).status).toBe(401);
    expect((await remove(p.publicId, POOL, who.customer.token)).status).toBe(403);
    expect((await remove(p.publicId, POOL, who.agentB.token)).status).toBe(403);
    expect((await remove(p.publicId, POOL, who.moderator.token)).status).toBe(403);
    const other = await t.request('POST', path, {
      token: who.otherTenantAgent.token,
      tenant: 'sandbox',
    });
    expect(other.status).toBe(404);
    expect((await remove(p.publicId, POOL)).status).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, properties, propertyFeatures, users } from '../../db/schema';
import type { Actor } from '../../infra/auth';
import type { Tenant } from '../../infra/tenant';
import { createAgent, createTestApp, type TestApp } from '../../test/helper';
import { refs, validListing } from '../../test/listings';
import { findTenant } from '../tenants';
import { createProperty, createListings, type PropertiesContext } from './index';
import { createPropertyBody } from './properties.schemas';

let t: TestApp;
let ctx: PropertiesContext;
let tenant: Tenant;
let agent: Awaited<ReturnType<typeof createAgent>>;
let actor: Actor;
let place: { type: string; suburb: string };

beforeAll(async () => {
  t = await createTestApp();
  ctx = t.app.modules.properties;
  tenant = (await findTenant(ctx, 'demo'))!;
  agent = await createAgent(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
  const [user] = await t.db.select().from(users).where(eq(users.publicId, agent.publicId));
  actor = {
    userId: user!.id,
    publicId: agent.publicId,
    tenantId: tenant.id,
    tenant: tenant.slug,
    email: agent.email,
    roles: ['AGENT'],
    agentId: agent.publicId,
  };
});
afterAll(() => t.close());

const params = () => ({ agentId: agent.publicId, typeId: place.type, suburbId: place.suburb });

/** Everything a new listing wrote, without what is drawn anew for each (ids, code, times). */
async function written(publicId: string) {
  const [row] = await t.db.select().from(properties).where(eq(properties.publicId, publicId));
  const { id, publicId: _publicId, code, createdAt, updatedAt, ...property } = row!;
  expect(code).toMatch(/^PR-[A-HJ-NP-Z2-9]{6}$/);
  expect(createdAt).toBeInstanceOf(Date);
  expect(updatedAt).toBeInstanceOf(Date);
  const features = await t.db
    .select()
    .from(propertyFeatures)
    .where(eq(propertyFeatures.propertyId, id));
  const entries = await t.db.select().from(auditLog).where(eq(auditLog.propertyId, publicId));
  const audit = entries.map(({ id: _id, at: _at, entityId, propertyId, ...entry }) => {
    expect([entityId, propertyId]).toEqual([publicId, publicId]);
    return entry;
  });
  const answer = await t.request('GET', `/properties/ids/${publicId}/get`, {
    token: agent.token,
  });
  const { publicId: _p, code: _c, createdAt: _a, updatedAt: _u, ...shown } = answer.body;
  return { property, features, audit, shown };
}

describe('a new listing has one write (createListings; createProperty is its batch of one)', () => {
  it('POST create and a batch write the same listing row, features, audit entry and answer', async () => {
    const body = validListing({ name: 'Same either way', serviced: true, serviceCharge: 40 });
    const res = await t.request(
      'POST',
      `/agents/${agent.publicId}/types/ids/${place.type}/suburbs/ids/${place.suburb}/properties/create`,
      { token: agent.token, body },
    );
    expect(res.status).toBe(201);
    const viaRoute = await written(res.body.publicId);
    expect(viaRoute.audit).toEqual([
      expect.objectContaining({ entity: 'property', action: 'create', reason: null }),
    ]);

    // The batch gets the input as the route's schema reads it, and the request's caller (its ip).
    const input = createPropertyBody.parse(body);
    const [made] = await createListings(
      ctx,
      { ...actor, ip: viaRoute.audit[0]!.ip ?? undefined },
      tenant,
      [{ params: params(), input }],
      { originalLanguage: 'en' },
    );
    expect(made).toEqual({ publicId: expect.any(String), id: expect.any(Number) });
    const viaBatch = await written((made as { publicId: string }).publicId);

    expect(viaBatch).toEqual(viaRoute);
    expect(viaBatch.property).toMatchObject({ published: 'REVIEW', source: 'dashboard' });
  });

  it("createProperty with an origin (a RESO source's create) writes what the batch writes with it", async () => {
    const input = createPropertyBody.parse(validListing({ name: 'From a source' }));
    const origin = (reference: string) => ({
      source: 'reso' as const,
      agentReference: reference,
      auditNote: 'RESO source Demo, KEY',
    });
    const created = await createProperty(ctx, actor, tenant, params(), input, 'en', origin('K1'));
    const [made] = await createListings(ctx, actor, tenant, [
      { params: params(), input, origin: origin('K2') },
    ]);
    const [one, other] = await Promise.all([
      written(created.publicId),
      written((made as { publicId: string }).publicId),
    ]);
    expect(one.property.agentReference).toBe('K1');
    expect(other.property.agentReference).toBe('K2');
    const asK1 = { agentReference: 'K1' };
    expect({
      ...other,
      property: { ...other.property, ...asK1 },
      shown: { ...other.shown, ...asK1 },
    }).toEqual(one);
    expect(one.audit).toEqual([
      expect.objectContaining({ action: 'create', reason: 'RESO source Demo, KEY' }),
    ]);
  });

  it("createProperty throws the batch's refusal as it was (status and message)", async () => {
    const input = createPropertyBody.parse(validListing({ currency: 'ZAR' }));
    await expect(createProperty(ctx, actor, tenant, params(), input)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      statusCode: 400,
      message: 'Currency must be one of USD, ZWG',
    });
    await expect(
      createProperty(ctx, actor, tenant, { ...params(), agentId: 'someone-else' }, input),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      statusCode: 403,
      message: 'You can only create listings under your own agent id',
    });
  });
});

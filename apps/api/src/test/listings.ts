import { and, asc, eq, ilike } from 'drizzle-orm';
import { cities, features, properties, propertyTypes, suburbs, tenants, users } from '../db/schema';
import { newPublicId } from '../lib/ids';
import { createAgent, createCustomer, DEMO_ACCOUNTS, type TestApp } from './helper';

/** Public ids of seeded reference data, by name. */
export async function refs(t: TestApp, tenant = 'demo') {
  const [row] = await t.db.select().from(tenants).where(eq(tenants.slug, tenant));
  const tenantId = row!.id;
  const type = async (name: string) => {
    const [r] = await t.db
      .select({ publicId: propertyTypes.publicId })
      .from(propertyTypes)
      .where(and(eq(propertyTypes.tenantId, tenantId), eq(propertyTypes.name, name)));
    return r!.publicId;
  };
  const suburb = async (name: string) => {
    const [r] = await t.db
      .select({ publicId: suburbs.publicId })
      .from(suburbs)
      .where(and(eq(suburbs.tenantId, tenantId), eq(suburbs.name, name)));
    return r!.publicId;
  };
  const city = async (name: string) => {
    const [r] = await t.db
      .select({ publicId: cities.publicId })
      .from(cities)
      .where(and(eq(cities.tenantId, tenantId), eq(cities.name, name)));
    return r!.publicId;
  };
  const feature = async (name: string) => {
    const [r] = await t.db
      .select({ publicId: features.publicId })
      .from(features)
      .where(and(eq(features.tenantId, tenantId), eq(features.name, name)));
    return r!.publicId;
  };
  return { tenantId, type, suburb, city, feature };
}

export const validListing = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sunny garden cottage',
  description: 'Quiet cottage with a large garden, close to shops and schools.',
  category: 'RENT',
  area: 120,
  areaType: 'SQUARE_METRES',
  built: '2015',
  price: 800,
  currency: 'USD',
  priceType: 'TOTAL',
  latitude: -17.7997,
  longitude: 31.0386,
  metaTags: 'garden, quiet',
  ...overrides,
});

export interface Agent {
  token: string;
  publicId: string;
  code: string;
}

export async function createListing(
  t: TestApp,
  agent: Agent,
  place: { type: string; suburb: string },
  overrides: Record<string, unknown> = {},
  tenant = 'demo',
) {
  const res = await t.request(
    'POST',
    `/agents/${agent.publicId}/types/ids/${place.type}/suburbs/ids/${place.suburb}/properties/create`,
    { token: agent.token, tenant, body: validListing(overrides) },
  );
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Everyone the permission matrix needs, in the demo tenant plus an agent of the sandbox. */
export async function cast(t: TestApp) {
  const { moderator } = DEMO_ACCOUNTS;
  const [agentA, agentB, customer, mod, otherTenantAgent] = await Promise.all([
    createAgent(t),
    createAgent(t),
    createCustomer(t),
    t.login(moderator.email, moderator.password),
    createAgent(t, 'sandbox'),
  ]);
  return { agentA, agentB, customer, moderator: mod, otherTenantAgent };
}

export async function approve(t: TestApp, moderatorToken: string, publicId: string) {
  const res = await t.request('POST', `/properties/ids/${publicId}/approve`, {
    token: moderatorToken,
  });
  if (res.status !== 200) throw new Error(`approve failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The agent sends their listing for review, as the editor does: with the updatedAt it shows. */
export async function sendForReview(t: TestApp, agent: { token: string }, publicId: string) {
  const { body } = await t.request('GET', `/properties/ids/${publicId}/get`, {
    token: agent.token,
  });
  return t.request('POST', `/properties/ids/${publicId}/ready`, {
    token: agent.token,
    body: { updatedAt: body.updatedAt },
  });
}

/** A listing owned by an agent, written straight to the database for image tests. */
export async function insertTestProperty(
  t: TestApp,
  agentPublicId: string,
  options: { typeName?: string; tenant?: string; published?: 'REVIEW' | 'APPROVED' } = {},
) {
  const [tenant] = await t.db
    .select()
    .from(tenants)
    .where(eq(tenants.slug, options.tenant ?? 'demo'));
  const [user] = await t.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant!.id), eq(users.publicId, agentPublicId)));
  const [type] = await t.db
    .select()
    .from(propertyTypes)
    .where(
      and(
        eq(propertyTypes.tenantId, tenant!.id),
        ilike(propertyTypes.name, options.typeName ?? 'House'),
      ),
    )
    .limit(1);
  const [suburb] = await t.db
    .select()
    .from(suburbs)
    .where(eq(suburbs.tenantId, tenant!.id))
    .orderBy(asc(suburbs.id))
    .limit(1);
  if (!user || !type || !suburb) throw new Error('fixture: missing agent, type or suburb');
  const publicId = newPublicId();
  const [row] = await t.db
    .insert(properties)
    .values({
      tenantId: tenant!.id,
      publicId,
      userId: user.id,
      typeId: type.id,
      suburbId: suburb.id,
      code: `T-${newPublicId(8)}`,
      name: `Test ${type.name}`,
      title: `Test ${type.name}`,
      category: 'SALE',
      currency: 'USD',
      latitude: suburb.latitude,
      longitude: suburb.longitude,
      published: options.published ?? 'REVIEW',
    })
    .returning({ id: properties.id });
  return { publicId, typeName: type.name, id: row!.id, tenantId: tenant!.id };
}

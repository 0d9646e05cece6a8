import { and, asc, eq, ilike } from 'drizzle-orm';
import { properties, propertyTypes, suburbs, tenants, users } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import type { TestApp } from '../../test/helper';

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
  await t.db.insert(properties).values({
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
  });
  return { publicId, typeName: type.name };
}

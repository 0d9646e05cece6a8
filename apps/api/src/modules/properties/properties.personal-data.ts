import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import type { PersonalDataProvider } from '../../infra/personal-data';
import { properties } from './properties.tables';
import { bumpListingsVersion } from './properties.versions.repository';

/** An agent's listings, for the modules whose rows hang on them (photos, units). */
export function agentListings(db: Database, tenantId: number, userId: number) {
  return db
    .select({ id: properties.id, publicId: properties.publicId })
    .from(properties)
    .where(and(eq(properties.tenantId, tenantId), eq(properties.userId, userId)))
    .orderBy(asc(properties.id));
}

/**
 * An agent's listings. At erasure they go to the heir the plan names (the agency's references
 * are dropped, as the heir may use the same ones), or stay archived under the emptied account:
 * nobody sees them on the site, and the leads and history they carry stay whole.
 */
export const listingsPersonalData: PersonalDataProvider = {
  name: 'listings',
  async export(db, subject) {
    const rows = await db
      .select()
      .from(properties)
      .where(and(eq(properties.tenantId, subject.tenantId), eq(properties.userId, subject.userId)))
      .orderBy(asc(properties.id));
    return {
      data: rows.map((row) => ({
        publicId: row.publicId,
        code: row.code,
        name: row.name,
        title: row.title,
        description: row.description,
        category: row.category,
        price: row.price,
        currency: row.currency,
        published: row.published,
        archived: row.archived,
        agentReference: row.agentReference,
        latitude: row.latitude,
        longitude: row.longitude,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      })),
    };
  },
  async erase(db, subject, plan) {
    // Other server processes (and a CLI's erasure) drop their cached listings of the site.
    await bumpListingsVersion(db, subject.tenantId);
    const own = and(
      eq(properties.tenantId, subject.tenantId),
      eq(properties.userId, subject.userId),
    );
    if (plan.heirUserId === null) {
      await db.update(properties).set({ archived: true, updatedAt: new Date() }).where(own);
      return;
    }
    await db
      .update(properties)
      .set({ agentReference: null })
      .where(and(own, isNotNull(properties.agentReference)));
    await db.update(properties).set({ userId: plan.heirUserId, updatedAt: new Date() }).where(own);
  },
};

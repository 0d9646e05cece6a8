import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../infra/db';
import { listingTranslations, properties } from './properties.tables';

export type TranslationRow = typeof listingTranslations.$inferSelect;

/** A listing's translations, in the order the languages were added. */
export function findTranslations(db: Database, tenantId: number, propertyId: number) {
  return db
    .select()
    .from(listingTranslations)
    .where(
      and(
        eq(listingTranslations.tenantId, tenantId),
        eq(listingTranslations.propertyId, propertyId),
      ),
    )
    .orderBy(listingTranslations.id);
}

export async function findTranslation(
  db: Database,
  tenantId: number,
  propertyId: number,
  language: string,
): Promise<TranslationRow | undefined> {
  const [row] = await db
    .select()
    .from(listingTranslations)
    .where(
      and(
        eq(listingTranslations.tenantId, tenantId),
        eq(listingTranslations.propertyId, propertyId),
        eq(listingTranslations.language, language),
      ),
    );
  return row;
}

/** Writes the language's text, adding it or replacing what is there. */
export async function upsertTranslation(
  db: Database,
  values: Pick<
    TranslationRow,
    'tenantId' | 'propertyId' | 'language' | 'title' | 'description' | 'keywords'
  >,
): Promise<TranslationRow> {
  const now = new Date();
  const [row] = await db
    .insert(listingTranslations)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [listingTranslations.propertyId, listingTranslations.language],
      set: {
        title: values.title,
        description: values.description,
        keywords: values.keywords,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

export async function deleteTranslation(
  db: Database,
  tenantId: number,
  propertyId: number,
  language: string,
) {
  const rows = await db
    .delete(listingTranslations)
    .where(
      and(
        eq(listingTranslations.tenantId, tenantId),
        eq(listingTranslations.propertyId, propertyId),
        eq(listingTranslations.language, language),
      ),
    )
    .returning({ id: listingTranslations.id });
  return rows.length > 0;
}

/** The text in one language of the listings with these public ids that have it. */
export function findTextsIn(db: Database, tenantId: number, publicIds: string[], language: string) {
  return db
    .select({
      publicId: properties.publicId,
      userId: properties.userId,
      title: listingTranslations.title,
      description: listingTranslations.description,
      keywords: listingTranslations.keywords,
    })
    .from(listingTranslations)
    .innerJoin(properties, eq(properties.id, listingTranslations.propertyId))
    .where(
      and(
        eq(listingTranslations.tenantId, tenantId),
        eq(listingTranslations.language, language),
        inArray(properties.publicId, publicIds),
        eq(properties.tenantId, tenantId),
      ),
    );
}

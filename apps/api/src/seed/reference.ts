import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ModuleContext } from '../infra/context';
import type { Tenant } from '../infra/tenant';
import { newPublicId } from '../lib/ids';
import {
  cities,
  countries,
  features,
  propertyTypeFeatures,
  propertyTypes,
  suburbs,
} from '../db/schema';
import { seedArticleCategories } from '../modules/articles';
import { seedEventCategories } from '../modules/events';
import { setDefaultCountry } from '../modules/tenants';
import {
  seedCountries,
  seedFeatures,
  seedFeatureWords,
  seedPropertyTypes,
  seedTypeWords,
} from './reference-data';

/**
 * Countries, cities, suburbs, features, property types, event and article categories for one tenant. Idempotent. Answers
 * the tenant with its default country set.
 */
export async function seedReferenceData(
  ctx: ModuleContext,
  tenant: Tenant,
  defaultCountryCode = 'ZW',
): Promise<Tenant> {
  const { db } = ctx;
  const tenantId = tenant.id;
  let defaultCountryId = tenant.defaultCountryId;
  for (const country of seedCountries) {
    await db
      .insert(countries)
      .values({
        tenantId,
        publicId: newPublicId(),
        code: country.code,
        name: country.name,
        currencies: country.currencies,
      })
      .onConflictDoNothing();
    const [countryRow] = await db
      .select()
      .from(countries)
      .where(and(eq(countries.tenantId, tenantId), eq(countries.code, country.code)));
    if (country.code === defaultCountryCode) {
      defaultCountryId = countryRow!.id;
      await setDefaultCountry(ctx, tenant, defaultCountryId);
    }
    for (const city of country.cities) {
      await db
        .insert(cities)
        .values({
          tenantId,
          publicId: newPublicId(),
          countryId: countryRow!.id,
          name: city.name,
          latitude: city.latitude,
          longitude: city.longitude,
        })
        .onConflictDoNothing();
      const [cityRow] = await db
        .select()
        .from(cities)
        .where(
          and(
            eq(cities.tenantId, tenantId),
            eq(cities.countryId, countryRow!.id),
            eq(cities.name, city.name),
          ),
        );
      await db
        .insert(suburbs)
        .values(
          city.suburbs.map((s) => ({
            tenantId,
            publicId: newPublicId(),
            cityId: cityRow!.id,
            name: s.name,
            latitude: s.latitude,
            longitude: s.longitude,
          })),
        )
        .onConflictDoNothing();
    }
  }

  // A row seeded before it had words in other languages gets them; words already there stay.
  await db
    .insert(features)
    .values(
      seedFeatures.map((f) => ({
        tenantId,
        publicId: newPublicId(),
        ...f,
        translations: seedFeatureWords[f.name] ?? {},
      })),
    )
    .onConflictDoUpdate({
      target: [features.tenantId, features.name],
      set: { translations: sql`excluded.translations` },
      setWhere: sql`${features.translations} = '{}'::jsonb`,
    });
  const featureIds = new Map(
    (await db.select().from(features).where(eq(features.tenantId, tenantId))).map((f) => [
      f.name,
      f.id,
    ]),
  );

  const upsertType = async (name: string, parentId: number | null, featureNames: string[]) => {
    await db
      .insert(propertyTypes)
      .values({
        tenantId,
        publicId: newPublicId(),
        name,
        parentId,
        translations: seedTypeWords[name] ?? {},
      })
      .onConflictDoUpdate({
        target: [propertyTypes.tenantId, propertyTypes.name],
        set: { translations: sql`excluded.translations` },
        setWhere: sql`${propertyTypes.translations} = '{}'::jsonb`,
      });
    const [row] = await db
      .select()
      .from(propertyTypes)
      .where(
        and(
          eq(propertyTypes.tenantId, tenantId),
          eq(propertyTypes.name, name),
          parentId === null ? isNull(propertyTypes.parentId) : eq(propertyTypes.parentId, parentId),
        ),
      );
    const links = featureNames
      .map((n) => featureIds.get(n))
      .filter((id): id is number => id !== undefined)
      .map((featureId) => ({ typeId: row!.id, featureId }));
    if (links.length) await db.insert(propertyTypeFeatures).values(links).onConflictDoNothing();
    return row!;
  };
  for (const type of seedPropertyTypes) {
    const parent = await upsertType(type.name, null, type.features);
    for (const child of type.children) await upsertType(child.name, parent.id, child.features);
  }
  await seedEventCategories(ctx, tenant);
  await seedArticleCategories(ctx, tenant);
  return { ...tenant, defaultCountryId };
}

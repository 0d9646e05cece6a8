import { asc, inArray } from 'drizzle-orm';
import type { PersonalDataProvider } from '../../infra/personal-data';
import { agentListings } from '../properties';
import { unitImages, units } from './units.tables';

/** The units of an agent's listings and their photos; they follow the listings at erasure. */
export const unitsPersonalData: PersonalDataProvider = {
  name: 'units',
  async export(db, subject) {
    const listings = await agentListings(db, subject.tenantId, subject.userId);
    if (!listings.length) return { data: [] };
    const listingOf = new Map(listings.map((l) => [l.id, l.publicId]));
    const rows = await db
      .select()
      .from(units)
      .where(inArray(units.propertyId, [...listingOf.keys()]))
      .orderBy(asc(units.id));
    const photos = rows.length
      ? await db
          .select()
          .from(unitImages)
          .where(
            inArray(
              unitImages.unitId,
              rows.map((u) => u.id),
            ),
          )
          .orderBy(asc(unitImages.id))
      : [];
    const files = photos.flatMap((photo) => {
      const key = photo.storageKeys[0];
      return key
        ? [{ key, path: `unit-photos/${photo.unitId}-${photo.id}-${key.split('/').pop()}` }]
        : [];
    });
    return {
      data: rows.map((unit) => ({
        listing: listingOf.get(unit.propertyId),
        publicId: unit.publicId,
        title: unit.title,
        description: unit.description,
        photos: photos.filter((p) => p.unitId === unit.id).map((p) => p.name),
      })),
      files,
    };
  },
  async erase() {},
};

import { asc, inArray } from 'drizzle-orm';
import type { PersonalDataProvider } from '../../infra/personal-data';
import { agentListings } from '../properties';
import { propertyImages } from './images.tables';

/**
 * The photos an agent uploaded to their listings: listed in the JSON and put in the export as
 * files (the original of each). They follow their listings at erasure (handed over or archived
 * with them), so erasure leaves them where they are.
 */
export const listingPhotosPersonalData: PersonalDataProvider = {
  name: 'listingPhotos',
  async export(db, subject) {
    const listings = await agentListings(db, subject.tenantId, subject.userId);
    if (!listings.length) return { data: [] };
    const listingOf = new Map(listings.map((l) => [l.id, l.publicId]));
    const rows = await db
      .select()
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, [...listingOf.keys()]))
      .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position));
    const photos = rows.map((row) => {
      const key = row.storageKeys[0];
      const listing = listingOf.get(row.propertyId)!;
      return {
        listing,
        name: row.name,
        location: row.location,
        sourceUrl: row.sourceUrl,
        createdAt: row.createdAt,
        file: key ? `photos/${listing}/${row.id}-${key.split('/').pop()}` : null,
        key,
      };
    });
    return {
      data: photos.map(({ key: _key, ...photo }) => photo),
      files: photos.flatMap((p) => (p.key && p.file ? [{ key: p.key, path: p.file }] : [])),
    };
  },
  async erase() {},
};

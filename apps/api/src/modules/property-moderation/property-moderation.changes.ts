import type { PropertyView } from '../properties';

/** A compared value as the API shows it. */
export type FieldValue = string | number | boolean | null;

/** Before and after as text: one column type for every field, null when unset. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const asText = (value: FieldValue | undefined) =>
  value === null || value === undefined ? null : String(value);

const photoCount = (images: PropertyView['images']) =>
  Object.values(images).reduce((sum, list) => sum + list.length, 0);

/** Features as one readable line, in a stable order: "BATHROOM 2, BEDROOM 3". */
const featureLine = (features: PropertyView['features']) =>
  features
    .filter((f) => f.quantity > 0)
    .map((f) => `${f.name} ${f.quantity}`)
    .sort()
    .join(', ');

/** A translated field's name: `title (fr)` (see the properties module's translatedFields). */
const TRANSLATED_FIELD = / \([a-z]{2}\)$/;

/**
 * The fields a moderator compares, by the names the API uses, with the listing's text in its
 * other languages (`translated`: `title (fr)` and so on).
 */
export function snapshotOf(
  p: PropertyView,
  translated: Record<string, string> = {},
): Record<string, FieldValue> {
  return {
    ...translated,
    title: p.title,
    name: p.name,
    description: p.description,
    typeId: p.typeId,
    category: p.category,
    suburb: `${p.location.suburb}, ${p.location.city}`,
    price: p.price,
    currency: p.currency,
    priceType: p.priceType,
    area: p.area,
    areaType: p.areaType,
    built: p.built,
    vatable: p.vatable,
    serviced: p.serviced,
    serviceCharge: p.serviceCharge,
    displayMap: p.displayMap,
    latitude: p.latitude,
    longitude: p.longitude,
    metaTags: p.metaTags,
    tourUrl: p.tourUrl,
    listingCategory: p.listingCategory,
    features: featureLine(p.features),
    photos: photoCount(p.images),
  };
}

/**
 * The compared fields that differ from the last approval; [] when never approved. A
 * translation added since reads as from null, one removed since as to null.
 */
export function changesSince(
  approved: Record<string, unknown> | null,
  current: PropertyView,
  translated: Record<string, string> = {},
): FieldChange[] {
  if (!approved) return [];
  const now: Record<string, FieldValue> = snapshotOf(current, translated);
  for (const field of Object.keys(approved)) {
    if (TRANSLATED_FIELD.test(field) && !(field in now)) now[field] = null;
  }
  return Object.entries(now)
    .filter(([field, after]) => (approved[field] ?? null) !== after)
    .map(([field, after]) => ({
      field,
      before: asText(approved[field] as FieldValue | undefined),
      after: asText(after),
    }));
}

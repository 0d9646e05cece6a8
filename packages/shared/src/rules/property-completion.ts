/** What the completion percentage looks at: the listing as the server stores it. */
export interface CompletionInput {
  name?: string | null;
  title?: string | null;
  description?: string | null;
  typeId?: string | number | null;
  category?: string | null;
  suburb?: string | number | null;
  latitude?: number | null;
  longitude?: number | null;
  price?: number | null;
  currency?: string | null;
  priceType?: string | null;
  area?: number | null;
  areaType?: string | null;
  built?: string | Date | null;
  metaTags?: string | null;
  featureCount?: number;
  imageCount?: number;
  profilePhoto?: string | null;
}

const filled = (v: unknown) =>
  v !== null && v !== undefined && (typeof v !== 'string' || v.trim() !== '');
const positive = (v: number | null | undefined) => typeof v === 'number' && v > 0;

/** One entry per thing an agent can fill in; each counts the same. */
const CHECKS: ((p: CompletionInput) => boolean)[] = [
  (p) => filled(p.name),
  (p) => filled(p.title),
  (p) => filled(p.description),
  (p) => filled(p.typeId),
  (p) => filled(p.category),
  (p) => filled(p.suburb),
  (p) => typeof p.latitude === 'number' && typeof p.longitude === 'number',
  (p) => positive(p.price),
  (p) => filled(p.currency),
  (p) => filled(p.priceType),
  (p) => positive(p.area) && filled(p.areaType),
  (p) => filled(p.built),
  (p) => filled(p.metaTags),
  (p) => (p.featureCount ?? 0) > 0,
  (p) => (p.imageCount ?? 0) > 0,
  (p) => filled(p.profilePhoto),
];

/** Percentage (0-100, whole number) of the listing's fields that are filled. */
export function propertyCompletion(p: CompletionInput): number {
  const done = CHECKS.filter((check) => check(p)).length;
  return Math.round((done / CHECKS.length) * 100);
}

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

/** One entry per thing an agent can fill in; each counts the same. The label names what is missing. */
const CHECKS: { label: string; done: (p: CompletionInput) => boolean }[] = [
  { label: 'Name', done: (p) => filled(p.name) },
  { label: 'Title', done: (p) => filled(p.title) },
  { label: 'Description', done: (p) => filled(p.description) },
  { label: 'Property type', done: (p) => filled(p.typeId) },
  { label: 'Category', done: (p) => filled(p.category) },
  { label: 'Suburb', done: (p) => filled(p.suburb) },
  {
    label: 'Map position',
    done: (p) => typeof p.latitude === 'number' && typeof p.longitude === 'number',
  },
  { label: 'Price', done: (p) => positive(p.price) },
  { label: 'Currency', done: (p) => filled(p.currency) },
  { label: 'Price type', done: (p) => filled(p.priceType) },
  { label: 'Area with its unit', done: (p) => positive(p.area) && filled(p.areaType) },
  { label: 'Year built', done: (p) => filled(p.built) },
  { label: 'Keywords', done: (p) => filled(p.metaTags) },
  { label: 'A feature', done: (p) => (p.featureCount ?? 0) > 0 },
  { label: 'An image', done: (p) => (p.imageCount ?? 0) > 0 },
  { label: 'A profile photo', done: (p) => filled(p.profilePhoto) },
];

/** What is still missing, in the order an agent meets the fields. */
export function missingCompletion(p: CompletionInput): string[] {
  return CHECKS.filter((check) => !check.done(p)).map((check) => check.label);
}

/** Percentage (0-100, whole number) of the listing's fields that are filled. */
export function propertyCompletion(p: CompletionInput): number {
  const done = CHECKS.filter((check) => check.done(p)).length;
  return Math.round((done / CHECKS.length) * 100);
}

import { contactProblems } from '@propdesk/shared';
import type { PropertyView } from '../properties';

export const REVIEW_FLAGS = [
  'CONTACT_DETAILS',
  'FEW_PHOTOS',
  'PRICE_OUTLIER',
  'POSSIBLE_DUPLICATE',
] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number];

/** Fewer photos than this is flagged. */
const MIN_PHOTOS = 3;
/** A price outside [LOW × median, HIGH × median] of similar live listings is flagged. */
const PRICE_LOW = 0.5;
const PRICE_HIGH = 2;
/** Fewer similar live listings than this: no median to compare with, no flag. */
const MIN_COMPARABLE = 3;

/** Live listings of the same type, category, suburb, currency and price type. */
export interface Comparison {
  count: number;
  median: number | null;
}

/** `duplicate`: the duplicate check found another listing that may be the same home. */
export function reviewFlags(p: PropertyView, similar: Comparison, duplicate = false): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  if (contactProblems([p.title, p.description, p.metaTags].join('\n')).length) {
    flags.push('CONTACT_DETAILS');
  }
  const photos = Object.values(p.images).reduce((sum, list) => sum + list.length, 0);
  if (photos < MIN_PHOTOS) flags.push('FEW_PHOTOS');
  if (
    p.price !== null &&
    similar.median !== null &&
    similar.count >= MIN_COMPARABLE &&
    (p.price < PRICE_LOW * similar.median || p.price > PRICE_HIGH * similar.median)
  ) {
    flags.push('PRICE_OUTLIER');
  }
  if (duplicate) flags.push('POSSIBLE_DUPLICATE');
  return flags;
}

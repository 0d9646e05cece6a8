import type { AreaType } from '@propdesk/shared';

/** Words in a type's name (or its parent's) that mean land sold or let by the hectare. */
const LAND = /\b(land|farm|plot|stand|erf|smallholding|plantation|ranch)s?\b/i;

/**
 * The area unit a new listing starts with, from its type: land, farms and stands in hectares
 * (the spec's draft default), buildings (houses, flats, offices, shops, lodges) in square metres.
 * The agent can pick any of the spec's units afterwards on the Others tab.
 */
export function defaultAreaType(...typeNames: (string | undefined)[]): AreaType {
  return typeNames.some((name) => name && LAND.test(name)) ? 'HECTARE' : 'SQUARE_METRES';
}

/**
 * What a listing made in the editor is filed as: Standard. The API's default stays the spec's
 * FEATURED for callers that leave the field out; in the editor the agent chooses Featured.
 */
export const NEW_LISTING_CATEGORY = 'STANDARD';

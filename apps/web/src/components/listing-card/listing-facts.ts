import { plural } from '@lingui/core/macro';
import type { Schemas } from '../../lib/api-client';
import { formatArea, formatNumber } from '../../lib/format';

type Listing = Pick<Schemas['Property'], 'features' | 'area' | 'areaType'>;

const countOf = (listing: Listing, names: string[]) =>
  listing.features
    .filter((feature) => names.includes(feature.name))
    .reduce((sum, feature) => sum + Math.max(feature.quantity, 1), 0);

/** '3 bedrooms', '2 bathrooms', '250 sq mts': what a card says about the place, when known. */
export function cardFacts(listing: Listing): string[] {
  const bedrooms = countOf(listing, ['BEDROOM']);
  const bathrooms = countOf(listing, ['BATHROOM', 'BATH']);
  const beds = formatNumber(bedrooms);
  const baths = formatNumber(bathrooms);
  return [
    bedrooms > 0 && plural(bedrooms, { one: `${beds} bedroom`, other: `${beds} bedrooms` }),
    bathrooms > 0 && plural(bathrooms, { one: `${baths} bathroom`, other: `${baths} bathrooms` }),
    listing.area !== null && listing.area > 0 && formatArea(listing.area, listing.areaType),
  ].filter((fact): fact is string => typeof fact === 'string');
}

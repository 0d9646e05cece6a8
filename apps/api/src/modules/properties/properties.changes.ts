import {
  effectiveTitle,
  type PropertyCreateInput,
  type PropertyUpdateInput,
} from '@propdesk/shared';
import { diffFields } from '../audit';
import type { PropertyRow } from './properties.repository';

/**
 * A new listing's fields from the editor's input, as a create stores them: an empty title is
 * generated from the name, an optional field left out takes its default.
 */
export function newListingFields(input: PropertyCreateInput) {
  return {
    name: input.name,
    title: effectiveTitle(input.title, input.name),
    description: input.description ?? '',
    category: input.category,
    area: input.area ?? null,
    areaType: input.areaType ?? 'HECTARE',
    built: input.built ? new Date(input.built) : null,
    price: input.price ?? null,
    currency: input.currency,
    priceType: input.priceType,
    vatable: input.vatable ?? false,
    serviced: input.serviced ?? false,
    serviceCharge: input.serviceCharge ?? 0,
    displayMap: input.displayMap ?? false,
    latitude: input.latitude,
    longitude: input.longitude,
    altitude: input.altitude ?? null,
    metaTags: input.metaTags ?? '',
    tourUrl: input.tourUrl ?? null,
  };
}

/** The fields of an update that an incoming listing may change, by the update's names. */
export const LISTING_FIELDS = [
  ...([
    'name',
    'title',
    'description',
    'category',
    'area',
    'areaType',
    'built',
    'price',
    'currency',
    'priceType',
    'vatable',
    'serviced',
    'serviceCharge',
    'displayMap',
    'latitude',
    'longitude',
    'altitude',
    'metaTags',
    'tourUrl',
  ] as const satisfies readonly (keyof ReturnType<typeof newListingFields>)[]),
  'typeId',
  'suburb',
] as const;

export type ListingField = (typeof LISTING_FIELDS)[number];

/** A listing as a trusted caller reads it from elsewhere (a CSV row, a RESO record). */
export interface IncomingListing {
  input: PropertyCreateInput;
  typeId: number;
  typePublicId: string;
  suburbPublicId: string;
}

/** The stored fields listingChanges compares. */
export type StoredListing = Pick<PropertyRow, keyof ReturnType<typeof newListingFields>> &
  Pick<PropertyRow, 'typeId' | 'suburbId'>;

/**
 * What an update changes when `incoming` replaces `stored`: of `fields` (what the caller's
 * source carries), those whose value, as a new listing would store it, differs from the stored
 * one, compared as the listing's audit entry compares (diffFields: dates by their time). The
 * answer is the update's input (updateProperty), empty when nothing differs. `suburbId` is the
 * incoming suburb's internal id (undefined when unknown: then it differs).
 */
export function listingChanges(
  stored: StoredListing,
  incoming: IncomingListing,
  fields: Iterable<ListingField>,
  suburbId: number | undefined,
): PropertyUpdateInput {
  const { input } = incoming;
  const next = { ...newListingFields(input), typeId: incoming.typeId, suburbId };
  const keys = [...fields].map((f) => (f === 'suburb' ? 'suburbId' : f));
  const changed = Object.keys(diffFields(stored, next, keys) ?? {});
  const changes: Record<string, unknown> = {};
  for (const key of changed) {
    if (key === 'title') changes.title = input.title ?? '';
    else if (key === 'built') changes.built = input.built ?? null;
    else if (key === 'typeId') changes.typeId = incoming.typePublicId;
    else if (key === 'suburbId') changes.suburb = incoming.suburbPublicId;
    else changes[key] = next[key as keyof typeof next];
  }
  return changes;
}

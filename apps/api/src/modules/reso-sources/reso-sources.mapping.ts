// A RESO Property record of another server as a Propdesk listing: the reverse of the feed's
// own mapping (modules/reso/reso.mapping.ts). REVERSE_MAPPING is the table docs/reso-sources.md
// explains; what a record cannot bring back is listed there too.
import {
  PROPERTY_LIMITS,
  propertyCreateSchema,
  tourLinkOf,
  type AreaType,
  type Category,
  type CsvPhoto,
  type PropertyCreateInput,
} from '@propdesk/shared';

/** A record as the remote answers it (JSON). */
export type RemoteRecord = Record<string, unknown>;

/** Each DD field read, and the listing field it fills. */
export const REVERSE_MAPPING: readonly { dd: string; listing: string }[] = [
  { dd: 'ListingKey', listing: "the listing's agent reference (how a later run finds it)" },
  { dd: 'ListAgentKey, ListOfficeKey', listing: 'the agent: the mapped Member, else the Office' },
  { dd: 'StandardStatus', listing: 'Active: live here after review; any other: archived' },
  { dd: 'PropertySubType, PropertyType', listing: 'type, by name (subtype first)' },
  { dd: 'PropertyType', listing: 'category: a Lease is RENT, anything else SALE' },
  { dd: 'ListPrice', listing: 'price (TOTAL), in the suburb country’s first currency' },
  { dd: 'Country, City, SubdivisionName', listing: 'suburb, by name' },
  { dd: 'Latitude, Longitude', listing: 'latitude, longitude' },
  { dd: 'LivingArea, LivingAreaUnits', listing: 'area, area unit (square feet or metres)' },
  { dd: 'LotSizeArea, LotSizeUnits', listing: 'area, area unit, when there is no LivingArea' },
  { dd: 'YearBuilt', listing: 'built (1 January of that year)' },
  { dd: 'PublicRemarks', listing: 'description' },
  {
    dd: 'VirtualTourURLUnbranded',
    listing: 'video or tour link, when its host is allowed (else the record comes without one)',
  },
  { dd: 'BedroomsTotal, BathroomsTotalInteger', listing: 'the BEDROOM and BATHROOM features' },
  { dd: 'Media: MediaURL, Order, ShortDescription', listing: 'photos, in order, with their room' },
];

/**
 * The site's type names a DD PropertySubType stands for (the feed's SUBTYPE_BY_TYPE_NAME read
 * backwards), tried in this order before the subtype's own name.
 */
const TYPE_NAMES_BY_SUBTYPE: Record<string, readonly string[]> = {
  'Single Family Residence': ['house', 'cottage', 'villa'],
  Townhouse: ['townhouse', 'cluster'],
  Apartment: ['apartment', 'flat', 'garden flat', 'studio', 'penthouse'],
  Duplex: ['duplex'],
  Office: ['office'],
  Retail: ['retail shop', 'shop'],
  Warehouse: ['warehouse'],
  Business: ['commercial'],
  'Unimproved Land': ['land', 'residential land', 'commercial land'],
  Agriculture: ['agricultural land', 'farm'],
  Farm: ['farm'],
  'Hotel/Motel': ['guest house', 'lodge', 'short stay'],
};
const TYPE_NAMES_BY_TYPE: Record<string, readonly string[]> = {
  Residential: ['house'],
  'Residential Lease': ['house'],
  'Commercial Sale': ['commercial'],
  'Commercial Lease': ['commercial'],
  Land: ['land'],
};

const AREA_UNITS: Record<string, AreaType> = {
  'Square Feet': 'SQUARE_FEET',
  'Square Meters': 'SQUARE_METRES',
  Acres: 'ACRES',
};

/** The site's names a record is resolved against, read once per run. */
export interface SiteLookup {
  /** The type of a lower-case name, in any of the site's languages. */
  type(name: string): { publicId: string; id: number } | undefined;
  /** The suburb named in a city (and country) by name. */
  suburb(place: { country?: string; city?: string; suburb: string }): { publicId: string } | string;
}

export interface RemoteListing {
  key: string;
  /** Active in the remote's feed. */
  active: boolean;
  input: PropertyCreateInput;
  typeId: number;
  typePublicId: string;
  suburbPublicId: string;
  bedrooms: number | null;
  bathrooms: number | null;
  photos: CsvPhoto[];
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The site's type for a record: its subtype's names, its subtype, then its type's. */
function typeOf(record: RemoteRecord, site: SiteLookup) {
  const subType = str(record.PropertySubType);
  const type = str(record.PropertyType);
  const names = [
    ...(TYPE_NAMES_BY_SUBTYPE[subType] ?? []),
    subType,
    ...(TYPE_NAMES_BY_TYPE[type] ?? []),
    type,
  ].filter(Boolean);
  for (const name of names) {
    const found = site.type(name.toLowerCase());
    if (found) return found;
  }
  return `No type of this site matches '${subType || type || '(none)'}'`;
}

/** The area and its unit: the living area, else the lot's. */
function areaOf(record: RemoteRecord): { area: number | null; areaType?: AreaType } {
  const living = num(record.LivingArea);
  const livingUnit = AREA_UNITS[str(record.LivingAreaUnits)];
  if (living !== null && livingUnit) return { area: living, areaType: livingUnit };
  const lot = num(record.LotSizeArea);
  const lotUnit = AREA_UNITS[str(record.LotSizeUnits)];
  if (lot !== null && lotUnit) return { area: lot, areaType: lotUnit };
  return { area: null };
}

function photosOf(record: RemoteRecord): CsvPhoto[] {
  const media = Array.isArray(record.Media) ? (record.Media as RemoteRecord[]) : [];
  return media
    .filter((m) => str(m.MediaURL) && str(m.MediaCategory ?? 'Photo') !== 'Document')
    .sort((a, b) => (num(a.Order) ?? 0) - (num(b.Order) ?? 0))
    .map((m) => {
      const room = str(m.ShortDescription).toUpperCase().replace(/\s+/g, '_');
      return { url: str(m.MediaURL), ...(room && { room }) };
    });
}

/**
 * A tour link the allow-list accepts; another source's link to a host this site does not frame
 * is left out rather than refusing the whole listing.
 */
function allowedTour(value: unknown): { tourUrl?: string } {
  const link = tourLinkOf(str(value));
  return link ? { tourUrl: link.url } : {};
}

/**
 * A record as the listing it gives here, or the reasons it cannot: its type or suburb unknown
 * to the site, or a field the editor's rules refuse (propertyCreateSchema). `currency` is the
 * currency of the suburb's country (the feed carries none).
 */
export function readRemoteListing(
  record: RemoteRecord,
  site: SiteLookup,
  currencyOf: (suburbPublicId: string) => string | undefined,
): RemoteListing | { reasons: string[] } {
  const key = str(record.ListingKey);
  const reasons: string[] = [];
  if (!key) return { reasons: ['The record has no ListingKey'] };
  const type = typeOf(record, site);
  if (typeof type === 'string') reasons.push(type);
  const suburb = site.suburb({
    country: str(record.Country),
    city: str(record.City),
    suburb: str(record.SubdivisionName),
  });
  if (typeof suburb === 'string') reasons.push(suburb);
  if (typeof type === 'string' || typeof suburb === 'string') return { reasons };

  const category: Category = /Lease$/.test(str(record.PropertyType)) ? 'RENT' : 'SALE';
  const kind = str(record.PropertySubType) || str(record.PropertyType) || 'Listing';
  const name = `${kind}, ${str(record.SubdivisionName)}`.slice(0, PROPERTY_LIMITS.name);
  const year = num(record.YearBuilt);
  const parsed = propertyCreateSchema.safeParse({
    name,
    description: str(record.PublicRemarks),
    ...allowedTour(record.VirtualTourURLUnbranded),
    category,
    ...areaOf(record),
    built: year ? String(year) : null,
    price: num(record.ListPrice),
    currency: currencyOf(suburb.publicId) ?? '',
    priceType: 'TOTAL',
    latitude: num(record.Latitude),
    longitude: num(record.Longitude),
  });
  if (!parsed.success) {
    return {
      reasons: parsed.error.issues.map((issue) =>
        issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      ),
    };
  }
  return {
    key,
    active: str(record.StandardStatus) === 'Active',
    input: parsed.data,
    typeId: type.id,
    typePublicId: type.publicId,
    suburbPublicId: suburb.publicId,
    bedrooms: num(record.BedroomsTotal),
    bathrooms: num(record.BathroomsTotalInteger),
    photos: photosOf(record),
  };
}

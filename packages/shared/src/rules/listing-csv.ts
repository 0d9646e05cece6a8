import { AREA_TYPES, CATEGORIES, PRICE_TYPES, type AreaType, type Category } from '../constants';

/**
 * The listing CSV that exports write and imports read: one row per listing, these columns in this
 * order. Headers are RESO Data Dictionary names where the DD has the field (docs/reso.md), so a
 * file from another system often matches without any mapping; `aliases` are the other headers
 * people use for the same column, which an import matches automatically.
 */
export const LISTING_CSV_COLUMNS = [
  {
    field: 'reference',
    header: 'AgentReference',
    aliases: ['ListingId', 'ListingKey', 'Reference', 'Ref', 'Property reference', 'Property ID'],
  },
  { field: 'name', header: 'Name', aliases: ['Property name', 'Internal name'] },
  { field: 'title', header: 'Title', aliases: ['Listing title', 'Headline'] },
  {
    field: 'description',
    header: 'PublicRemarks',
    aliases: ['Description', 'Remarks', 'Details'],
  },
  { field: 'type', header: 'PropertyType', aliases: ['Type', 'Property type', 'PropertySubType'] },
  {
    field: 'category',
    header: 'ListingCategory',
    aliases: ['Category', 'Transaction', 'Transaction type', 'Listing type', 'Offer'],
  },
  { field: 'country', header: 'Country', aliases: [] },
  { field: 'city', header: 'City', aliases: ['Town'] },
  {
    field: 'suburb',
    header: 'SubdivisionName',
    aliases: ['Suburb', 'Neighbourhood', 'Neighborhood', 'District', 'Area name'],
  },
  { field: 'price', header: 'ListPrice', aliases: ['Price', 'Asking price', 'Rent'] },
  { field: 'currency', header: 'CurrencyCode', aliases: ['Currency'] },
  { field: 'priceType', header: 'PriceType', aliases: ['Price per', 'Price type'] },
  { field: 'area', header: 'LivingArea', aliases: ['Area', 'Size', 'Floor area'] },
  { field: 'areaType', header: 'LivingAreaUnits', aliases: ['Area unit', 'Area units', 'Unit'] },
  { field: 'built', header: 'YearBuilt', aliases: ['Year built', 'Built'] },
  { field: 'bedrooms', header: 'BedroomsTotal', aliases: ['Bedrooms', 'Beds'] },
  { field: 'bathrooms', header: 'BathroomsTotalInteger', aliases: ['Bathrooms', 'Baths'] },
  { field: 'latitude', header: 'Latitude', aliases: ['Lat'] },
  { field: 'longitude', header: 'Longitude', aliases: ['Lng', 'Lon', 'Long'] },
  { field: 'altitude', header: 'Altitude', aliases: ['Elevation'] },
  { field: 'displayMap', header: 'DisplayMap', aliases: ['Show map'] },
  { field: 'vatable', header: 'Vatable', aliases: ['VAT'] },
  { field: 'serviced', header: 'Serviced', aliases: [] },
  { field: 'serviceCharge', header: 'ServiceCharge', aliases: ['Service charge'] },
  { field: 'metaTags', header: 'Keywords', aliases: ['Tags', 'Meta tags'] },
  {
    field: 'tourUrl',
    header: 'VirtualTourURLUnbranded',
    aliases: ['Virtual tour', 'Tour link', 'Video', 'Video link', 'VirtualTourURLBranded'],
  },
  { field: 'photos', header: 'Photos', aliases: ['Photo URLs', 'Images', 'MediaURL', 'Pictures'] },
] as const;

export type ListingCsvField = (typeof LISTING_CSV_COLUMNS)[number]['field'];

/** The columns an import cannot do without: every other one may be left unmatched. */
export const REQUIRED_CSV_FIELDS: readonly ListingCsvField[] = [
  'reference',
  'name',
  'type',
  'category',
  'suburb',
  'currency',
  'priceType',
  'latitude',
  'longitude',
];

/** Where a listing came from (properties.source). */
export const LISTING_SOURCES = ['dashboard', 'csv', 'reso'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/** Headers compared without case, spaces or punctuation: "Year built" is "YEAR_BUILT". */
const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const COLUMN_BY_KEY = new Map<string, ListingCsvField>(
  LISTING_CSV_COLUMNS.flatMap((column) =>
    [column.header, column.field, ...column.aliases].map((name) => [headerKey(name), column.field]),
  ),
);

/**
 * The field each header of a file matches, by position (null for a header nothing matches). A
 * field matches its first header only: a later header with the same meaning is left unmatched,
 * for the person to map by hand.
 */
export function matchCsvHeaders(headers: readonly string[]): (ListingCsvField | null)[] {
  const taken = new Set<ListingCsvField>();
  return headers.map((header) => {
    const field = COLUMN_BY_KEY.get(headerKey(header)) ?? null;
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** A cell's value, or the reason it cannot be read (an English message, as the API's are). */
export type CellResult<T> = { value: T } | { problem: string };

const YES = new Set(['yes', 'y', 'true', '1', 'oui', 'نعم']);
const NO = new Set(['no', 'n', 'false', '0', 'non', 'لا', '']);

/** Yes/no cells: yes, true, 1 (and no, false, 0, empty). */
export function readCsvBoolean(cell: string): CellResult<boolean> {
  const text = cell.trim().toLowerCase();
  if (YES.has(text)) return { value: true };
  if (NO.has(text)) return { value: false };
  return { problem: 'Must be yes or no' };
}

/**
 * Numbers as spreadsheets write them: "1250000", "1,250,000.50", "1 250 000"; empty is null.
 * A comma is a thousands separator, never a decimal point (export writes plain numbers).
 */
export function readCsvNumber(cell: string): CellResult<number | null> {
  const text = cell.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!text) return { value: null };
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(text)) return { problem: 'Must be a number' };
  return { value: Number(text.replaceAll(',', '')) };
}

const CATEGORY_WORDS: Record<string, Category> = {
  sale: 'SALE',
  forsale: 'SALE',
  buy: 'SALE',
  sell: 'SALE',
  rent: 'RENT',
  forrent: 'RENT',
  lease: 'RENT',
  let: 'RENT',
  tolet: 'RENT',
  quickrent: 'QUICK_RENT',
  shortstay: 'QUICK_RENT',
  shortlet: 'QUICK_RENT',
  holiday: 'QUICK_RENT',
};

/** SALE, RENT or QUICK_RENT, also from the words people use ("For sale", "Lease", "Short stay"). */
export function readCsvCategory(cell: string): CellResult<Category> {
  const key = headerKey(cell);
  const exact = CATEGORIES.find((category) => headerKey(category) === key);
  const value = exact ?? CATEGORY_WORDS[key];
  return value ? { value } : { problem: `Must be one of ${CATEGORIES.join(', ')}` };
}

const AREA_WORDS: Record<string, AreaType> = {
  ha: 'HECTARE',
  hectare: 'HECTARE',
  hectares: 'HECTARE',
  sqft: 'SQUARE_FEET',
  squarefeet: 'SQUARE_FEET',
  squarefoot: 'SQUARE_FEET',
  ft2: 'SQUARE_FEET',
  sqm: 'SQUARE_METRES',
  sqmts: 'SQUARE_METRES',
  m2: 'SQUARE_METRES',
  squaremeters: 'SQUARE_METRES',
  squaremetres: 'SQUARE_METRES',
  acre: 'ACRES',
  acres: 'ACRES',
};

/** An area unit: HECTARE, SQUARE_FEET, SQUARE_METRES, ACRES, or "ha", "sq ft", "m2", "acres". */
export function readCsvAreaType(cell: string): CellResult<AreaType> {
  const key = headerKey(cell);
  const exact = AREA_TYPES.find((unit) => headerKey(unit) === key);
  const value = exact ?? AREA_WORDS[key];
  return value ? { value } : { problem: `Must be one of ${AREA_TYPES.join(', ')}` };
}

/** TOTAL or UNIT (the price per unit of area). */
export function readCsvPriceType(cell: string): CellResult<(typeof PRICE_TYPES)[number]> {
  const key = headerKey(cell);
  const value = PRICE_TYPES.find((type) => headerKey(type) === key);
  return value ? { value } : { problem: `Must be one of ${PRICE_TYPES.join(', ')}` };
}

/** A photo of a listing in a CSV: its address and, optionally, the room it shows. */
export interface CsvPhoto {
  url: string;
  room?: string;
}

/** At most this many photos in one cell. */
export const MAX_CSV_PHOTOS = 50;

/**
 * The Photos cell: photos separated by "|" or new lines, each "https://…" or "Room=https://…"
 * ("Kitchen=https://example.com/k.jpg | https://example.com/front.jpg"). Only http(s) addresses.
 */
export function readCsvPhotos(cell: string): CellResult<CsvPhoto[]> {
  const entries = cell
    .split(/[|\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > MAX_CSV_PHOTOS) return { problem: `At most ${MAX_CSV_PHOTOS} photos` };
  const photos: CsvPhoto[] = [];
  for (const entry of entries) {
    const match = /^(?:([^=]*?)\s*=\s*)?(https?:\/\/[^\s/]+\S*)$/i.exec(entry);

    if (!match) {
      return { problem: 'Photos must be http or https addresses' };
    }
    const url = match[2]!;
    const room = match[1]?.trim();
    photos.push(room ? { url, room } : { url });
  }
  return { value: photos };
}

/** The Photos cell for a list of photos: the form readCsvPhotos reads. */
export function writeCsvPhotos(photos: readonly CsvPhoto[]): string {
  return photos.map((photo) => (photo.room ? `${photo.room}=${photo.url}` : photo.url)).join(' | ');
}

/**
 * At most this many listings named in one export's selection (`?ids=`): ten pages of My
 * Listings, and an address short enough for every server. Without a selection an export has
 * every listing, however many.
 */
export const MAX_EXPORT_IDS = 200;

/** What a text cell a spreadsheet would run as a formula starts with, after any apostrophes. */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A text cell as an export writes it: one that starts with =, +, -, @, a tab or a carriage return
 * (after any apostrophes) gets one more apostrophe in front, so a spreadsheet shows it as text
 * instead of running it. Numbers and addresses are written as they are, never through this.
 */
export function writeCsvText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A text cell as writeCsvText wrote it: the apostrophe it added is taken off again. */
export function readCsvText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

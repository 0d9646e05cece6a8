import {
  LISTING_CSV_COLUMNS,
  writeCsvPhotos,
  writeCsvText,
  type CsvPhoto,
  type ListingCsvField,
} from '@propdesk/shared';
import type { ExportedListing } from './listing-export.repository';

/** The header row: each column's header, in LISTING_CSV_COLUMNS order. */
export const CSV_HEADER = LISTING_CSV_COLUMNS.map((column) => column.header);

/**
 * A number as the import reads it: plain digits, '.' before decimals, '-' when negative, never
 * a thousands separator or an exponent; empty for none.
 */
function plainNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A photo's room as people write it: LIVING_ROOM is "Living room". */
function roomName(location: string): string {
  const words = location.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An address Propdesk stores relative to itself (`/files/...`), made absolute. */
const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? publicUrl + url : url);

/**
 * One listing's row, cells in LISTING_CSV_COLUMNS order. Text a spreadsheet would run as a
 * formula is guarded (writeCsvText); numbers, codes and addresses are written as they are.
 */
export function listingRow(
  listing: ExportedListing,
  photos: readonly { location: string; url: string }[],
  publicUrl: string,
): string[] {
  const csvPhotos: CsvPhoto[] = photos.map((photo) => ({
    url: absolute(publicUrl, photo.url),
    room: roomName(photo.location),
  }));
  const cells: Record<ListingCsvField, string> = {
    reference: writeCsvText(listing.agentReference ?? listing.code),
    name: writeCsvText(listing.name),
    title: writeCsvText(listing.title),
    description: writeCsvText(listing.description),
    type: writeCsvText(listing.typeName),
    category: listing.category,
    country: listing.country,
    city: writeCsvText(listing.city),
    suburb: writeCsvText(listing.suburb),
    price: plainNumber(listing.price),
    currency: listing.currency,
    priceType: listing.priceType,
    area: plainNumber(listing.area),
    areaType: listing.areaType,
    built: plainNumber(listing.built),
    bedrooms: plainNumber(listing.bedrooms),
    bathrooms: plainNumber(listing.bathrooms),
    latitude: plainNumber(listing.latitude),
    longitude: plainNumber(listing.longitude),
    altitude: plainNumber(listing.altitude),
    displayMap: yesNo(listing.displayMap),
    vatable: yesNo(listing.vatable),
    serviced: yesNo(listing.serviced),
    serviceCharge: plainNumber(listing.serviceCharge),
    metaTags: writeCsvText(listing.metaTags),
    tourUrl: writeCsvText(listing.tourUrl ?? ''),
    photos: writeCsvText(writeCsvPhotos(csvPhotos)),
  };
  return LISTING_CSV_COLUMNS.map((column) => cells[column.field]);
}

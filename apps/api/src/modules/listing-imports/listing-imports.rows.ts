import {
  LISTING_CSV_COLUMNS,
  propertyCreateSchema,
  readCsvAreaType,
  readCsvBoolean,
  readCsvCategory,
  readCsvNumber,
  readCsvPhotos,
  readCsvPriceType,
  readCsvText,
  type CellResult,
  type CsvPhoto,
  type ListingCsvField,
  type PropertyCreateInput,
} from '@propdesk/shared';
import { LISTING_FIELDS, type ListingField } from '../properties';
import type { SiteNames } from './listing-imports.names';

/** A problem of one row: the CSV field it is about (null for the row as a whole) and what. */
export interface RowProblem {
  field: ListingCsvField | null;
  message: string;
}

/** One row of the file as the import reads it. */
export interface ReadRow {
  rowNumber: number;
  reference: string | null;
  /** The mapped cells, trimmed, by field. */
  values: Partial<Record<ListingCsvField, string>>;
  problems: RowProblem[];
  /** Every cell empty: the row is skipped. */
  blank: boolean;
  /** When there is no problem: what the listing gets. */
  listing?: {
    input: PropertyCreateInput;
    typePublicId: string;
    typeId: number;
    suburbPublicId: string;
    bedrooms: number | null | undefined;
    bathrooms: number | null | undefined;
    photos: CsvPhoto[] | undefined;
  };
}

export type Mapping = readonly (ListingCsvField | null)[];

const HEADER_OF = new Map<ListingCsvField, string>(
  LISTING_CSV_COLUMNS.map((column) => [column.field, column.header]),
);

/** The column header people know a field by (the file's own, else the standard one). */
function fieldLabel(field: ListingCsvField, headers: readonly string[], mapping: Mapping) {
  const index = mapping.indexOf(field);
  return (index >= 0 ? headers[index]?.trim() : undefined) || HEADER_OF.get(field)!;
}

/** A row's problems as the report writes them: "ListPrice: Must be a number". */
export function problemText(problem: RowProblem, headers: readonly string[], mapping: Mapping) {
  if (!problem.field) return problem.message;
  const label = fieldLabel(problem.field, headers, mapping);
  return problem.message.startsWith(label) ? problem.message : `${label}: ${problem.message}`;
}

/** The most rooms a listing may count in one column. */
const MAX_ROOMS = 999;

function readRooms(cell: string): CellResult<number | null> {
  const read = readCsvNumber(cell);
  if ('problem' in read || read.value === null) return read;
  if (!Number.isInteger(read.value) || read.value < 0 || read.value > MAX_ROOMS) {
    return { problem: `Must be a whole number from 0 to ${MAX_ROOMS}` };
  }
  return read;
}

/** Fields whose cells the schema reads as they are (text). */
const TEXT_FIELDS = ['name', 'title', 'description', 'metaTags', 'tourUrl', 'built'] as const;
const NUMBER_FIELDS = [
  'price',
  'area',
  'serviceCharge',
  'latitude',
  'longitude',
  'altitude',
] as const;
const BOOLEAN_FIELDS = ['vatable', 'serviced', 'displayMap'] as const;
const NULLABLE_NUMBERS = new Set<string>(['price', 'area', 'altitude']);

/**
 * Reads one row with the shared cell readers and checks it with the editor's own rules
 * (propertyCreateSchema: required fields, contact details in the description, price and area
 * ranges, the service charge rule), then resolves its type and suburb against the site's names.
 */
export function readRow(
  cells: readonly string[],
  rowNumber: number,
  mapping: Mapping,
  names: SiteNames,
): ReadRow {
  const values: Partial<Record<ListingCsvField, string>> = {};
  mapping.forEach((field, index) => {
    // An export guards a cell a spreadsheet would run as a formula with an apostrophe: drop it.
    if (field) values[field] = readCsvText((cells[index] ?? '').trim());
  });
  const blank = cells.every((cell) => !cell.trim());
  const reference = values.reference || null;
  const problems: RowProblem[] = [];
  const problem = (field: ListingCsvField | null, message: string) =>
    problems.push({ field, message });
  if (blank) return { rowNumber, reference: null, values, problems, blank };

  if (!reference) problem('reference', 'AgentReference is required');
  else if (reference.length > 100) problem('reference', 'At most 100 characters');

  const input: Record<string, unknown> = {};
  const read = <T>(field: ListingCsvField, result: CellResult<T>) => {
    if ('problem' in result) problem(field, result.problem);
    else return result.value;
  };
  for (const field of TEXT_FIELDS) {
    const cell = values[field];
    if (cell !== undefined && (cell !== '' || field === 'name')) input[field] = cell;
  }
  for (const field of NUMBER_FIELDS) {
    if (values[field] === undefined) continue;
    const value = read(field, readCsvNumber(values[field]));
    if (value !== undefined && (value !== null || NULLABLE_NUMBERS.has(field))) {
      input[field] = value;
    }
  }
  for (const field of BOOLEAN_FIELDS) {
    if (values[field] !== undefined) input[field] = read(field, readCsvBoolean(values[field]));
  }
  if (values.category) input.category = read('category', readCsvCategory(values.category));
  if (values.areaType) input.areaType = read('areaType', readCsvAreaType(values.areaType));
  if (values.priceType) input.priceType = read('priceType', readCsvPriceType(values.priceType));
  if (values.currency) input.currency = values.currency.toUpperCase();
  const rooms = (field: 'bedrooms' | 'bathrooms') =>
    values[field] === undefined ? undefined : read(field, readRooms(values[field]));
  const bedrooms = rooms('bedrooms');
  const bathrooms = rooms('bathrooms');
  const photos = values.photos ? read('photos', readCsvPhotos(values.photos)) : undefined;

  const parsed = propertyCreateSchema.safeParse(input);
  if (!parsed.success) {
    const known = new Set(problems.map((p) => p.field));
    for (const issue of parsed.error.issues) {
      const field = (issue.path[0] as ListingCsvField | undefined) ?? null;
      // A cell a reader refused already says why; the schema's "required" would repeat it.
      if (field && known.has(field)) continue;
      // Nor does the service charge rule when the Serviced cell could not be read.
      if (field === 'serviceCharge' && known.has('serviced')) continue;
      problem(field, issue.message);
    }
  }

  const type = names.type(values.type ?? '');
  if ('problem' in type) problem('type', type.problem);
  const suburb = names.suburb({
    country: values.country ?? '',
    city: values.city ?? '',
    suburb: values.suburb ?? '',
  });
  if ('problem' in suburb) problem(suburb.field, suburb.problem);

  if (problems.length || !parsed.success || 'problem' in type || 'problem' in suburb) {
    return { rowNumber, reference, values, problems, blank };
  }
  return {
    rowNumber,
    reference,
    values,
    problems,
    blank,
    listing: {
      input: parsed.data,
      typePublicId: type.value.publicId,
      typeId: type.value.id,
      suburbPublicId: suburb.value.publicId,
      bedrooms,
      bathrooms,
      photos: photos ?? undefined,
    },
  };
}

/**
 * The listing fields an update from the file may change: the mapped ones (an unmapped column
 * leaves the listing's value alone), by the update's names.
 */
export function mappedListingFields(mapped: ReadonlySet<ListingCsvField>): ListingField[] {
  return LISTING_FIELDS.filter((field) => mapped.has(field === 'typeId' ? 'type' : field));
}

import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { AppError, MAX_IMPORT_COLUMNS } from '@propdesk/shared';

export type Delimiter = ',' | ';';

/** The longest header cell kept (a longer one is a sign the file is not a CSV table). */
const MAX_HEADER_LENGTH = 200;
/** The header line must end within this many bytes. */
const MAX_HEADER_BYTES = 64 * 1024;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const NOT_CSV = 'The file is not a CSV file: save the spreadsheet as CSV (UTF-8) and upload that';
const NO_HEADER = 'The first row of the file must name the columns';

/** Counts `char` in a line, outside double quotes. */
function countOutsideQuotes(line: string, char: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count++;
  }
  return count;
}

/** `,` or `;`: whichever the header line has more of (spreadsheets in many locales write `;`). */
export function detectDelimiter(headerLine: string): Delimiter {
  return countOutsideQuotes(headerLine, ';') > countOutsideQuotes(headerLine, ',') ? ';' : ',';
}

/** The file's first line (up to its first line break outside quotes), without a BOM. */
function firstLine(head: Buffer): string {
  const body = head.subarray(0, BOM.length).equals(BOM) ? head.subarray(BOM.length) : head;
  if (body.includes(0)) throw new AppError('VALIDATION_FAILED', NOT_CSV);
  let text: string;
  try {
    // A cut in the middle of a character at the slice's end is not an error of the file.
    text = new TextDecoder('utf-8', { fatal: true }).decode(body.subarray(0, MAX_HEADER_BYTES), {
      stream: true,
    });
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The file must be in UTF-8: save it as CSV (UTF-8)');
  }
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if ((c === '\n' || c === '\r') && !quoted) return text.slice(0, i);
  }
  if (body.length > MAX_HEADER_BYTES) throw new AppError('VALIDATION_FAILED', NOT_CSV);
  return text;
}

/** Parses one CSV line into its cells. */
async function cellsOf(line: string, delimiter: Delimiter): Promise<string[]> {
  const parser = parse({ delimiter, relax_quotes: true, relax_column_count: true });
  parser.end(line);
  for await (const record of parser) return record as string[];
  return [];
}

/**
 * The header row of an uploaded file and its delimiter: 400 for a file without one (empty, or
 * no named column), a binary or non-UTF-8 file, too many columns, or a name given twice.
 */
export async function readHeader(
  head: Buffer,
): Promise<{ headers: string[]; delimiter: Delimiter }> {
  const line = firstLine(head);
  if (!line.trim()) throw new AppError('VALIDATION_FAILED', NO_HEADER);
  const delimiter = detectDelimiter(line);
  let headers: string[];
  try {
    headers = (await cellsOf(line, delimiter)).map((cell) => cell.trim());
  } catch {
    throw new AppError('VALIDATION_FAILED', NOT_CSV);
  }
  if (!headers.some(Boolean)) throw new AppError('VALIDATION_FAILED', NO_HEADER);
  if (headers.length > MAX_IMPORT_COLUMNS) {
    throw new AppError('VALIDATION_FAILED', `The file has more than ${MAX_IMPORT_COLUMNS} columns`);
  }
  if (headers.some((header) => header.length > MAX_HEADER_LENGTH)) {
    throw new AppError('VALIDATION_FAILED', NOT_CSV);
  }
  const seen = new Set<string>();
  for (const header of headers) {
    const name = header.toLocaleLowerCase();
    if (name && seen.has(name)) {
      throw new AppError('VALIDATION_FAILED', 'Each column of the first row needs its own name', [
        { path: 'file', message: `The column ${header} appears twice` },
      ]);
    }
    seen.add(name);
  }
  return { headers, delimiter };
}

/**
 * The data rows of a stored file, streamed (the file is never held whole): each with its row
 * number as a spreadsheet shows it (the header is row 1). A quoted cell may span lines; the
 * number is then that of the record's last line.
 */
export async function* dataRows(
  file: Readable,
  delimiter: Delimiter,
): AsyncGenerator<{ rowNumber: number; cells: string[] }> {
  const parser = file.pipe(
    parse({
      bom: true,
      delimiter,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
      max_record_size: 1024 * 1024,
    }),
  );
  let header = true;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (header) header = false;
      else yield { rowNumber: info.lines, cells: record };
    }
  } finally {
    file.destroy();
  }
}

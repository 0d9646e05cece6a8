import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parse } from 'csv-parse/browser/esm/sync';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { importReasonMessage } from '../../lib/i18n/validation';

/**
 * The report's columns a reader reads; AgentReference and ListingId keep their names, which are
 * the import's own columns (a fixed file is imported again with them).
 */
const HEADERS: Record<string, MessageDescriptor> = {
  Row: msg({ message: 'Row', context: 'import report column' }),
  Outcome: msg({ message: 'Outcome', context: 'import report column' }),
  Reason: msg({ message: 'Reason', context: 'import report column' }),
};

// The API's own column names, not words for the reader.
const OUTCOME_COLUMN = 'Outcome';
const REASON_COLUMN = 'Reason';

/** The outcomes as the API writes them: after a run, and after a dry run. */
const OUTCOMES: Record<string, MessageDescriptor> = {
  created: msg({ message: 'created', context: 'import report outcome' }),
  updated: msg({ message: 'updated', context: 'import report outcome' }),
  unchanged: msg({ message: 'unchanged', context: 'import report outcome' }),
  skipped: msg({ message: 'skipped', context: 'import report outcome' }),
  failed: msg({ message: 'failed', context: 'import report outcome' }),
  'would create': msg({ message: 'would create', context: 'import report outcome' }),
  'would update': msg({ message: 'would update', context: 'import report outcome' }),
  'would skip': msg({ message: 'would skip', context: 'import report outcome' }),
  'would fail': msg({ message: 'would fail', context: 'import report outcome' }),
};

/**
 * An import's report (the API's CSV, in English) in the reader's language: the column names, the
 * outcomes and each reason, as the preview shows them; the references, row numbers and listing
 * ids as they are. English, the report is returned as it came.
 */
export function reportInLanguage(csv: string, i18n: I18n): string {
  if (i18n.locale === 'en') return csv;
  const rows: string[][] = parse(csv, { bom: true, relax_column_count: true });
  const [header = [], ...body] = rows;
  const outcome = header.indexOf(OUTCOME_COLUMN);
  const reason = header.indexOf(REASON_COLUMN);
  const translated = body.map((row) =>
    row.map((cell, i) => {
      if (i === outcome && OUTCOMES[cell]) return i18n._(OUTCOMES[cell]);
      if (i === reason && cell) return importReasonMessage(cell, i18n);
      return cell;
    }),
  );
  const names = header.map((name) => (HEADERS[name] ? i18n._(HEADERS[name]) : name));
  return stringify([names, ...translated], { bom: true });
}

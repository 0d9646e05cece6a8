import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatLanguage } from './locale';

const KB = 1024;
const MB = 1024 * KB;

const KILOBYTES = msg({ message: '{size} KB', comment: 'A file size in kilobytes' });
const MEGABYTES = msg({ message: '{size} MB', comment: 'A file size in megabytes' });

/** Sizes are short numbers: no grouping ('1023 KB'), the reader's digits and decimal mark. */
const sizeNumber = (value: number) =>
  new Intl.NumberFormat(formatLanguage(), { maximumFractionDigits: 1, useGrouping: false }).format(
    value,
  );

/**
 * A file's size as people read it: bytes under 1 KB, whole KB under 1 MB, then MB with one
 * decimal (none from 10 MB): '820 bytes', '48 KB', '2.4 MB', '15 MB'. Never '0.0 MB'.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) {
    const size = sizeNumber(bytes);
    return plural(bytes, { one: `${size} byte`, other: `${size} bytes` });
  }
  if (bytes < MB) {
    return i18n._({
      ...KILOBYTES,
      values: { size: sizeNumber(Math.min(1023, Math.round(bytes / KB))) },
    });
  }
  const mb = bytes / MB;
  return i18n._({ ...MEGABYTES, values: { size: sizeNumber(mb >= 10 ? Math.round(mb) : mb) } });
}

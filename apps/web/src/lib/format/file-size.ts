const KB = 1024;
const MB = 1024 * KB;

/**
 * A file's size as people read it: bytes under 1 KB, whole KB under 1 MB, then MB with one
 * decimal (none from 10 MB): '820 bytes', '48 KB', '2.4 MB', '15 MB'. Never '0.0 MB'.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MB) return `${Math.min(1023, Math.round(bytes / KB))} KB`;
  const mb = bytes / MB;
  return `${mb >= 10 ? Math.round(mb) : Number(mb.toFixed(1))} MB`;
}

import { z } from 'zod';
import { assertSafeKey } from './storage';

/**
 * A backup is one tar file: `manifest.json` first (what it is, so a restore refuses a wrong file
 * before it writes anything), then `database.tar.gz` (PGlite's data directory), `jwt-secret`
 * when DATA_DIR has one, `uploads/<storage key>` for every file on local storage, and last
 * `SHA256SUMS` (each entry's checksum, in sha256sum's format, so `sha256sum -c` checks it too).
 */
export const BACKUP_FORMAT = 'propdesk-backup';
export const BACKUP_VERSION = 1;

export const ENTRY = {
  manifest: 'manifest.json',
  database: 'database.tar.gz',
  jwtSecret: 'jwt-secret',
  checksums: 'SHA256SUMS',
} as const;
export const UPLOADS_PREFIX = 'uploads/';

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  /** The last migration the database had: a restore refuses one this code does not know. */
  migration: z.string().min(1),
  database: z.literal('pglite'),
  /** Taken from a running server (its snapshot) or from a stopped one's directory. */
  taken: z.enum(['online', 'offline']),
  files: z.object({
    storage: z.enum(['local', 's3']),
    /** The bucket of files that stayed in S3 (restored with its versioning, docs/operations.md). */
    bucket: z.string().optional(),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** Why a file cannot be restored, in words for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The entry names a backup may hold; anything else (a path outside, a link) is refused. */
export function checkEntryName(name: string): 'manifest' | 'database' | 'jwt' | 'sums' | 'file' {
  if (name === ENTRY.manifest) return 'manifest';
  if (name === ENTRY.database) return 'database';
  if (name === ENTRY.jwtSecret) return 'jwt';
  if (name === ENTRY.checksums) return 'sums';
  if (name.startsWith(UPLOADS_PREFIX)) {
    try {
      assertSafeKey(name.slice(UPLOADS_PREFIX.length));
      return 'file';
    } catch {
      // refused below
    }
  }
  throw new BackupError(`The backup holds an entry no backup has: ${JSON.stringify(name)}`);
}

/** `SHA256SUMS` as sha256sum writes it: "<hex>  <name>" a line. */
export function formatChecksums(sums: Map<string, string>): string {
  return [...sums].map(([name, hash]) => `${hash}  ${name}\n`).join('');
}

export function parseChecksums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match) throw new BackupError('The checksums of the backup are unreadable');
    sums.set(match[2]!, match[1]!);
  }
  return sums;
}

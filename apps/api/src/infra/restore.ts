import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { createTarDecoder } from 'modern-tar';
import { migrations } from '../db/migrations';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  checkEntryName,
  ENTRY,
  manifestSchema,
  parseChecksums,
  UPLOADS_PREFIX,
  type BackupManifest,
} from './backup-format';
import { lockDataDir } from './db';

export interface CheckedBackup {
  manifest: BackupManifest;
  /** The uploaded files it holds, and their bytes. */
  files: number;
  bytes: number;
}

/**
 * Reads a backup through: the manifest first, every entry's checksum against `SHA256SUMS` at the
 * end, nothing missing and nothing more. With `into`, writes its entries there as they come
 * (`database.tar.gz`, `jwt-secret`, `uploads/...`). Throws BackupError with what is wrong.
 */
export async function checkBackup(file: string, into?: string): Promise<CheckedBackup> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}`);
  const entries = Readable.toWeb(createReadStream(file)).pipeThrough(
    createTarDecoder({ strict: true }),
  );
  let manifest: BackupManifest | undefined;
  let sums: Map<string, string> | undefined;
  const seen = new Map<string, string>();
  let files = 0;
  let bytes = 0;
  try {
    for await (const entry of entries) {
      const { name, type, size } = entry.header;
      if (sums) throw new BackupError('The backup goes on after its checksums');
      if (!manifest && name !== ENTRY.manifest) {
        throw new BackupError('This file is not a Propdesk backup (it has no manifest first)');
      }
      const kind = checkEntryName(name);
      if (type !== undefined && type !== 'file') {
        throw new BackupError(`The backup holds ${name} as a ${type}, not a file`);
      }
      if (seen.has(name)) throw new BackupError(`The backup holds ${name} twice`);
      const target = into && kind !== 'manifest' && kind !== 'sums' ? path.join(into, name) : '';
      const keep = kind === 'manifest' || kind === 'sums';
      // Uploaded files as storage writes them; the secret and the database for the owner only.
      const mode = kind === 'file' ? 0o644 : 0o600;
      const { hash, text } = await readEntry(entry.body, keep, target, mode);
      if (kind === 'manifest') manifest = parseManifest(text);
      if (kind === 'sums') sums = parseChecksums(text);
      else seen.set(name, hash);
      if (kind === 'file') {
        files += 1;
        bytes += size;
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The backup is damaged or cut short (${(error as Error).message})`);
  }
  if (!manifest) throw new BackupError('This file is not a Propdesk backup (it is empty)');
  if (!sums) throw new BackupError('The backup is cut short: its checksums are missing');
  for (const [name, hash] of seen) {
    if (sums.get(name) !== hash) throw new BackupError(`${name} does not match its checksum`);
  }
  const missing = [...sums.keys()].filter((name) => !seen.has(name));
  if (missing.length) throw new BackupError(`The backup lacks ${missing.join(', ')}`);
  if (!seen.has(ENTRY.database)) throw new BackupError('The backup holds no database');
  if (files !== manifest.files.count || bytes !== manifest.files.bytes) {
    throw new BackupError(
      `The backup holds ${files} files (${bytes} bytes) where its manifest says ` +
        `${manifest.files.count} (${manifest.files.bytes} bytes)`,
    );
  }
  return { manifest, files, bytes };
}

function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('The manifest of the backup is not JSON');
  }
  const parsed = manifestSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const { format, version } = (json ?? {}) as { format?: unknown; version?: unknown };
  if (format === BACKUP_FORMAT && version !== BACKUP_VERSION) {
    throw new BackupError(
      `This backup is of format version ${String(version)}, which this version of Propdesk ` +
        'cannot read: restore it with the version that made it',
    );
  }
  throw new BackupError('This file is not a Propdesk backup (its manifest is not one)');
}

/** Hashes an entry's bytes, writing them to `target` or keeping them as text. */
async function readEntry(
  body: ReadableStream<Uint8Array>,
  keep: boolean,
  target: string,
  mode: number,
) {
  const hash = createHash('sha256');
  const kept: Uint8Array[] = [];
  let out: Writable | undefined;
  if (target) {
    await mkdir(path.dirname(target), { recursive: true });
    out = createWriteStream(target, { mode });
  }
  for await (const chunk of body) {
    hash.update(chunk);
    if (keep) kept.push(chunk);
    if (out && !out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
  }
  if (out) {
    out.end();
    await finished(out);
  }
  return { hash: hash.digest('hex'), text: Buffer.concat(kept).toString('utf8') };
}

/** Whether DATA_DIR may be restored into: missing, or an empty folder. */
async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Brings a backup back into an empty DATA_DIR: checks the whole file first, then loads the
 * database (PGlite opens it once, which also replays what was under way at the snapshot) and
 * puts the files and the JWT secret in place. Anything left by a failure is removed, so the
 * directory is empty again.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<CheckedBackup> {
  if (!(await isEmptyDir(dataDir))) {
    throw new BackupError(
      `${dataDir} is not empty. A backup is restored only into an empty data directory: ` +
        'stop the server, move the directory aside (or set DATA_DIR to a new one) and restore again.',
    );
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(dataDir);
  try {
    const staging = path.join(dataDir, 'restore-staging');
    const checked = await checkBackup(file, staging);
    const { manifest } = checked;
    if (!migrations.some((m) => m.id === manifest.migration)) {
      throw new BackupError(
        `This backup was made by a newer version of Propdesk (its database is at migration ` +
          `${manifest.migration}, which this version does not know): restore it with that version.`,
      );
    }
    const database = await promisify(gunzip)(await readFile(path.join(staging, ENTRY.database)));
    const client = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([new Uint8Array(database)]),
    });
    try {
      const { rows } = await client.query<{ id: string }>(
        'SELECT id FROM schema_migrations ORDER BY id DESC LIMIT 1',
      );
      if (rows[0]?.id !== manifest.migration) {
        throw new BackupError('The database in the backup is not the one its manifest describes');
      }
    } finally {
      await client.close();
    }
    const uploads = path.join(staging, UPLOADS_PREFIX.slice(0, -1));
    if (existsSync(uploads)) await rename(uploads, path.join(dataDir, 'uploads'));
    const secret = path.join(staging, ENTRY.jwtSecret);
    if (existsSync(secret)) {
      await rename(secret, path.join(dataDir, ENTRY.jwtSecret));
      await chmod(path.join(dataDir, ENTRY.jwtSecret), 0o600);
    }
    await rm(staging, { recursive: true, force: true });
    return checked;
  } catch (error) {
    const names = await readdir(dataDir).catch(() => []);
    await Promise.all(
      names
        .filter((name) => name !== 'pglite.pid')
        .map((name) => rm(path.join(dataDir, name), { recursive: true, force: true })),
    );
    throw error;
  } finally {
    release();
  }
}

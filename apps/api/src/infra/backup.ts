import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, link, lstat, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { createTarPacker } from 'modern-tar';
import {
  BackupError,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  ENTRY,
  formatChecksums,
  UPLOADS_PREFIX,
  type BackupManifest,
} from './backup-format';
import { lockDataDir } from './db';
import type { RemovalGate } from './removal-gate';

/** What a backup is taken from: a running server's database, or a stopped server's directory. */
export interface BackupSource {
  dataDir: string;
  taken: BackupManifest['taken'];
  /** The database as one tarball at one moment, and its last migration. */
  dump(): Promise<{ tarball: Blob; migration: string }>;
  /** Local storage's root; none when the files are in S3. */
  uploadsDir?: string;
  /** The S3 bucket that keeps the files instead. */
  bucket?: string;
  /** The running server's file removals, held from the dump until every file is linked. */
  gate?: RemovalGate;
}

interface SnapshotFile {
  key: string;
  /** Its hard link (or copy) in the snapshot's folder, which a later removal cannot touch. */
  file: string;
  size: number;
}

/** One consistent moment of the database and the files, ready to write; `dispose` when done. */
export interface Snapshot {
  manifest: BackupManifest;
  database: Buffer;
  jwtSecret?: Buffer;
  files: SnapshotFile[];
  dispose(): Promise<void>;
}

/** Folders of snapshots under way; one left by a killed process is removed by the next backup. */
const SNAPSHOT_PREFIX = 'backup-snapshot-';

/**
 * Dumps the database, then links every uploaded file into a folder of the snapshot, with file
 * removals held from before the dump until the last link: every file a row of the dump names
 * is in the snapshot (files are written before their rows commit, and removed before their rows
 * go). Files written after the dump may be in it too, which a restore keeps. Linking is quick
 * (no bytes are copied), so removals wait about as long as the dump; the database itself waits
 * only for the dump.
 */
export async function takeSnapshot(source: BackupSource): Promise<Snapshot> {
  await removeLeftSnapshots(source.dataDir);
  const folder = await mkdtemp(path.join(source.dataDir, SNAPSHOT_PREFIX));
  const dispose = () => rm(folder, { recursive: true, force: true });
  try {
    const capture = async () => {
      const dumped = await source.dump();
      const files = source.uploadsDir
        ? await linkFiles(source.uploadsDir, path.join(folder, 'uploads'))
        : [];
      return { ...dumped, files };
    };
    const { tarball, migration, files } = source.gate
      ? await source.gate.pause(capture)
      : await capture();
    const database = await promisify(gzip)(Buffer.from(await tarball.arrayBuffer()));
    const jwtSecret = await readFile(path.join(source.dataDir, ENTRY.jwtSecret)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      },
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migration,
      database: 'pglite',
      taken: source.taken,
      files: {
        storage: source.uploadsDir ? 'local' : 's3',
        ...(source.bucket && { bucket: source.bucket }),
        count: files.length,
        bytes: files.reduce((sum, f) => sum + f.size, 0),
      },
    };
    return { manifest, database, jwtSecret, files, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function removeLeftSnapshots(dataDir: string) {
  const names = await readdir(dataDir).catch(() => []);
  await Promise.all(
    names
      .filter((name) => name.startsWith(SNAPSHOT_PREFIX))
      .map((name) => rm(path.join(dataDir, name), { recursive: true, force: true })),
  );
}

/** Links every finished file under `root` into `into` (copies where links are refused). */
async function linkFiles(root: string, into: string): Promise<SnapshotFile[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files: SnapshotFile[] = [];
  for (const entry of entries) {
    // A `.part` file is a write under way: its row cannot have committed yet.
    if (!entry.isFile() || entry.name.endsWith('.part')) continue;
    const source = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, source).split(path.sep).join('/');
    const target = path.join(into, key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // a removal that finished before the pause
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
      await copyFile(source, target);
    }
    files.push({ key, file: target, size: (await lstat(target)).size });
  }
  return files;
}

/**
 * Writes the snapshot as one tar file (backup-format.ts) to `out`, each entry's checksum taken
 * as its bytes go, and `SHA256SUMS` last.
 */
export async function writeBackup(snapshot: Snapshot, out: Writable): Promise<void> {
  const { readable, controller } = createTarPacker();
  const written = pipeline(Readable.fromWeb(readable), out);
  // A reader that goes away mid-way (the CLI stopped) ends the packing too.
  written.catch((error: unknown) => controller.error(error));
  const sums = new Map<string, string>();
  const mtime = new Date(snapshot.manifest.createdAt);
  const add = async (name: string, size: number, chunks: AsyncIterable<Buffer> | Buffer[]) => {
    const hash = createHash('sha256');
    const writer = controller.add({ name, size, mode: 0o600, mtime }).getWriter();
    for await (const chunk of chunks) {
      hash.update(chunk);
      await writer.write(chunk);
    }
    await writer.close();
    sums.set(name, hash.digest('hex'));
  };
  const addBuffer = (name: string, buffer: Buffer) => add(name, buffer.length, [buffer]);

  await addBuffer(ENTRY.manifest, Buffer.from(`${JSON.stringify(snapshot.manifest, null, 2)}\n`));
  await addBuffer(ENTRY.database, snapshot.database);
  if (snapshot.jwtSecret) await addBuffer(ENTRY.jwtSecret, snapshot.jwtSecret);
  for (const file of snapshot.files) {
    await add(`${UPLOADS_PREFIX}${file.key}`, file.size, createReadStream(file.file));
  }
  // Not in its own list: written as is.
  const checksums = Buffer.from(formatChecksums(sums));
  const writer = controller
    .add({ name: ENTRY.checksums, size: checksums.length, mtime })
    .getWriter();
  await writer.write(checksums);
  await writer.close();
  controller.finalize();
  await written;
}

/**
 * A stopped server's DATA_DIR as a backup source: its lock is taken (a server starting meanwhile
 * is refused) and the database opened as it is, without migrating it.
 */
export async function stoppedServerSource(
  dataDir: string,
  files: { uploadsDir?: string; bucket?: string },
): Promise<{ source: BackupSource; close(): Promise<void> }> {
  const directory = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(directory, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} to back up (DATA_DIR)`);
  }
  const release = lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: directory });
  } catch (error) {
    release();
    throw error;
  }
  return {
    source: {
      dataDir,
      taken: 'offline',
      ...files,
      dump: async () => {
        const { rows } = await client.query<{ id: string }>(
          'SELECT id FROM schema_migrations ORDER BY id DESC LIMIT 1',
        );
        if (!rows[0]) throw new BackupError(`The database in ${dataDir} was never migrated`);
        return { migration: rows[0].id, tarball: await client.dumpDataDir('none') };
      },
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

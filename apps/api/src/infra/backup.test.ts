import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import { packTar, unpackTar } from 'modern-tar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { BackupError } from './backup-format';
import { serveBackups, requestBackup, onlineSource } from './backup-socket';
import { stoppedServerSource, takeSnapshot, writeBackup, type BackupSource } from './backup';
import { openDatabase, resultRows, type DatabaseHandle } from './db';
import { removalGate } from './removal-gate';
import { checkBackup, restoreBackup } from './restore';
import { createLocalStorage } from './storage';

const silentLogger = {
  info: vi.fn(),
  warn: vi.fn(),
  error: vi.fn(),
} as unknown as FastifyBaseLogger;
const dirs: string[] = [];
const temp = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `propdesk-backup-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const FILES = {
  'properties/demo/abc/photo-full.webp': 'full bytes',
  'properties/demo/abc/photo-card.webp': 'card bytes',
  'brochures/demo/abc.pdf': 'a brochure',
};

/** A DATA_DIR's files as a running server leaves them: uploads, a write under way, the secret. */
function fillDataDir(dataDir: string) {
  for (const [key, body] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dataDir, 'uploads', key)), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', key), body);
  }
  writeFileSync(path.join(dataDir, 'uploads/properties/demo/abc/half.webp.part'), 'half');
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'the-secret-of-this-data-directory');
}

async function write(source: BackupSource, file: string, edit?: (m: object) => void) {
  const snapshot = await takeSnapshot(source);
  try {
    edit?.(snapshot.manifest);
    const out = createWriteStream(file);
    await writeBackup(snapshot, out);
    await finished(out);
  } finally {
    await snapshot.dispose();
  }
  return file;
}

let live: DatabaseHandle;
let liveDir: string;
let backup: string;

beforeAll(async () => {
  live = await openDatabase({
    kind: 'pglite-memory',
    snapshot: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  await live.db.execute(sql`INSERT INTO pending_files (key, process) VALUES ('marker', 7)`);
  liveDir = temp('live');
  fillDataDir(liveDir);
  backup = await write(
    onlineSource({
      dataDir: liveDir,
      database: live,
      gate: removalGate(),
      uploadsDir: path.join(liveDir, 'uploads'),
      log: silentLogger,
    }),
    path.join(temp('file'), 'first.backup'),
  );
});
afterAll(() => live.close());

describe('a backup', () => {
  it('restores the database, every finished file and the secret into an empty directory', async () => {
    const checked = await checkBackup(backup);
    expect(checked.manifest).toMatchObject({
      format: 'propdesk-backup',
      version: 1,
      database: 'pglite',
      taken: 'online',
      files: { storage: 'local', count: 3 },
    });
    expect(checked.files).toBe(3);

    const restored = path.join(temp('restored'), 'data');
    await restoreBackup(backup, restored);
    for (const [key, body] of Object.entries(FILES)) {
      expect(readFileSync(path.join(restored, 'uploads', key), 'utf8')).toBe(body);
    }
    expect(existsSync(path.join(restored, 'uploads/properties/demo/abc/half.webp.part'))).toBe(
      false,
    );
    expect(readFileSync(path.join(restored, 'jwt-secret'), 'utf8')).toBe(
      'the-secret-of-this-data-directory',
    );
    expect(readdirSync(restored).sort()).toEqual(['jwt-secret', 'pglite', 'uploads']);
    // No snapshot folder stays behind in the backed-up directory.
    expect(readdirSync(liveDir).sort()).toEqual(['jwt-secret', 'uploads']);

    const database = await openDatabase({ kind: 'pglite', dataDir: restored });
    try {
      const rows = resultRows<{ key: string }>(
        await database.db.execute(sql`SELECT key FROM pending_files WHERE process = 7`),
      );
      expect(rows).toEqual([{ key: 'marker' }]);
    } finally {
      await database.close();
    }

    // The restored directory is a stopped server's: the CLI backs it up from disk.
    const stopped = await stoppedServerSource(restored, {
      uploadsDir: path.join(restored, 'uploads'),
    });
    let second: string;
    try {
      second = await write(stopped.source, path.join(temp('file'), 'second.backup'));
    } finally {
      await stopped.close();
    }
    const again = await checkBackup(second);
    expect(again.manifest).toMatchObject({
      taken: 'offline',
      migration: checked.manifest.migration,
    });
    expect(again.files).toBe(3);
  });

  it('keeps the files of every row of its dump: removals wait until the files are linked', async () => {
    const dataDir = temp('removal');
    fillDataDir(dataDir);
    const gate = removalGate();
    const storage = gate.guard(createLocalStorage(path.join(dataDir, 'uploads')));
    const key = 'properties/demo/abc/photo-full.webp';
    let removal: Promise<void> | undefined;
    const source: BackupSource = {
      ...onlineSource({
        dataDir,
        database: live,
        gate,
        uploadsDir: path.join(dataDir, 'uploads'),
        log: silentLogger,
      }),
    };
    const dump = source.dump;
    // An image deleted right after the dump: its row is in the dump, so its files must be too.
    source.dump = async () => {
      const dumped = await dump();
      removal = storage.remove(key);
      return dumped;
    };
    const file = await write(source, path.join(temp('file'), 'removal.backup'));
    await removal;
    expect(existsSync(path.join(dataDir, 'uploads', key))).toBe(false);
    const extracted = temp('extracted');
    await checkBackup(file, extracted);
    expect(readFileSync(path.join(extracted, 'uploads', key), 'utf8')).toBe(FILES[key]);
  });

  it('is asked of the running server over its socket, one at a time', async () => {
    const dataDir = temp('socket');
    fillDataDir(dataDir);
    const service = await serveBackups({
      dataDir,
      database: live,
      gate: removalGate(),
      uploadsDir: path.join(dataDir, 'uploads'),
      log: silentLogger,
    });
    try {
      const target = path.join(temp('file'), 'socket.backup');
      const other = path.join(temp('file'), 'other.backup');
      const [first, second] = await Promise.allSettled([
        requestBackup(dataDir, createWriteStream(target)),
        requestBackup(dataDir, createWriteStream(other)),
      ]);
      expect(first).toEqual({ status: 'fulfilled', value: true });
      expect(second).toMatchObject({
        status: 'rejected',
        reason: new BackupError('A backup of this server is already under way'),
      });
      expect((await checkBackup(target)).files).toBe(3);
    } finally {
      await service?.close();
    }
    // No server: the CLI reads the directory itself.
    expect(await requestBackup(dataDir, createWriteStream(path.join(dataDir, 'x')))).toBe(false);
  });
});

describe('a restore refuses', () => {
  async function refused(file: string, message: RegExp) {
    const dataDir = path.join(temp('refused'), 'data');
    await expect(restoreBackup(file, dataDir)).rejects.toThrow(message);
    // Whatever it had begun is gone: the directory is empty again.
    expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
  }

  it('a directory that is not empty, and leaves it as it was', async () => {
    const dataDir = temp('occupied');
    writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
    await expect(restoreBackup(backup, dataDir)).rejects.toThrow(
      /is not empty\. A backup is restored only into an empty data directory/,
    );
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
  });

  it('a file whose bytes changed', async () => {
    const bytes = readFileSync(backup);
    const at = bytes.indexOf(Buffer.from('card bytes'));
    bytes[at] = 'C'.charCodeAt(0);
    const file = path.join(temp('damaged'), 'damaged.backup');
    writeFileSync(file, bytes);
    await refused(
      file,
      /uploads\/properties\/demo\/abc\/photo-card\.webp does not match its checksum/,
    );
  });

  it('a file cut short', async () => {
    const file = path.join(temp('cut'), 'cut.backup');
    writeFileSync(file, readFileSync(backup));
    truncateSync(file, Math.floor(readFileSync(backup).length / 2));
    await refused(file, /cut short/);
  });

  it('a file that is no backup', async () => {
    const file = path.join(temp('other'), 'notes.txt');
    writeFileSync(file, 'just some words, not a tar file at all'.repeat(40));
    await refused(file, /not a Propdesk backup|damaged or cut short/);
    await refused(path.join(temp('none'), 'missing.backup'), /No backup at/);
  });

  it('a backup made by a newer version, or of a format it cannot read', async () => {
    const future = withManifest(backup, { migration: '9999-from-the-future' });
    await refused(await future, /made by a newer version of Propdesk .*9999-from-the-future/);
    const format = withManifest(backup, { version: 2 });
    await refused(await format, /format version 2, which this version of Propdesk cannot read/);
  });
});

/** A copy of a backup whose manifest says something else (its checksum made to match). */
async function withManifest(file: string, change: object): Promise<string> {
  const entries = await unpackTar(readFileSync(file));
  const manifest = entries.find((e) => e.header.name === 'manifest.json')!;
  const before = manifest.data!;
  const after = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(before).toString()), ...change }),
  );
  const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  manifest.data = new Uint8Array(after);
  manifest.header.size = after.length;
  const sums = entries.find((e) => e.header.name === 'SHA256SUMS')!;
  const text = Buffer.from(sums.data!).toString().replace(hex(before), hex(after));
  sums.data = new Uint8Array(Buffer.from(text));
  sums.header.size = sums.data.length;
  const copy = path.join(temp('changed'), 'changed.backup');
  writeFileSync(copy, await packTar(entries.map((e) => ({ header: e.header, body: e.data }))));
  return copy;
}

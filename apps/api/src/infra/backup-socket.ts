import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { BackupError } from './backup-format';
import { takeSnapshot, writeBackup, type BackupSource } from './backup';
import { resultRows, type DatabaseHandle } from './db';
import type { RemovalGate } from './removal-gate';

/**
 * The running server's backups, asked for over a Unix socket in DATA_DIR (mode 0600): only who
 * may read DATA_DIR may ask, which is who could copy it anyway, and no network address or API
 * operation exposes it (docs/decisions/backups.md). HTTP on the socket: `POST /backup` answers
 * the backup file as it is written.
 */
function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

/** Unix socket paths are at most 107 bytes on Linux (108 with the final NUL). */
const SOCKET_PATH_MAX = 107;

export interface BackupService {
  close(): Promise<void>;
}

export interface OnlineBackupOptions {
  dataDir: string;
  database: DatabaseHandle;
  gate: RemovalGate;
  uploadsDir?: string;
  bucket?: string;
  log: FastifyBaseLogger;
}

/** The running server's database and files as a backup source. */
export function onlineSource(options: OnlineBackupOptions): BackupSource {
  const { database } = options;
  const dump = database.dump;
  if (!dump) throw new Error('Only the embedded database is backed up by the server');
  return {
    dataDir: options.dataDir,
    taken: 'online',
    uploadsDir: options.uploadsDir,
    bucket: options.bucket,
    gate: options.gate,
    dump: async () => {
      const [last] = resultRows<{ id: string }>(
        await database.db.execute(sql`SELECT id FROM schema_migrations ORDER BY id DESC LIMIT 1`),
      );
      return { migration: last!.id, tarball: await dump() };
    },
  };
}

/** Listens on DATA_DIR's backup socket; undefined (with a warning) where the path is too long. */
export async function serveBackups(
  options: OnlineBackupOptions,
): Promise<BackupService | undefined> {
  const socket = backupSocketPath(options.dataDir);
  if (Buffer.byteLength(socket) > SOCKET_PATH_MAX) {
    options.log.warn(
      { socket },
      'online backups are off: the path of DATA_DIR is too long for its socket (stop the ' +
        'server to back up, or use a shorter DATA_DIR)',
    );
    return undefined;
  }
  const source = onlineSource(options);
  let running = false;
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'The backup socket answers POST /backup only' }));
      return;
    }
    if (running) {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'A backup of this server is already under way' }));
      return;
    }
    running = true;
    void (async () => {
      const started = Date.now();
      try {
        const snapshot = await takeSnapshot(source);
        try {
          res.writeHead(200, { 'content-type': 'application/x-tar' });
          await writeBackup(snapshot, res);
          options.log.info(
            { files: snapshot.manifest.files.count, ms: Date.now() - started },
            'backup written',
          );
        } finally {
          await snapshot.dispose();
        }
      } catch (error) {
        options.log.error({ err: error }, 'backup failed');
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: `The backup failed: ${(error as Error).message}` }));
        } else res.destroy(error as Error);
      } finally {
        running = false;
      }
    })();
  });
  // The server holds DATA_DIR's lock, so a socket file here is one a killed server left.
  rmSync(socket, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => resolve());
    });
    chmodSync(socket, 0o600);
  } catch (error) {
    // Serving matters more than online backups: say so and carry on.
    server.close();
    options.log.warn({ err: error, socket }, 'online backups are off: the socket could not open');
    return undefined;
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(socket, { force: true });
      }),
  };
}

/**
 * Asks the server running on DATA_DIR for a backup and writes it to `out`. Answers false when no
 * server listens there (then DATA_DIR can be read directly).
 */
export function requestBackup(dataDir: string, out: Writable): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          let message = text;
          try {
            message = (JSON.parse(text) as { message: string }).message;
          } catch {
            // not JSON: the text itself
          }
          reject(new BackupError(message || `The server answered ${res.statusCode}`));
        });
        return;
      }
      pipeline(res, out).then(
        () => resolve(true),
        (error: Error) =>
          reject(new BackupError(`The server stopped sending the backup (${error.message})`)),
      );
    });
    req.end();
  });
}

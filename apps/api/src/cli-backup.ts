import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { loadConfig, loadDataLocation } from './config';
import { stoppedServerSource, takeSnapshot, writeBackup } from './infra/backup';
import { BackupError, type BackupManifest } from './infra/backup-format';
import { requestBackup } from './infra/backup-socket';
import { checkBackup, restoreBackup, type CheckedBackup } from './infra/restore';
import { localUploadsDir } from './infra/storage';

export const BACKUP_USAGE = `  backup <file>                   the embedded database and the uploaded files in one file, from
                                  the running server (or DATA_DIR when none runs); checked after
  restore <file>                  a backup into DATA_DIR, which must be empty; the server then
                                  starts on it`;

const ON_POSTGRES =
  'DATABASE_URL is set: on PostgreSQL take backups with pg_dump and restore them with ' +
  'pg_restore (docs/operations.md, "Backups"); backup and restore are for the embedded database.';

/** `backup <file>` and `restore <file>`: their summary, or a BackupError saying what is wrong. */
export async function runBackupCommand([command, file, ...rest]: string[]): Promise<string> {
  if (!file || rest.length) {
    throw new BackupError(`Usage: npm run cli -- ${command} <file> (one file)`);
  }
  return command === 'backup' ? backup(path.resolve(file)) : restore(path.resolve(file));
}

async function backup(file: string): Promise<string> {
  if (loadDataLocation().postgres) throw new BackupError(ON_POSTGRES);
  if (existsSync(file)) throw new BackupError(`${file} exists already: name a new file`);
  if (!existsSync(path.dirname(file))) {
    throw new BackupError(`There is no folder ${path.dirname(file)} to write the backup in`);
  }
  const config = loadConfig();
  // Written aside and renamed once checked: a file at the name is always a whole backup.
  const part = `${file}.part`;
  try {
    const out = createWriteStream(part, { mode: 0o600 });
    const online = await requestBackup(config.dataDir, out);
    if (!online) {
      const stopped = await stoppedServerSource(config.dataDir, {
        uploadsDir: config.s3 ? undefined : localUploadsDir(config),
        bucket: config.s3?.bucket,
      });
      try {
        const snapshot = await takeSnapshot(stopped.source);
        try {
          await writeBackup(snapshot, out);
        } finally {
          await snapshot.dispose();
        }
      } finally {
        await stopped.close();
      }
    }
    await finished(out);
    const checked = await checkBackup(part);
    await rename(part, file);
    return `Backup of ${online ? 'the running server' : config.dataDir} written to ${file}: ${describe(checked)}.`;
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

async function restore(file: string): Promise<string> {
  const location = loadDataLocation();
  if (location.postgres) throw new BackupError(ON_POSTGRES);
  const { manifest } = await checkBackup(file);
  if (manifest.files.storage === 'local' && location.s3Bucket) {
    throw new BackupError(
      `This backup's files were kept on disk, but S3_BUCKET is set: the server would look for ` +
        'them in the bucket. Restore without the S3 settings, then copy uploads/ into the bucket.',
    );
  }
  const checked = await restoreBackup(file, location.dataDir);
  const bucket = bucketNote(manifest);
  return `Restored ${file} into ${location.dataDir}: ${describe(checked)}.${bucket}`;
}

function describe({ manifest, files, bytes }: CheckedBackup): string {
  return (
    `database at migration ${manifest.migration} as of ${manifest.createdAt}, ` +
    (manifest.files.storage === 'local'
      ? `${files} uploaded files (${(bytes / 1024 / 1024).toFixed(1)} MB)`
      : `files in S3 bucket ${manifest.files.bucket ?? '?'} (not in the backup)`) +
    ', every checksum matches'
  );
}

function bucketNote(manifest: BackupManifest): string {
  if (manifest.files.storage !== 's3') return '';
  return (
    `\nThe files stayed in the S3 bucket ${manifest.files.bucket ?? ''}: bring it back to ` +
    `${manifest.createdAt} with its versioning (docs/operations.md, "Backups").`
  );
}

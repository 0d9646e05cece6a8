import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';

/** Where uploaded files live. Keys are made by the server only: `a-z0-9._-` segments joined by `/`. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes one object; an object that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Every key under a prefix (a folder ending in `/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** The object's bytes, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  /** The object's bytes as a stream (a large file read piece by piece), or undefined. */
  readStream(key: string): Promise<Readable | undefined>;
  /** The address a browser downloads the object from. */
  urlFor(key: string): string;
  /** The key behind an address this storage gave out, or undefined for any other address. */
  keyFromUrl(url: string): string | undefined;
  /**
   * Says these keys are finished with: a committed row names them now, or they were discarded.
   * Plain storages keep no record of writes; the write journal does (infra/file-journal.ts).
   */
  settle(keys: string[]): Promise<void>;
}

/** Uploaded files are immutable (every upload gets a new name), so caches may keep them forever. */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const LOCAL_FILES_PREFIX = '/files/';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function assertSafeKey(key: string): void {
  // Every segment starts with a letter or digit, so '', '.' and '..' never pass.
  const ok = key.length <= 512 && key.split('/').every((s) => SEGMENT.test(s));
  if (!ok) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

function assertSafePrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error('A storage prefix ends with "/"');
  assertSafeKey(prefix.slice(0, -1));
}

export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(localUploadsDir(config));
}

export function localUploadsDir(config: Config): string {
  return path.join(config.dataDir, 'uploads');
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error('Storage key escapes the root');
    return file;
  };
  // Empty folders left by deletions are pruned so a deleted listing leaves nothing behind.
  const pruneEmptyParents = async (file: string) => {
    for (let dir = path.dirname(file); dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
    }
  };
  const walk = async (dir: string): Promise<string[]> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const nested = await Promise.all(
      entries.map(async (e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
      ),
    );
    return nested.flat();
  };

  return {
    kind: 'local',
    async put(key, body) {
      assertSafeKey(key);
      const file = resolve(key);
      // Written aside and renamed, so a reader never sees half a file. Every key is written
      // once (names are new at each upload), so the aside name needs nothing random.
      const temp = `${file}.part`;
      for (let attempt = 1; ; attempt++) {
        try {
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(temp, body, { mode: 0o644 });
          await rename(temp, file);
          return;
        } catch (error) {
          // A removal in the same folder at that moment (a listing's delete) pruned it, or a
          // parent, as empty while it was being made or written to: make it again.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 5) throw error;
        }
      }
    },
    async remove(key) {
      assertSafeKey(key);
      const file = resolve(key);
      // The aside copy too: a process that died while writing leaves it.
      await Promise.all([rm(file, { force: true }), rm(`${file}.part`, { force: true })]);
      await pruneEmptyParents(file);
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      const files = await walk(resolve(prefix.slice(0, -1)));
      return files
        .filter((f) => !f.endsWith('.part'))
        .map((f) => path.relative(root, f).split(path.sep).join('/'))
        .sort();
    },
    async read(key) {
      assertSafeKey(key);
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async readStream(key) {
      assertSafeKey(key);
      const stream = createReadStream(resolve(key));
      // Opening fails for a missing file: answer undefined then, as read does.
      return new Promise((done, fail) => {
        stream.once('open', () => done(stream));
        stream.once('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? done(undefined) : fail(error),
        );
      });
    },
    urlFor(key) {
      assertSafeKey(key);
      // Root-relative: the dashboard is served from the same origin, behind any host name.
      return `${LOCAL_FILES_PREFIX}${key}`;
    },
    keyFromUrl(url) {
      if (!url.startsWith(LOCAL_FILES_PREFIX)) return undefined;
      const key = url.slice(LOCAL_FILES_PREFIX.length);
      try {
        assertSafeKey(key);
        return key;
      } catch {
        return undefined;
      }
    },
    settle: async () => undefined,
  };
}

function createS3Storage(s3: NonNullable<Config['s3']>): Storage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const endpoint = new URL(s3.endpoint);
  const base = (
    s3.publicUrl ??
    (s3.forcePathStyle
      ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${s3.bucket}`
      : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`)
  ).replace(/\/$/, '');
  const Bucket = s3.bucket;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: FILE_CACHE_CONTROL,
        }),
      );
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async readStream(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // In Node the SDK's body is a Readable (IncomingMessage).
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    urlFor(key) {
      assertSafeKey(key);
      return `${base}/${key}`;
    },
    keyFromUrl(url) {
      if (!url.startsWith(`${base}/`)) return undefined;
      const key = url.slice(base.length + 1);
      try {
        assertSafeKey(key);
        return key;
      } catch {
        return undefined;
      }
    },
    settle: async () => undefined,
  };
}

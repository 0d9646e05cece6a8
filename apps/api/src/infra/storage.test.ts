import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { assertSafeKey, createLocalStorage, createStorage, type Storage } from './storage';

let s3: TestS3;
let localRoot: string;
const backends: Record<string, () => Storage> = {};

beforeAll(async () => {
  s3 = await startTestS3();
  localRoot = mkdtempSync(path.join(tmpdir(), 'propdesk-storage-'));
  backends.local = () => createLocalStorage(localRoot);
  backends.s3 = () =>
    createStorage(loadConfig({ DATA_DIR: localRoot, JWT_SECRET: 'x'.repeat(32), ...s3.env }));
});

afterAll(async () => {
  await s3.stop();
  rmSync(localRoot, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (kind) => {
  it('stores, lists, reads and removes objects', async () => {
    const storage = backends[kind]!();
    expect(storage.kind).toBe(kind);
    await storage.put('t/demo/a/one.webp', Buffer.from('one'), 'image/webp');
    await storage.put('t/demo/a/two.jpg', Buffer.from('two'), 'image/jpeg');
    await storage.put('t/demo/b/three.png', Buffer.from('three'), 'image/png');
    expect(await storage.list('t/demo/a/')).toEqual(['t/demo/a/one.webp', 't/demo/a/two.jpg']);
    expect(await storage.list('t/demo/')).toHaveLength(3);
    expect((await storage.read('t/demo/a/two.jpg'))?.toString()).toBe('two');

    await storage.remove('t/demo/a/one.webp');
    await storage.remove('t/demo/a/one.webp');
    expect(await storage.list('t/demo/a/')).toEqual(['t/demo/a/two.jpg']);
    expect(await storage.read('t/demo/a/one.webp')).toBeUndefined();
    expect(await storage.list('t/nothing/')).toEqual([]);
  });

  it('maps keys to addresses and back, and only its own addresses', () => {
    const storage = backends[kind]!();
    const url = storage.urlFor('t/demo/a/two.jpg');
    expect(storage.keyFromUrl(url)).toBe('t/demo/a/two.jpg');
    expect(storage.keyFromUrl('https://elsewhere.example/t/demo/a/two.jpg')).toBeUndefined();
    expect(storage.keyFromUrl(url.replace('two.jpg', '../../x'))).toBeUndefined();
  });

  it('refuses keys that could escape their folder', async () => {
    const storage = backends[kind]!();
    for (const key of ['../x', 'a/../../x', '/abs', 'a//b', 'a/.hidden', 'a\\b', '', 'a/']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
      await expect(storage.remove(key)).rejects.toThrow(/Unsafe/);
    }
  });
});

describe('local storage', () => {
  it('prunes folders a removal leaves empty', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'propdesk-storage-'));
    const storage = createLocalStorage(root);
    await storage.put('p/demo/x/1.webp', Buffer.from('1'), 'image/webp');
    await storage.remove('p/demo/x/1.webp');
    expect(readdirSync(root)).toEqual([]);
    rmSync(root, { recursive: true, force: true });
  });

  it('serves addresses under /files/', () => {
    expect(createLocalStorage('/tmp/x').urlFor('p/demo/a.webp')).toBe('/files/p/demo/a.webp');
  });
});

describe('assertSafeKey', () => {
  it('accepts generated keys', () => {
    expect(() => assertSafeKey('properties/demo/AbC123/Xy9_z-1.webp')).not.toThrow();
  });
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { pendingFiles } from '../../db/schema';
import { openDatabase } from '../../infra/db';
import { createLocalStorage } from '../../infra/storage';
import { createAgent, createTestApp, type TestApp } from '../../test/helper';
import { jpegImage } from '../../test/images';
import { insertTestProperty } from '../../test/listings';
import { upload } from '../../test/uploads';

/**
 * The write journal of uploaded files and its sweep: a process that dies between writing a
 * photo's files and saving its row leaves files no row names, which the next sweep removes.
 */
describe('the files of unfinished uploads', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createAgent>>;
  let house: string;
  let photo: Buffer;
  /** Writes files without the journal, as the dead process did before it died. */
  let raw: ReturnType<typeof createLocalStorage>;

  const journal = () => t.db.select().from(pendingFiles);
  const exists = async (key: string) => (await raw.read(key)) !== undefined;
  const add = async (files = [{ data: photo }]) =>
    upload(t, `/properties/ids/${house}/files/upload`, files, { token: owner.token });
  /** Files and journal rows as a process leaves them when it dies mid-upload. */
  const leftBehind = async (process: number, keys: string[]) => {
    for (const key of keys) await raw.put(key, Buffer.from('half an upload'), 'image/jpeg');
    await t.db.insert(pendingFiles).values(keys.map((key) => ({ key, process })));
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createAgent(t);
    house = (await insertTestProperty(t, owner.publicId)).publicId;
    photo = await jpegImage(800, 500);
    raw = createLocalStorage(path.join(t.dataDir, 'uploads'));
  });
  afterAll(() => t?.close());

  it('forgets the journal of an upload once its row is saved, and keeps the files', async () => {
    const res = await add();
    expect(res.status).toBe(201);
    expect(await journal()).toEqual([]);
    const [image] = res.body.images as { fileDownloadUri: string }[];
    expect(await exists(t.app.storage.keyFromUrl(image!.fileDownloadUri)!)).toBe(true);
  });

  it('forgets a refused upload along with its files', async () => {
    const small = await jpegImage(400, 250);
    const res = await add([{ data: photo }, { data: small }]);
    expect(res.status).toBe(400);
    expect(await journal()).toEqual([]);
    const folder = `properties/demo/${house}/`;
    const gallery = await t.request('GET', `/properties/ids/${house}/images/all`, {
      token: owner.token,
    });
    const named = (gallery.body.images.GENERAL as { fileDownloadUri: string }[]).length * 4;
    expect(await raw.list(folder)).toHaveLength(named);
  });

  it('removes the files a dead process left unnamed, and keeps those a saved row names', async () => {
    // A process id nobody holds: on PGlite every other process is gone, on PostgreSQL no
    // session holds this id's lock.
    const dead = 1_234_567;
    const unnamed = [
      `properties/demo/${house}/aaaaaaaaaaaaaaaaaaaa.jpg`,
      `properties/demo/${house}/aaaaaaaaaaaaaaaaaaaa-card.webp`,
    ];
    await leftBehind(dead, unnamed);
    // Died after the row was committed, before the journal was told.
    const saved = await add();
    const savedKey = t.app.storage.keyFromUrl(saved.body.images[0].fileDownloadUri)!;
    await t.db.insert(pendingFiles).values({ key: savedKey, process: dead });

    expect(await t.app.unfinishedFiles.sweep()).toBe(2);
    for (const key of unnamed) expect(await exists(key)).toBe(false);
    expect(await exists(savedKey)).toBe(true);
    expect(await journal()).toEqual([]);
    expect(await t.app.unfinishedFiles.sweep()).toBe(0);
  });

  it("never touches this process's own uploads under way", async () => {
    const key = `properties/demo/${house}/bbbbbbbbbbbbbbbbbbbb.jpg`;
    await leftBehind(t.database.processes.id, [key]);
    expect(await t.app.unfinishedFiles.sweep()).toBe(0);
    expect(await exists(key)).toBe(true);
    await t.db.delete(pendingFiles);
    await raw.remove(key);
  });

  it.runIf(testDatabaseUrl())(
    "waits for another live process's uploads until that process is gone",
    async () => {
      const other = await openDatabase({
        kind: 'postgres',
        url: t.databaseUrl!,
        migrationUrl: t.ownerDatabaseUrl!,
        poolSize: 1,
      });
      const key = `properties/demo/${house}/cccccccccccccccccccc.jpg`;
      try {
        await leftBehind(other.processes.id, [key]);
        expect(await t.app.unfinishedFiles.sweep()).toBe(0);
        expect(await exists(key)).toBe(true);
      } finally {
        await other.close();
      }
      // Its session ended with it, and so did the lock on its id.
      expect(await t.app.unfinishedFiles.sweep()).toBe(1);
      expect(await exists(key)).toBe(false);
      expect(await journal()).toEqual([]);
    },
  );
});

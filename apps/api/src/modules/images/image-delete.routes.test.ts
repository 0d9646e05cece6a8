import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createCustomer,
  createTestApp,
  type TestApp,
  type TestResponse,
} from '../../test/helper';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { insertTestProperty } from '../../test/listings';
import { jpegImage } from '../../test/images';
import { upload } from '../../test/uploads';

describe.each(['local', 's3'] as const)('deleting images on %s storage', (kind) => {
  let s3: TestS3 | undefined;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createAgent>>;
  let other: Awaited<ReturnType<typeof createAgent>>;
  let house: string;
  let othersHouse: string;
  let photo: Buffer;

  /** Every stored object: the real folder on local disk, the bucket listing on S3. */
  const everything = async () => {
    if (kind === 's3') return t.app.storage.list('properties/');
    const root = path.join(t.dataDir, 'uploads');
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  };
  const remove = (filename: string, token = owner.token) =>
    t.request('DELETE', `/images/delete?Filename=${encodeURIComponent(filename)}`, { token });
  const removeRaw = (query: string, token = owner.token) =>
    t.request('DELETE', `/images/delete?Filename=${query}`, { token });
  const add = async (id: string, token: string, n = 1) => {
    const res = await upload(
      t,
      `/properties/ids/${id}/locations/ids/BEDROOM/files/upload`,
      Array.from({ length: n }, () => ({ data: photo })),
      { token },
    );
    expect(res.status).toBe(201);
    return res.body.images as { name: string; fileDownloadUri: string }[];
  };
  const images = async (id: string) => {
    const res = await t.request('GET', `/properties/ids/${id}/images/all`, { token: owner.token });
    return res.body;
  };
  const outcome = (res: TestResponse) => ({ status: res.status, message: res.body.message });

  beforeAll(async () => {
    if (kind === 's3') s3 = await startTestS3();
    t = await createTestApp(s3?.env);
    owner = await createAgent(t);
    other = await createAgent(t);
    house = (await insertTestProperty(t, owner.publicId)).publicId;
    othersHouse = (await insertTestProperty(t, other.publicId)).publicId;
    photo = await jpegImage(800, 500);
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  it('deletes an image of its own listing: the record and all four files', async () => {
    const [keep, gone] = await add(house, owner.token, 2);
    const before = await everything();
    const res = await remove(gone!.name);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: gone!.name, profilePhoto: null });
    const after = await everything();
    const stem = gone!.name.replace(/\.\w+$/, '');
    expect(before.filter((k) => !after.includes(k))).toHaveLength(4);
    expect(before.filter((k) => !after.includes(k)).every((k) => k.includes(stem))).toBe(true);
    const names = (await images(house)).images.BEDROOM.map((i: { name: string }) => i.name);
    expect(names).toContain(keep!.name);
    expect(names).not.toContain(gone!.name);
    expect(outcome(await remove(gone!.name))).toEqual({ status: 404, message: 'Image not found' });
  });

  it('refuses names with path separators or dot-dot and deletes nothing', async () => {
    const [target] = await add(othersHouse, other.token);
    const before = await everything();
    const folder = `properties/demo/${othersHouse}`;
    const attempts = [
      `../${othersHouse}/${target!.name}`,
      `${folder}/${target!.name}`,
      `..\\..\\${target!.name}`,
      '..',
      '../../../../etc/passwd',
      `${target!.name}/..`,
      `./${target!.name}`,
      `%2e%2e%2f${target!.name}`,
      `${target!.name}\u0000.jpg`,
      'x'.repeat(20) + '.svg',
    ];
    for (const name of attempts) {
      expect({ name, ...outcome(await remove(name)) }).toEqual({
        name,
        status: 400,
        message: 'Invalid file name',
      });
    }
    for (const query of ['..%2F..%2Fsecret.jpg', '%2e%2e%2f%2e%2e%2fx.jpg', '..%5c..%5cx.jpg']) {
      expect((await removeRaw(query)).status).toBe(400);
    }
    expect((await removeRaw('')).status).toBe(400);
    expect(await everything()).toEqual(before);
  });

  it("deletes nothing of another agent's listing", async () => {
    const [hidden] = await add(othersHouse, other.token);
    const live = (await insertTestProperty(t, other.publicId, { published: 'APPROVED' })).publicId;
    const [visible] = await add(live, other.token);
    const before = await everything();
    expect(outcome(await remove(hidden!.name))).toEqual({
      status: 404,
      message: 'Image not found',
    });
    expect(outcome(await remove(visible!.name))).toEqual({
      status: 403,
      message: 'Not your property',
    });
    const customer = await createCustomer(t);
    expect(outcome(await remove(visible!.name, customer.token))).toEqual({
      status: 403,
      message: 'Only agents can manage property images',
    });
    expect((await t.request('DELETE', `/images/delete?Filename=${visible!.name}`)).status).toBe(
      401,
    );
    const sandbox = await createAgent(t, 'sandbox');
    const crossSite = await t.request('DELETE', `/images/delete?Filename=${visible!.name}`, {
      token: sandbox.token,
      tenant: 'sandbox',
    });
    expect(outcome(crossSite)).toEqual({ status: 404, message: 'Image not found' });
    expect(
      (
        await t.request('DELETE', `/images/delete?Filename=${visible!.name}`, {
          token: sandbox.token,
        })
      ).status,
    ).toBe(403);
    expect(await everything()).toEqual(before);
  });

  it('clears the profile photo when that image is deleted', async () => {
    const profile = await upload(
      t,
      `/properties/ids/${house}/profiles/add`,
      [{ data: await jpegImage(1600, 1000), field: 'file' }],
      { token: owner.token },
    );
    expect(profile.status).toBe(201);
    expect((await images(house)).profilePhoto).toBe(profile.body.profilePhoto);
    const res = await remove(profile.body.image.name);
    expect(res.body).toEqual({ name: profile.body.image.name, profilePhoto: null });
    expect((await images(house)).profilePhoto).toBeNull();
  });

  it('keeps the profile photo when another image is deleted', async () => {
    const [a, b] = await add(house, owner.token, 2);
    const set = await t.request(
      'POST',
      `/properties/profile?imageUrl=${encodeURIComponent(a!.fileDownloadUri)}&propertyId=${house}`,
      { token: owner.token },
    );
    const res = await remove(b!.name);
    expect(res.body.profilePhoto).toBe(set.body.profilePhoto);
    expect((await images(house)).profilePhoto).toBe(set.body.profilePhoto);
  });

  it("stops with 'Could not delete image' and keeps the record when storage fails", async () => {
    const [target] = await add(house, owner.token);
    const storage = t.app.storage;
    const realRemove = storage.remove;
    // An outage of the real storage for the length of one request.
    storage.remove = async () => {
      throw new Error('storage is unreachable');
    };
    try {
      expect(outcome(await remove(target!.name))).toEqual({
        status: 503,
        message: 'Could not delete image',
      });
    } finally {
      storage.remove = realRemove;
    }
    const names = (await images(house)).images.BEDROOM.map((i: { name: string }) => i.name);
    expect(names).toContain(target!.name);
    expect((await remove(target!.name)).status).toBe(200);
  });

  it('shows the images and profile photo on the listing', async () => {
    const listing = (await insertTestProperty(t, owner.publicId)).publicId;
    const profile = await upload(
      t,
      `/properties/ids/${listing}/profiles/add`,
      [{ data: await jpegImage(1600, 1000) }],
      { token: owner.token },
    );
    const res = await t.request('GET', `/properties/ids/${listing}/get`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.profilePhoto).toBe(profile.body.profilePhoto);
    expect(JSON.stringify(res.body.images)).toContain(profile.body.image.name);
  });

  it('deletes all files with the listing, and keeps the listing when a file cannot go', async () => {
    const listing = (await insertTestProperty(t, owner.publicId)).publicId;
    await add(listing, owner.token, 2);
    const folder = `properties/demo/${listing}/`;
    expect(await t.app.storage.list(folder)).toHaveLength(8);

    const storage = t.app.storage;
    const realRemove = storage.remove;
    storage.remove = async () => {
      throw new Error('storage is unreachable');
    };
    try {
      const refused = await t.request('DELETE', `/properties/ids/${listing}/delete`, {
        token: owner.token,
      });
      expect(outcome(refused)).toEqual({ status: 503, message: 'Could not delete image' });
    } finally {
      storage.remove = realRemove;
    }
    expect(
      (await t.request('GET', `/properties/ids/${listing}/get`, { token: owner.token })).status,
    ).toBe(200);
    expect(await t.app.storage.list(folder)).toHaveLength(8);

    const others = (await everything()).filter((k) => !k.includes(listing));
    const res = await t.request('DELETE', `/properties/ids/${listing}/delete`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(await t.app.storage.list(folder)).toEqual([]);
    expect(await everything()).toEqual(others);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, type TestApp } from '../../test/helper';
import { htmlPage, jpegImage, pngImage } from '../../test/images';
import { insertTestProperty } from '../../test/listings';
import { addListingPhotosByUrl } from './index';

let t: TestApp;
let agent: Awaited<ReturnType<typeof createAgent>>;
let server: Server;
let origin: string;
/** How many times each path was asked for. */
const asked = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  agent = await createAgent(t);
  const [jpeg, png] = await Promise.all([jpegImage(1600, 1000), pngImage(800, 500)]);
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    asked.set(path, (asked.get(path) ?? 0) + 1);
    if (path.endsWith('.jpg')) return res.end(jpeg);
    if (path.endsWith('.png')) return res.end(png);
    if (path.endsWith('.html')) return res.end(htmlPage());
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** The images module's context, allowed to fetch from the test server on 127.0.0.1. */
const allowed = () => ({
  ...t.app.modules.images,
  remoteFetch: { allow: ['127.0.0.1'], timeoutMs: 5000 },
});

async function newListing(typeName?: string) {
  const { publicId, id, tenantId } = await insertTestProperty(t, agent.publicId, { typeName });
  return { publicId, target: { tenantId, propertyId: id } };
}

async function imagesOf(publicId: string) {
  const res = await t.request('GET', `/properties/ids/${publicId}/images/all`, {
    token: agent.token,
  });
  expect(res.status).toBe(200);
  return res.body.images as Record<string, { fileDownloadUri: string; variants: object }[]>;
}

const counts = (images: Record<string, unknown[]>) =>
  Object.fromEntries(Object.entries(images).map(([location, list]) => [location, list.length]));

describe('addListingPhotosByUrl', () => {
  it('stores good photos in their rooms and reports the ones that fail', async () => {
    const { publicId, target } = await newListing();
    const result = await addListingPhotosByUrl(allowed(), target, [
      { url: `${origin}/front.jpg` },
      { url: `${origin}/kitchen.jpg`, room: 'kitchen' },
      { url: `${origin}/plan.png`, room: 'Floor Plan' },
      { url: `${origin}/attic.jpg`, room: 'Attic' },
      { url: `${origin}/page.html`, room: 'Kitchen' },
      { url: `${origin}/gone.jpeg` },
    ]);
    expect(result).toEqual({
      stored: 4,
      failed: [
        { url: `${origin}/page.html`, reason: 'Only JPEG, PNG and WebP images are accepted' },
        { url: `${origin}/gone.jpeg`, reason: 'The photo could not be downloaded' },
      ],
    });
    const images = await imagesOf(publicId);
    expect(counts(images)).toEqual({ GENERAL: 2, KITCHEN: 1, FLOOR_PLAN: 1 });
    expect(images.KITCHEN![0]!.variants).toHaveProperty('card');
  });

  it('does not fetch again an address the listing already has a photo from', async () => {
    const { publicId, target } = await newListing();
    const photos = [
      { url: `${origin}/again.jpg`, room: 'Bedroom' },
      { url: `${origin}/again.png` },
    ];
    expect(await addListingPhotosByUrl(allowed(), target, photos)).toEqual({
      stored: 2,
      failed: [],
    });
    expect(await addListingPhotosByUrl(allowed(), target, [...photos, ...photos])).toEqual({
      stored: 0,
      failed: [],
    });
    expect([asked.get('/again.jpg'), asked.get('/again.png')]).toEqual([1, 1]);
    expect(counts(await imagesOf(publicId))).toEqual({ GENERAL: 1, BEDROOM: 1 });
  });

  it('stores an address once when two imports run at once', async () => {
    const { publicId, target } = await newListing();
    const photos = [{ url: `${origin}/race.jpg` }];
    const results = await Promise.all([
      addListingPhotosByUrl(allowed(), target, photos),
      addListingPhotosByUrl(allowed(), target, photos),
    ]);
    expect(results.map((r) => r.stored).sort()).toEqual([0, 1]);
    expect(results.flatMap((r) => r.failed)).toEqual([]);
    expect(counts(await imagesOf(publicId))).toEqual({ GENERAL: 1 });
  });

  it('keeps to the limits: 5 photos per room in all, 10 general photos at a time', async () => {
    const { publicId, target } = await newListing();
    await addListingPhotosByUrl(allowed(), target, [{ url: `${origin}/k0.jpg`, room: 'KITCHEN' }]);
    const kitchen = Array.from({ length: 5 }, (_, i) => ({
      url: `${origin}/k${i + 1}.jpg`,
      room: 'Kitchen',
    }));
    const general = Array.from({ length: 11 }, (_, i) => ({ url: `${origin}/g${i}.png` }));
    const result = await addListingPhotosByUrl(allowed(), target, [...kitchen, ...general]);
    expect(result).toEqual({
      stored: 14,
      failed: [
        {
          url: `${origin}/k5.jpg`,
          reason: 'KITCHEN already holds 5 images: delete one to add another',
        },
        { url: `${origin}/g10.png`, reason: 'You can add at most 10 images at a time' },
      ],
    });
    // Refused by the limit before a byte is fetched.
    expect([asked.get('/k5.jpg'), asked.get('/g10.png')]).toEqual([undefined, undefined]);
    expect(counts(await imagesOf(publicId))).toEqual({ GENERAL: 10, KITCHEN: 5 });
  });

  it('puts every photo of a land listing in GENERAL', async () => {
    const { publicId, target } = await newListing('Residential Land');
    const result = await addListingPhotosByUrl(allowed(), target, [
      { url: `${origin}/land.jpg`, room: 'Kitchen' },
    ]);
    expect(result).toEqual({ stored: 1, failed: [] });
    expect(counts(await imagesOf(publicId))).toEqual({ GENERAL: 1 });
  });

  it('refuses the server’s own network without the allow-list', async () => {
    const { publicId, target } = await newListing();
    const result = await addListingPhotosByUrl(t.app.modules.images, target, [
      { url: `${origin}/private.jpg` },
      { url: 'http://169.254.169.254/latest/meta-data/' },
      { url: 'file:///etc/passwd' },
    ]);
    expect(result.stored).toBe(0);
    expect(result.failed.map((f) => f.reason)).toEqual(
      Array(3).fill('The photo address is not allowed'),
    );
    expect(asked.get('/private.jpg')).toBeUndefined();
    expect(await imagesOf(publicId)).toEqual({});
  });

  it('answers Property not found for a listing of another site', async () => {
    const { target } = await newListing();
    await expect(
      addListingPhotosByUrl(allowed(), { ...target, tenantId: target.tenantId + 1000 }, []),
    ).rejects.toThrow('Property not found');
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_LOCATIONS, MAX_IMAGE_FILE_BYTES } from '@propdesk/shared';
import {
  createAgent,
  createCustomer,
  createTestApp,
  type TestApp,
  type TestResponse,
} from '../../test/helper';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { IMAGE_NAME } from './image-files';
import { insertTestProperty } from '../../test/listings';
import {
  htmlPage,
  hugePng,
  jpegImage,
  pngImage,
  polyglotJpeg,
  svgImage,
  webpImage,
} from '../../test/images';
import { multipartBody, upload, type UploadFile } from '../../test/uploads';

describe.each(['local', 's3'] as const)('property images on %s storage', (kind) => {
  let s3: TestS3 | undefined;
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof createAgent>>;
  let house: string;
  let photo: Buffer;

  const generalUrl = (id: string) => `/properties/ids/${id}/files/upload`;
  const locationUrl = (id: string, location: string) =>
    `/properties/ids/${id}/locations/ids/${location}/files/upload`;
  const stored = (id: string) => t.app.storage.list(`properties/demo/${id}/`);
  const photos = (n: number, data = photo): UploadFile[] =>
    Array.from({ length: n }, (_, i) => ({ data, filename: `room-${i}.jpg` }));
  const list = (id: string, token = agent.token) =>
    t.request('GET', `/properties/ids/${id}/images/all`, { token });
  const outcome = (res: TestResponse) => ({ status: res.status, message: res.body.message });

  beforeAll(async () => {
    if (kind === 's3') s3 = await startTestS3();
    t = await createTestApp(s3?.env);
    agent = await createAgent(t);
    house = (await insertTestProperty(t, agent.publicId)).publicId;
    photo = await jpegImage(800, 500);
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  it('lists no images and every location for a new house', async () => {
    const res = await list(house);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      propertyId: house,
      profilePhoto: null,
      locations: [...IMAGE_LOCATIONS],
      images: {},
      order: [],
    });
  });

  it('stores GENERAL uploads as a metadata-free original plus three WebP sizes', async () => {
    const gps = await jpegImage(1200, 900, { gps: true, orientation: 6 });
    const res = await upload(
      t,
      generalUrl(house),
      [
        { data: gps, filename: '../../etc/passwd.jpg' },
        { data: await pngImage(1600, 1000), filename: 'plan.png', contentType: 'image/png' },
      ],
      { token: agent.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.images).toHaveLength(2);
    const [first, second] = res.body.images;
    expect(first.name).toMatch(IMAGE_NAME);
    expect(first.name).toMatch(/\.jpg$/);
    expect(second.name).toMatch(/\.png$/);
    expect(first).toMatchObject({ location: 'GENERAL', profile: false });
    expect(Object.keys(first.variants).sort()).toEqual(['card', 'full', 'thumbnail']);

    const keys = await stored(house);
    expect(keys).toHaveLength(8);
    for (const key of keys)
      expect(key).toMatch(
        new RegExp(`^properties/demo/${house}/[A-Za-z0-9]{20}(-\\w+)?\\.(jpg|png|webp)$`),
      );

    const keyOf = (url: string) => t.app.storage.keyFromUrl(url)!;
    const original = await sharp(await t.app.storage.read(keyOf(first.fileDownloadUri))).metadata();
    expect([original.format, original.width, original.height]).toEqual(['jpeg', 900, 1200]);
    expect(original.exif).toBeUndefined();
    const sizes: Record<string, string> = {};
    for (const [name, url] of Object.entries(first.variants as Record<string, string>)) {
      const meta = await sharp(await t.app.storage.read(keyOf(url))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      sizes[name] = `${meta.width}x${meta.height}`;
    }
    expect(sizes).toEqual({ thumbnail: '320x200', card: '800x500', full: '900x1200' });
  });

  it('lists images grouped by location', async () => {
    await upload(t, locationUrl(house, 'KITCHEN'), photos(1), { token: agent.token });
    const res = await list(house);
    expect(Object.keys(res.body.images)).toEqual(['GENERAL', 'KITCHEN']);
    expect(res.body.images.GENERAL).toHaveLength(2);
    expect(res.body.images.KITCHEN[0]).toMatchObject({ location: 'KITCHEN', profile: false });
    for (const image of res.body.images.KITCHEN) {
      expect(Object.keys(image).sort()).toEqual([
        'fileDownloadUri',
        'location',
        'name',
        'profile',
        'variants',
      ]);
    }
  });

  it('holds at most five images per room, counting earlier uploads, and stores nothing when refused', async () => {
    expect(
      (await upload(t, locationUrl(house, 'BEDROOM'), photos(3), { token: agent.token })).status,
    ).toBe(201);
    let before = await stored(house);
    const tooMany = await upload(t, locationUrl(house, 'BEDROOM'), photos(3), {
      token: agent.token,
    });
    expect(outcome(tooMany)).toEqual({
      status: 400,
      message: 'BEDROOM holds at most 5 images: 2 more can be added',
    });
    expect(await stored(house)).toEqual(before);

    expect(
      (await upload(t, locationUrl(house, 'BEDROOM'), photos(2), { token: agent.token })).status,
    ).toBe(201);
    before = await stored(house);
    const sixth = await upload(t, locationUrl(house, 'BEDROOM'), photos(1), { token: agent.token });
    expect(outcome(sixth)).toEqual({
      status: 400,
      message: 'BEDROOM already holds 5 images: delete one to add another',
    });
    expect(await stored(house)).toEqual(before);
    expect((await list(house)).body.images.BEDROOM).toHaveLength(5);
  });

  it('does not let two uploads at once overfill a room', async () => {
    const [a, b] = await Promise.all([
      upload(t, locationUrl(house, 'BATHROOM'), photos(3), { token: agent.token }),
      upload(t, locationUrl(house, 'BATHROOM'), photos(3), { token: agent.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect((await list(house)).body.images.BATHROOM).toHaveLength(3);
    const keys = await stored(house);
    const names = Object.values((await list(house)).body.images).flat().length;
    expect(keys).toHaveLength(names * 4);
  });

  it('takes GENERAL images ten at a time, any number in total', async () => {
    const before = await stored(house);
    const eleven = await upload(t, generalUrl(house), photos(11), { token: agent.token });
    expect(outcome(eleven)).toEqual({
      status: 400,
      message: 'You can add at most 10 images at a time',
    });
    expect(await stored(house)).toEqual(before);
    const viaLocation = await upload(t, locationUrl(house, 'GENERAL'), photos(11), {
      token: agent.token,
    });
    expect(outcome(viaLocation).status).toBe(400);

    const ten = await upload(t, locationUrl(house, 'general'), photos(10), { token: agent.token });
    expect(ten.status).toBe(201);
    expect(ten.body.images).toHaveLength(10);
    expect((await list(house)).body.images.GENERAL).toHaveLength(12);
  });

  it('offers only GENERAL on land', async () => {
    const land = (await insertTestProperty(t, agent.publicId, { typeName: 'Residential Land' }))
      .publicId;
    expect((await list(land)).body.locations).toEqual(['GENERAL']);
    const bedroom = await upload(t, locationUrl(land, 'BEDROOM'), photos(1), {
      token: agent.token,
    });
    expect(outcome(bedroom)).toEqual({
      status: 400,
      message: 'A Residential Land listing takes GENERAL images only',
    });
    expect(await stored(land)).toEqual([]);
    expect((await upload(t, generalUrl(land), photos(1), { token: agent.token })).status).toBe(201);
  });

  it('refuses an unknown location', async () => {
    const res = await upload(t, locationUrl(house, 'ATTIC'), photos(1), { token: agent.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Unknown image location/);
  });

  it('refuses every bad file with a clear message and stores nothing', async () => {
    const before = await stored(house);
    const cases: [string, UploadFile[], number, string | RegExp][] = [
      [
        'too small',
        [{ data: await jpegImage(799, 500) }],
        400,
        'The image is 799x500 pixels; photos must be at least 800x500',
      ],
      [
        'SVG',
        [{ data: svgImage(), filename: 'x.svg', contentType: 'image/svg+xml' }],
        415,
        'Only JPEG, PNG and WebP images are accepted',
      ],
      [
        'SVG named .jpg',
        [{ data: svgImage(), filename: 'x.jpg' }],
        415,
        'Only JPEG, PNG and WebP images are accepted',
      ],
      [
        'HTML',
        [{ data: htmlPage(), filename: 'x.jpg' }],
        415,
        'Only JPEG, PNG and WebP images are accepted',
      ],
      [
        'text named .jpg',
        [{ data: Buffer.from('just some text\n'.repeat(50)), filename: 'notes.jpg' }],
        415,
        'Only JPEG, PNG and WebP images are accepted',
      ],
      [
        'polyglot',
        [{ data: await polyglotJpeg() }],
        415,
        'The file contains markup and is not a plain image',
      ],
      [
        '20000x20000 PNG',
        [{ data: hugePng(20000, 20000), filename: 'big.png', contentType: 'image/png' }],
        422,
        'The image is 20000x20000 pixels; at most 50 megapixels are accepted',
      ],
      [
        'oversize file',
        [{ data: Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_FILE_BYTES)]) }],
        413,
        'The file is too large',
      ],
      [
        'wrong field',
        [{ data: photo, field: 'picture' }],
        400,
        'Send the images in the "files" field, not "picture"',
      ],
      ['no file', [], 400, 'Choose at least one image to upload'],
      [
        'one good, one bad',
        [{ data: photo }, { data: await webpImage(640, 400) }],
        400,
        /at least 800x500/,
      ],
    ];
    for (const [label, files, status, message] of cases) {
      const res = await upload(t, locationUrl(house, 'OFFICE'), files, { token: agent.token });
      expect({ label, status: res.status }).toEqual({ label, status });
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    expect(await stored(house)).toEqual(before);
    expect((await list(house)).body.images.OFFICE).toBeUndefined();
  });

  it('parses multipart bodies on the upload routes only', async () => {
    const { body, contentType } = multipartBody([{ data: photo }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/properties/profile?imageUrl=x&propertyId=${house}`,
      headers: {
        'x-tenant': 'demo',
        authorization: `Bearer ${agent.token}`,
        'content-type': contentType,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(415);
  });

  const unreadable =
    'The upload could not be read: send the images as multipart/form-data, complete';
  it.each([
    ['without a boundary', 'multipart/form-data', Buffer.from('garbage'), unreadable],
    [
      'with an empty boundary and no parts',
      'multipart/form-data; boundary=',
      Buffer.from(''),
      'Choose at least one image to upload',
    ],
    [
      'cut off before its end',
      'multipart/form-data; boundary=x',
      Buffer.from('--x\r\nContent-Disposition: form-data; name="files"\r\n\r\nabc'),
      unreadable,
    ],
  ])(
    'answers 400 for a multipart body %s, on every upload route',
    async (_, type, payload, message) => {
      const before = await stored(house);
      for (const url of [
        generalUrl(house),
        `/properties/ids/${house}/profiles/add`,
        `/api/v2/agents/ids/${agent.publicId}/profile/set`,
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: {
            'x-tenant': 'demo',
            authorization: `Bearer ${agent.token}`,
            'content-type': type,
          },
          payload,
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect(await stored(house)).toEqual(before);
    },
  );

  it('refuses a non-multipart body', async () => {
    const res = await t.request('POST', generalUrl(house), {
      token: agent.token,
      body: { files: ['aGVsbG8='] },
    });
    expect(res.status).toBe(415);
  });

  it('uploads an 8:5 profile photo, keeps it with GENERAL and marks it', async () => {
    const res = await upload(
      t,
      `/properties/ids/${house}/profiles/add`,
      [{ data: await jpegImage(1610, 1000), field: 'file' }],
      {
        token: agent.token,
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.profilePhoto).toBe(res.body.image.variants.card);
    expect(res.body.image).toMatchObject({ location: 'GENERAL', profile: true });
    const key = t.app.storage.keyFromUrl(res.body.image.fileDownloadUri)!;
    const meta = await sharp(await t.app.storage.read(key)).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1000]);

    const listed = await list(house);
    expect(listed.body.profilePhoto).toBe(res.body.profilePhoto);
    const marked = Object.values(listed.body.images as Record<string, any[]>)
      .flat()
      .filter((i) => i.profile);
    expect(marked.map((i) => i.name)).toEqual([res.body.image.name]);
  });

  it('refuses a profile photo of another ratio, too small, or more than one', async () => {
    const before = await stored(house);
    const url = `/properties/ids/${house}/profiles/add`;
    const cases: [UploadFile[], number, string][] = [
      [
        [{ data: await jpegImage(1600, 1200) }],
        400,
        'The profile photo must have an 8:5 aspect ratio: crop it first',
      ],
      [
        [{ data: await jpegImage(640, 400) }],
        400,
        'The image is 640x400 pixels; photos must be at least 800x500',
      ],
      [photos(2), 400, 'Send one image only'],
      [[{ data: svgImage() }], 415, 'Only JPEG, PNG and WebP images are accepted'],
    ];
    for (const [files, status, message] of cases) {
      expect(outcome(await upload(t, url, files, { token: agent.token }))).toEqual({
        status,
        message,
      });
    }
    expect(await stored(house)).toEqual(before);
  });

  it('sets an existing image as the profile photo by its address', async () => {
    const kitchen = (await list(house)).body.images.KITCHEN[0];
    const res = await t.request(
      'POST',
      `/properties/profile?imageUrl=${encodeURIComponent(kitchen.fileDownloadUri)}&propertyId=${house}`,
      { token: agent.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.profilePhoto).toBe(kitchen.variants.card);
    const listed = await list(house);
    expect(listed.body.profilePhoto).toBe(kitchen.variants.card);
    expect(listed.body.images.KITCHEN[0].profile).toBe(true);
    expect(listed.body.images.GENERAL.filter((i: any) => i.profile)).toEqual([]);

    const other = await insertTestProperty(t, agent.publicId);
    const foreign = await t.request(
      'POST',
      `/properties/profile?imageUrl=${encodeURIComponent(kitchen.fileDownloadUri)}&propertyId=${other.publicId}`,
      { token: agent.token },
    );
    expect(outcome(foreign)).toEqual({
      status: 404,
      message: 'That image does not belong to this property',
    });
  });

  it('lets only the listing agent upload, list or set the profile photo', async () => {
    const before = await stored(house);
    const otherAgent = await createAgent(t);
    const customer = await createCustomer(t);
    const sandboxAgent = await createAgent(t, 'sandbox');
    const file = photos(1);

    // Another agent's listing in review is hidden from them; a live one is visible but not theirs.
    expect(outcome(await upload(t, generalUrl(house), file, { token: otherAgent.token }))).toEqual({
      status: 404,
      message: 'Property not found',
    });
    const live = await insertTestProperty(t, agent.publicId, { published: 'APPROVED' });
    expect(
      outcome(await upload(t, generalUrl(live.publicId), file, { token: otherAgent.token })),
    ).toEqual({ status: 403, message: 'Not your property' });
    expect(await stored(live.publicId)).toEqual([]);
    expect(outcome(await upload(t, generalUrl(house), file, { token: customer.token }))).toEqual({
      status: 403,
      message: 'Only agents can manage property images',
    });
    expect((await upload(t, generalUrl(house), file)).status).toBe(401);
    expect((await upload(t, generalUrl(house), file, { token: sandboxAgent.token })).status).toBe(
      403,
    );
    expect(
      outcome(
        await upload(t, generalUrl(house), file, { token: sandboxAgent.token, tenant: 'sandbox' }),
      ),
    ).toEqual({ status: 404, message: 'Property not found' });
    expect(
      (
        await upload(t, `/properties/ids/${live.publicId}/profiles/add`, file, {
          token: otherAgent.token,
        })
      ).status,
    ).toBe(403);
    const kitchen = (await list(house)).body.images.KITCHEN[0];
    const steal = await t.request(
      'POST',
      `/properties/profile?imageUrl=${encodeURIComponent(kitchen.fileDownloadUri)}&propertyId=${house}`,
      { token: otherAgent.token },
    );
    expect(outcome(steal)).toEqual({ status: 404, message: 'Property not found' });
    expect(await stored(house)).toEqual(before);

    expect(outcome(await list(house, otherAgent.token))).toEqual({
      status: 404,
      message: 'Property not found',
    });
    expect((await t.request('GET', `/properties/ids/${house}/images/all`)).status).toBe(404);
  });

  it('shows the images of an approved listing to anyone', async () => {
    const approved = await insertTestProperty(t, agent.publicId, { published: 'APPROVED' });
    await upload(t, generalUrl(approved.publicId), photos(1), { token: agent.token });
    const res = await t.request('GET', `/properties/ids/${approved.publicId}/images/all`);
    expect(res.status).toBe(200);
    expect(res.body.images.GENERAL).toHaveLength(1);
  });
});

import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_FILE_BYTES } from '@propdesk/shared';
import {
  createAgent,
  createCustomer,
  createTestApp,
  DEMO_ACCOUNTS,
  type TestApp,
} from '../../test/helper';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { jpegImage, pngImage, svgImage } from '../../test/images';
import { upload } from '../../test/uploads';

describe.each(['local', 's3'] as const)('agent logo on %s storage', (kind) => {
  let s3: TestS3 | undefined;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createAgent>>;
  const url = (id: string) => `/api/v2/agents/ids/${id}/profile/set`;
  const stored = () => t.app.storage.list('agents/');

  beforeAll(async () => {
    if (kind === 's3') s3 = await startTestS3();
    t = await createTestApp(s3?.env);
    owner = await createAgent(t);
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  it('stores a square logo as one 400x400 WebP and shows it on the profile', async () => {
    const res = await upload(
      t,
      url(owner.publicId),
      [{ data: await pngImage(640, 640), field: 'file' }],
      {
        token: owner.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.publicId).toBe(owner.publicId);
    const files = await stored();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^agents/demo/${owner.publicId}/[A-Za-z0-9]{20}\\.webp$`));
    expect(res.body.image_url).toBe(t.app.storage.urlFor(files[0]!));
    const meta = await sharp(await t.app.storage.read(files[0]!)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);

    const profile = await t.request('GET', `/api/v2/agents/ids/${owner.publicId}`);
    expect(profile.body.image_url).toBe(res.body.image_url);
  });

  it('replaces the previous logo file instead of piling them up', async () => {
    const before = await stored();
    const res = await upload(t, url(owner.publicId), [{ data: await jpegImage(500, 500) }], {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    const after = await stored();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    expect(res.body.image_url).toBe(t.app.storage.urlFor(after[0]!));
  });

  it('refuses a logo that is not square, not an image, or more than one file', async () => {
    const before = await stored();
    const cases = [
      [[{ data: await pngImage(800, 500) }], 400, 'The logo must be square: crop it to 1:1'],
      [
        [{ data: svgImage(500, 500), contentType: 'image/svg+xml' }],
        415,
        'Only JPEG, PNG and WebP images are accepted',
      ],
      [
        [{ data: Buffer.from('not a logo'), filename: 'logo.png' }],
        415,
        'Only JPEG, PNG and WebP images are accepted',
      ],
      [
        [{ data: await pngImage(400, 400) }, { data: await pngImage(400, 400) }],
        400,
        'Send one image only',
      ],
      [[], 400, 'Choose at least one image to upload'],
      [[{ data: Buffer.alloc(MAX_IMAGE_FILE_BYTES + 1, 0xff) }], 413, 'The file is too large'],
    ] as const;
    for (const [files, status, message] of cases) {
      const res = await upload(t, url(owner.publicId), [...files], { token: owner.token });
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
    expect(await stored()).toEqual(before);
  });

  it('lets only the agent change their own logo', async () => {
    const before = await stored();
    const other = await createAgent(t);
    const customer = await createCustomer(t);
    const moderator = await t.login(
      DEMO_ACCOUNTS.moderator.email,
      DEMO_ACCOUNTS.moderator.password,
    );
    const sandboxAgent = await createAgent(t, 'sandbox');
    const logo = [{ data: await pngImage(400, 400) }];

    for (const token of [other.token, customer.token, moderator.token]) {
      const res = await upload(t, url(owner.publicId), logo, { token });
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 403,
        message: 'You can only change your own logo',
      });
    }
    expect((await upload(t, url(owner.publicId), logo)).status).toBe(401);
    expect((await upload(t, url(owner.publicId), logo, { token: sandboxAgent.token })).status).toBe(
      403,
    );
    const crossSite = await upload(t, url(owner.publicId), logo, {
      token: sandboxAgent.token,
      tenant: 'sandbox',
    });
    expect({ status: crossSite.status, message: crossSite.body.message }).toEqual({
      status: 404,
      message: 'Agent not found',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a JSON body: uploads are multipart only', async () => {
    const res = await t.request('POST', url(owner.publicId), {
      token: owner.token,
      body: { file: 'aGVsbG8=' },
    });
    expect(res.status).toBe(415);
  });
});

describe('local files route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves uploads publicly with a long cache, nosniff and no folder listing', async () => {
    const agent = await createAgent(t);
    const res = await upload(
      t,
      `/api/v2/agents/ids/${agent.publicId}/profile/set`,
      [{ data: await pngImage(400, 400) }],
      { token: agent.token },
    );
    const file = await t.app.inject({ method: 'GET', url: res.body.image_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    for (const path of ['/files/', '/files/agents/', `/files/agents/demo/${agent.publicId}/`]) {
      const listing = await t.app.inject({ method: 'GET', url: path });
      expect(listing.statusCode).toBe(404);
      expect(listing.body).not.toContain('.webp');
    }
    writeFileSync(`${t.dataDir}/secret.txt`, 'outside-the-uploads-folder');
    for (const path of [
      '/files/../secret.txt',
      '/files/%2e%2e/secret.txt',
      '/files/..%2fsecret.txt',
    ]) {
      const escape = await t.app.inject({ method: 'GET', url: path });
      expect([403, 404]).toContain(escape.statusCode);
      expect(escape.body).not.toContain('outside-the-uploads-folder');
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { inSiteScope } from '../../infra/data-scope';
import { WATERMARK_MESSAGES } from '@propdesk/shared';
import { properties, propertyImages, siteWatermarks, tenants, unitImages } from '../../db/schema';
import {
  createAdmin,
  createAgent,
  createCustomer,
  createTestApp,
  DEMO_ACCOUNTS,
  expectError,
  type TestApp,
} from '../../test/helper';
import { json } from '../../test/api-body';
import { roomPhoto } from '../../test/images';
import { insertTestProperty } from '../../test/listings';
import { upload } from '../../test/uploads';
import { createWatermarkWorker } from './watermark.worker';

let t: TestApp;
let admin: { token: string };
let sandboxAdmin: { token: string };
let agent: Awaited<ReturnType<typeof createAgent>>;
let sandboxAgent: Awaited<ReturnType<typeof createAgent>>;
let house: string;
let sandboxHouse: string;
let demoId: number;

const mark = {
  mode: 'TEXT',
  text: 'Propdesk Demo',
  position: 'BOTTOM_RIGHT',
  opacity: 70,
  size: 6,
};

const get = (token = admin.token, tenant = 'demo') =>
  t.request('GET', '/api/v2/tenants/current/watermark', { token, tenant });
const put = (body: unknown, token = admin.token, tenant = 'demo') =>
  t.request('PUT', '/api/v2/tenants/current/watermark', { token, tenant, body });

const addPhotos = async (listing: string, token: string, n: number, tenant = 'demo') => {
  const files = await Promise.all(
    Array.from({ length: n }, (_, i) => roomPhoto(i + 1, 1000, 625).then((data) => ({ data }))),
  );
  const res = await upload(
    t,
    `/properties/ids/${listing}/locations/ids/GENERAL/files/upload`,
    files,
    {
      token,
      tenant,
    },
  );
  expect(res.status).toBe(201);
};

const photoRows = (tenantId = demoId) =>
  t.db
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.tenantId, tenantId))
    .orderBy(propertyImages.id);

const bytes = async (url: string) => (await t.app.storage.read(t.app.storage.keyFromUrl(url)!))!;

/** Runs the re-render to its end, as the server does in the background. */
const settle = () => t.app.watermarks.drain();

beforeAll(async () => {
  t = await createTestApp();
  [admin, sandboxAdmin, agent, sandboxAgent] = await Promise.all([
    createAdmin(t),
    createAdmin(t, 'sandbox'),
    createAgent(t),
    createAgent(t, 'sandbox'),
  ]);
  house = (await insertTestProperty(t, agent.publicId)).publicId;
  sandboxHouse = (await insertTestProperty(t, sandboxAgent.publicId, { tenant: 'sandbox' }))
    .publicId;
  const [demo] = await t.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
  demoId = demo!.id;
  // The tests run the re-render themselves (drain), so what each one sees is settled.
  await t.app.watermarks.stop();
});
afterAll(() => t.close());

describe('the site watermark: who may see and change it', () => {
  it('answers no mark for a site that never set one, to its admins only', async () => {
    const res = await get();
    expect(json(res, 'getSiteWatermark', 200)).toEqual({
      mode: 'OFF',
      text: '',
      position: 'BOTTOM_RIGHT',
      opacity: 60,
      size: 5,
      rerender: { status: 'IDLE', total: 0, done: 0, failed: 0, startedAt: null, finishedAt: null },
    });
    const customer = await createCustomer(t);
    const moderator = await t.login(
      DEMO_ACCOUNTS.moderator.email,
      DEMO_ACCOUNTS.moderator.password,
    );
    for (const token of [agent.token, customer.token, moderator.token]) {
      expectError(await get(token), 403, 'FORBIDDEN', WATERMARK_MESSAGES.adminOnly);
      expectError(await put(mark, token), 403, 'FORBIDDEN', WATERMARK_MESSAGES.adminOnly);
    }
    expect((await get('')).status).toBe(401);
    expect(
      (await t.request('PUT', '/api/v2/tenants/current/watermark', { body: mark })).status,
    ).toBe(401);
    // Another site's admin cannot reach this site's mark.
    expect((await get(sandboxAdmin.token, 'demo')).status).toBe(403);
    expect((await put(mark, sandboxAdmin.token, 'demo')).status).toBe(403);
    expect(await t.db.select().from(siteWatermarks)).toEqual([]);
  });

  it('refuses bad input with the field and a message, never a 5xx', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...mark, mode: 'LOGO' }, 'mode', WATERMARK_MESSAGES.mode],
      [{ ...mark, text: '  ' }, 'text', WATERMARK_MESSAGES.textRequired],
      [{ ...mark, text: 'x'.repeat(41) }, 'text', WATERMARK_MESSAGES.textTooLong],
      [{ ...mark, text: 'two\nlines' }, 'text', WATERMARK_MESSAGES.textOneLine],
      [{ ...mark, position: 'TOP' }, 'position', WATERMARK_MESSAGES.position],
      [{ ...mark, opacity: 5 }, 'opacity', WATERMARK_MESSAGES.opacity],
      [{ ...mark, opacity: '50' }, 'opacity', WATERMARK_MESSAGES.opacity],
      [{ ...mark, size: 13 }, 'size', WATERMARK_MESSAGES.size],
      [{ ...mark, size: 4.5 }, 'size', WATERMARK_MESSAGES.size],
    ];
    for (const [body, path, message] of cases) {
      const res = await put(body);
      const error = expectError(res, 400, 'VALIDATION_FAILED');
      expect(error.details).toContainEqual({ path, message });
    }
    const raw = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/tenants/current/watermark',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'x-tenant': 'demo',
        'content-type': 'application/json',
      },
      payload: '{"mode":',
    });
    expect(raw.statusCode).toBe(400);
    expect(await t.db.select().from(siteWatermarks)).toEqual([]);
  });
});

describe('re-rendering the photos after a change of mark', () => {
  it('marks every listing and unit photo under new addresses; originals and other sites stay', async () => {
    await addPhotos(house, agent.token, 3);
    await addPhotos(sandboxHouse, sandboxAgent.token, 1, 'sandbox');
    const unit = await t.request('POST', `/api/v2/properties/ids/${house}/units`, {
      token: agent.token,
      body: { title: 'Flat 1' },
    });
    expect(unit.status).toBe(201);
    const unitUpload = await upload(
      t,
      `/units/${unit.body.publicId}/files/upload`,
      [{ data: await roomPhoto(9, 1000, 625) }],
      {
        token: agent.token,
      },
    );
    expect(unitUpload.status).toBe(201);
    const before = await photoRows();
    const [cover] = before;
    const profile = await t.request('PUT', `/properties/ids/${house}/images/order`, {
      token: agent.token,
      body: { images: before.map((r) => r.name), profile: cover!.name },
    });
    expect(profile.status).toBe(200);
    const otherSite = await t.db.select().from(propertyImages);
    const sandboxRows = otherSite.filter((r) => r.tenantId !== demoId);
    const originals = await Promise.all(before.map((r) => bytes(r.fileDownloadUri)));
    // The listing's answer is read once, so the answer cache holds it with the old cover.
    const answer = () =>
      t.request('GET', `/properties/ids/${house}/get`, { token: agent.token }).then((r) => r.body);
    expect((await answer()).profilePhoto).toBe(before[0]!.variants.card);
    const oldFull = await Promise.all(before.map((r) => bytes(r.variants.full!)));

    const saved = await put(mark);
    expect(json(saved, 'updateSiteWatermark', 200)).toMatchObject({
      ...mark,
      rerender: { status: 'RUNNING', total: 4, failed: 0 },
    });
    await settle();
    const after = json(await get(), 'getSiteWatermark', 200);
    expect(after.rerender).toMatchObject({ status: 'FINISHED', total: 4, done: 4, failed: 0 });
    expect(after.rerender.finishedAt).toEqual(expect.any(String));

    const rows = await photoRows();
    for (const [i, row] of rows.entries()) {
      const old = before[i]!;
      expect(row.fileDownloadUri).toBe(old.fileDownloadUri);
      expect((await bytes(row.fileDownloadUri)).equals(originals[i]!)).toBe(true);
      expect(row.photoHash).toBe(old.photoHash);
      for (const name of ['thumbnail', 'card', 'full']) {
        expect(row.variants[name]).not.toBe(old.variants[name]);
        // The old variants are gone from storage: browsers cached them under their old names.
        expect(
          await t.app.storage.read(t.app.storage.keyFromUrl(old.variants[name]!)!),
        ).toBeUndefined();
      }
      expect((await bytes(row.variants.full!)).equals(oldFull[i]!)).toBe(false);
      expect(row.storageKeys).toHaveLength(4);
    }
    const [listing] = await t.db.select().from(properties).where(eq(properties.publicId, house));
    expect(listing!.profilePhoto).toBe(rows[0]!.variants.card);
    expect((await answer()).profilePhoto).toBe(rows[0]!.variants.card);
    const images = await t.request('GET', `/properties/ids/${house}/images/all`, {
      token: agent.token,
    });
    expect(images.body.profilePhoto).toBe(rows[0]!.variants.card);
    expect(images.body.images.GENERAL.map((i: { variants: unknown }) => i.variants)).toEqual(
      rows.map((r) => r.variants),
    );
    const [unitPhoto] = await t.db.select().from(unitImages).where(eq(unitImages.tenantId, demoId));
    expect(unitPhoto!.watermarkGeneration).toBe(1);
    const unitAnswer = await t.request('GET', `/units/${unit.body.publicId}`, {
      token: agent.token,
    });
    expect(unitAnswer.body.images[0].variants).toEqual(unitPhoto!.variants);
    // The other site's photos were not touched.
    const sandboxAfter = (await t.db.select().from(propertyImages)).filter(
      (r) => r.tenantId !== demoId,
    );
    expect(sandboxAfter).toEqual(sandboxRows);
    expect((await get(sandboxAdmin.token, 'sandbox')).body.mode).toBe('OFF');
  });

  it('gives a new upload the current mark at once, and a second identical save changes nothing', async () => {
    await addPhotos(house, agent.token, 1);
    expect(json(await get(), 'getSiteWatermark', 200).rerender).toMatchObject({
      status: 'FINISHED',
      total: 5,
      done: 5,
    });
    const [site] = await t.db
      .select()
      .from(siteWatermarks)
      .where(eq(siteWatermarks.tenantId, demoId));
    const [a, b] = await Promise.all([put(mark), put(mark)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [again] = await t.db
      .select()
      .from(siteWatermarks)
      .where(eq(siteWatermarks.tenantId, demoId));
    expect(again!.generation).toBe(site!.generation);
    // The text kept while off changes no photo either.
    expect((await put({ ...mark, mode: 'OFF' })).status).toBe(200);
    const off = await t.db.select().from(siteWatermarks).where(eq(siteWatermarks.tenantId, demoId));
    expect((await put({ ...mark, mode: 'OFF', text: 'Kept while off' })).body.rerender.status).toBe(
      'RUNNING',
    );
    const stillOff = await t.db
      .select()
      .from(siteWatermarks)
      .where(eq(siteWatermarks.tenantId, demoId));
    expect(stillOff[0]!.generation).toBe(off[0]!.generation);
    await settle();
    expect(json(await get(), 'getSiteWatermark', 200)).toMatchObject({
      mode: 'OFF',
      text: 'Kept while off',
      rerender: { status: 'FINISHED', total: 5, done: 5 },
    });
  });

  it('two admins saving at once: one setting stays and every photo ends drawn with it', async () => {
    const second = await createAdmin(t);
    const one = { ...mark, text: 'First admin', position: 'TOP_LEFT' };
    const two = { ...mark, text: 'Second admin', position: 'CENTER' };
    const [a, b] = await Promise.all([put(one), put(two, second.token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await settle();
    const final = json(await get(), 'getSiteWatermark', 200);
    expect([one.text, two.text]).toContain(final.text);
    expect(final.rerender).toMatchObject({ status: 'FINISHED', total: 5, done: 5, failed: 0 });
    const [site] = await t.db
      .select()
      .from(siteWatermarks)
      .where(eq(siteWatermarks.tenantId, demoId));
    const rows = await photoRows();
    expect(rows.every((r) => r.watermarkGeneration === site!.generation)).toBe(true);
  });

  it('a change during a run supersedes it: the run goes on with the new mark', async () => {
    let changed = false;
    const worker = createWatermarkWorker(t.app.modules.images, {
      afterPhoto: async () => {
        if (changed) return;
        changed = true;
        expect((await put({ ...mark, text: 'Newest', opacity: 40 })).status).toBe(200);
      },
    });
    expect((await put({ ...mark, text: 'Older', opacity: 90 })).status).toBe(200);
    await worker.drain();
    await settle();
    expect(changed).toBe(true);
    const [site] = await t.db
      .select()
      .from(siteWatermarks)
      .where(eq(siteWatermarks.tenantId, demoId));
    expect(site!.text).toBe('Newest');
    expect(site!.renderedGeneration).toBe(site!.generation);
    const rows = await photoRows();
    expect(rows.every((r) => r.watermarkGeneration === site!.generation)).toBe(true);
    // Every file a row names exists, and nothing else is left in the listing's folder.
    const named = new Set(rows.flatMap((r) => r.storageKeys));
    for (const key of named) expect(await t.app.storage.read(key)).toBeDefined();
    const stored = await t.app.storage.list(`properties/demo/${house}/`);
    const photoFiles = stored.filter((key) => !key.includes('/units/'));
    expect(photoFiles.sort()).toEqual([...named].sort());
  });

  it('a run stopped part way (a restart) is resumed by another worker from where the photos say', async () => {
    const first = createWatermarkWorker(t.app.modules.images, {
      afterPhoto: () => void first.stop(),
    });
    expect((await put({ ...mark, text: 'Before a restart' })).status).toBe(200);
    await first.drain();
    const half = json(await get(), 'getSiteWatermark', 200).rerender;
    expect(half).toMatchObject({ status: 'RUNNING', total: 5, done: 1 });
    const second = createWatermarkWorker(t.app.modules.images);
    await second.drain();
    expect(json(await get(), 'getSiteWatermark', 200).rerender).toMatchObject({
      status: 'FINISHED',
      total: 5,
      done: 5,
    });
  });

  it('a photo whose original is gone keeps its variants and is counted as failed', async () => {
    const [first] = await photoRows();
    await t.app.storage.remove(first!.storageKeys[0]!);
    expect((await put({ ...mark, text: 'After a loss' })).status).toBe(200);
    await settle();
    expect(json(await get(), 'getSiteWatermark', 200).rerender).toMatchObject({
      status: 'FINISHED',
      total: 5,
      done: 5,
      failed: 1,
    });
    const [row] = await t.db
      .select()
      .from(propertyImages)
      .where(and(eq(propertyImages.tenantId, demoId), eq(propertyImages.id, first!.id)));
    expect(row!.variants).toEqual(first!.variants);
  });
});

describe('the originals of a site that marks its photos', () => {
  it("are handed to the listing's agent and staff only: readers get the marked variant", async () => {
    const live = (await insertTestProperty(t, agent.publicId, { published: 'APPROVED' })).publicId;
    await addPhotos(live, agent.token, 2);
    const unit = await t.request('POST', `/api/v2/properties/ids/${live}/units`, {
      token: agent.token,
      body: { title: 'Flat 2' },
    });
    await upload(
      t,
      `/units/${unit.body.publicId}/files/upload`,
      [{ data: await roomPhoto(11, 1000, 625) }],
      { token: agent.token },
    );
    expect((await put(mark)).status).toBe(200);
    await settle();

    type Photo = { fileDownloadUri: string; variants: { full?: string } };
    const photosOf = (answer: { images: Record<string, Photo[]> }) =>
      Object.values(answer.images).flat();
    const reader = await t.request('GET', `/properties/ids/${live}/get`);
    expect(reader.status).toBe(200);
    const shown = photosOf(reader.body);
    expect(shown).toHaveLength(2);
    for (const photo of shown) expect(photo.fileDownloadUri).toBe(photo.variants.full);

    const listed = await t.request('GET', `/properties/ids/${live}/images/all`);
    for (const photo of photosOf(listed.body)) {
      expect(photo.fileDownloadUri).toBe(photo.variants.full);
    }
    const own = await t.request('GET', `/properties/ids/${live}/images/all`, {
      token: agent.token,
    });
    const originals = photosOf(own.body);
    for (const photo of originals) expect(photo.fileDownloadUri).not.toBe(photo.variants.full);
    const stored = new Set((await photoRows()).map((r) => r.fileDownloadUri));
    for (const photo of originals) expect(stored.has(photo.fileDownloadUri)).toBe(true);

    const units = await t.request('GET', `/properties/${live}/units`);
    expect(units.status).toBe(200);
    const unitPhoto = units.body.content[0].images[0] as Photo;
    expect(unitPhoto.fileDownloadUri).toBe(unitPhoto.variants.full);
    const ownUnits = await t.request('GET', `/properties/${live}/units`, {
      token: agent.token,
    });
    const ownPhoto = ownUnits.body.content[0].images[0] as Photo;
    expect(ownPhoto.fileDownloadUri).not.toBe(ownPhoto.variants.full);

    // Turned off: readers get the originals' addresses again.
    expect((await put({ ...mark, mode: 'OFF' })).status).toBe(200);
    await settle();
    const after = photosOf((await t.request('GET', `/properties/ids/${live}/get`)).body);
    for (const photo of after) expect(photo.fileDownloadUri).not.toBe(photo.variants.full);
  });
});

// The second wall exists on PostgreSQL only: PGlite runs as a superuser, which RLS skips.
describe.runIf(testDatabaseUrl())('the watermark rows behind the site wall', () => {
  it("a query that forgets the site sees only the current site's setting", async () => {
    await put({ ...mark, text: 'Sandbox mark' }, sandboxAdmin.token, 'sandbox');
    const everywhere = await t.db.select().from(siteWatermarks);
    expect(everywhere.length).toBe(2);
    const sandbox = everywhere.find((row) => row.tenantId !== demoId)!.tenantId;
    const seen = await inSiteScope(demoId, () => t.db.select().from(siteWatermarks).execute());
    expect(seen.map((row) => row.tenantId)).toEqual([demoId]);
    const other = await inSiteScope(sandbox, () => t.db.select().from(siteWatermarks).execute());
    expect(other.map((row) => row.text)).toEqual(['Sandbox mark']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { approve, cast, createListing, refs } from '../../test/listings';

let t: TestApp;
let who: Awaited<ReturnType<typeof cast>>;
let place: { type: string; suburb: string };

beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const r = await refs(t);
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterAll(() => t.close());

const update = (id: string, body: unknown, token = who.agentA.token) =>
  t.request('PUT', `/properties/ids/${id}/update`, { token, body });
const read = (id: string, token?: string) =>
  t.request('GET', `/properties/ids/${id}/get`, token ? { token } : {});

describe("a listing's video or virtual tour link", () => {
  it("is stored as the provider's plain address, whatever form of it the agent pasted", async () => {
    const p = await createListing(t, who.agentA, place, {
      tourUrl: '  https://youtu.be/dQw4w9WgXcQ?si=shared-from-phone ',
    });
    expect(p.tourUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const res = await update(p.publicId, {
      tourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&brand=0',
    });
    expect(res.status).toBe(200);
    expect(res.body.tourUrl).toBe('https://my.matterport.com/show/?m=SxQL3iGyoDo');
  });

  it('is none until given, and an empty link or null removes it', async () => {
    const p = await createListing(t, who.agentA, place);
    expect(p.tourUrl).toBeNull();
    await update(p.publicId, { tourUrl: 'https://vimeo.com/76979871' });
    expect((await update(p.publicId, { tourUrl: '' })).body.tourUrl).toBeNull();
    await update(p.publicId, { tourUrl: 'https://vimeo.com/76979871' });
    expect((await update(p.publicId, { tourUrl: null })).body.tourUrl).toBeNull();
    // Leaving it out of an update keeps it.
    await update(p.publicId, { tourUrl: 'https://kuula.co/share/7fPfD' });
    expect((await update(p.publicId, { price: 990 })).body.tourUrl).toBe(
      'https://kuula.co/share/7fPfD',
    );
  });

  it('refuses hosts off the allow-list, scripts and overlong links with a 400 on the field', async () => {
    const p = await createListing(t, who.agentA, place, {
      tourUrl: 'https://kuula.co/share/7fPfD',
    });
    for (const tourUrl of [
      'https://tours.example.com/123',
      'javascript:alert(1)',
      'https://youtube.com.example.org/watch?v=dQw4w9WgXcQ',
      'our office has the video',
      `https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=${'a'.repeat(500)}`,
    ]) {
      const res = await update(p.publicId, { tourUrl });
      expect(res.status, tourUrl).toBe(400);
      expect(res.body.details[0].path).toBe('tourUrl');
    }
    const refused = await update(p.publicId, { tourUrl: 'https://tours.example.com/123' });
    expect(refused.body.details[0].message).toBe(
      'Use a link to a YouTube or Vimeo video, or a Matterport or Kuula tour',
    );
    expect((await update(p.publicId, { tourUrl: 42 })).status).toBe(400);
    expect((await read(p.publicId, who.agentA.token)).body.tourUrl).toBe(
      'https://kuula.co/share/7fPfD',
    );
  });

  it('sends a live listing back to review, shows the change to moderators and logs it', async () => {
    const p = await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, p.publicId);
    const res = await update(p.publicId, { tourUrl: 'https://vimeo.com/76979871' });
    expect(res.body.published).toBe('REVIEW');
    const changes = await t.request(
      'GET',
      `/api/v2/moderation/properties/ids/${p.publicId}/changes`,
      { token: who.moderator.token },
    );
    expect(changes.body).toContainEqual({
      field: 'tourUrl',
      before: null,
      after: 'https://vimeo.com/76979871',
    });
    const log = await t.request('GET', '/api/v2/audit/all?size=20', {
      token: who.moderator.token,
    });
    const entry = log.body.content.find(
      (row: { entityId: string; action: string }) =>
        row.entityId === p.publicId && row.action === 'update',
    );
    expect(entry.changes.tourUrl).toEqual({ before: null, after: 'https://vimeo.com/76979871' });
  });

  it('is in the public read once the listing is live', async () => {
    const p = await createListing(t, who.agentA, place, {
      tourUrl: 'https://vimeo.com/76979871/8272103f6e',
    });
    await approve(t, who.moderator.token, p.publicId);
    const res = await read(p.publicId);
    expect(res.status).toBe(200);
    expect(res.body.tourUrl).toBe('https://vimeo.com/76979871/8272103f6e');
  });

  it('cannot be changed by another agent, even on a live listing', async () => {
    const p = await createListing(t, who.agentA, place);
    await approve(t, who.moderator.token, p.publicId);
    const res = await update(
      p.publicId,
      { tourUrl: 'https://vimeo.com/76979871' },
      who.agentB.token,
    );
    expect(res.status).toBe(403);
    expect((await read(p.publicId, who.agentA.token)).body.tourUrl).toBeNull();
  });
});

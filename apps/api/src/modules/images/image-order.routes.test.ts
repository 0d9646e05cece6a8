import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createAgent, createTestApp, type TestApp, type TestResponse } from '../../test/helper';
import { jpegImage } from '../../test/images';
import { insertTestProperty } from '../../test/listings';
import { upload } from '../../test/uploads';

describe('PUT /properties/ids/{id}/images/order', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createAgent>>;
  let other: Awaited<ReturnType<typeof createAgent>>;
  let house: string;
  let photo: Buffer;
  /** The house's photos as uploaded: two general, two bedroom, one kitchen. */
  let names: string[];

  const add = async (id: string, location: string, n: number) => {
    const res = await upload(
      t,
      `/properties/ids/${id}/locations/ids/${location}/files/upload`,
      Array.from({ length: n }, () => ({ data: photo })),
      { token: owner.token },
    );
    expect(res.status).toBe(201);
    return (res.body.images as { name: string }[]).map((i) => i.name);
  };
  const order = (body: unknown, id = house, token = owner.token) =>
    t.request('PUT', `/properties/ids/${id}/images/order`, { token, body });
  const listed = async (id = house) =>
    (await t.request('GET', `/properties/ids/${id}/images/all`, { token: owner.token })).body;
  const detail = async (id = house) =>
    (await t.request('GET', `/properties/ids/${id}/get`, { token: owner.token })).body;
  const outcome = (res: TestResponse) => ({ status: res.status, message: res.body.message });
  const entries = (action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.propertyId, house), eq(auditLog.action, action)));

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createAgent(t);
    other = await createAgent(t);
    photo = await jpegImage(800, 500);
  });
  beforeEach(async () => {
    house = (await insertTestProperty(t, owner.publicId)).publicId;
    names = [
      ...(await add(house, 'GENERAL', 2)),
      ...(await add(house, 'BEDROOM', 2)),
      ...(await add(house, 'KITCHEN', 1)),
    ];
  });
  afterAll(() => t.close());

  it('lists photos in upload order until the agent orders them', async () => {
    const body = await listed();
    expect(body.order).toEqual(names);
    expect(body.images.BEDROOM.map((i: { name: string }) => i.name)).toEqual(names.slice(2, 4));
  });

  it('saves a new order in one call, the order of the list, each room and the listing', async () => {
    const wanted = [names[4]!, names[3]!, names[0]!, names[2]!, names[1]!];
    const res = await order({ images: wanted });
    expect(res.status).toBe(200);
    expect(res.body.order).toEqual(wanted);
    expect(res.body.images.BEDROOM.map((i: { name: string }) => i.name)).toEqual([
      names[3],
      names[2],
    ]);
    expect((await listed()).order).toEqual(wanted);

    const images = (await detail()).images as Record<string, { name: string; order: number }[]>;
    const byOrder = Object.values(images)
      .flat()
      .sort((a, b) => a.order - b.order)
      .map((i) => i.name);
    expect(byOrder).toEqual(wanted);
    expect(images.BEDROOM!.map((i) => i.order)).toEqual([2, 4]);

    // A photo added afterwards goes last.
    const [added] = await add(house, 'GENERAL', 1);
    expect((await listed()).order).toEqual([...wanted, added]);

    const [entry] = await entries('reorder');
    expect(entry).toMatchObject({
      entity: 'image',
      entityId: names[4],
      changes: { photoOrder: { before: [1, 2, 3, 4, 5], after: [5, 4, 1, 3, 2] } },
    });
  });

  it('makes the named photo the profile photo in the same change', async () => {
    const wanted = [names[2]!, ...names.filter((n) => n !== names[2])];
    const res = await order({ images: wanted, profile: names[2] });
    expect(res.status).toBe(200);
    const cover = res.body.images.BEDROOM[0];
    expect(cover).toMatchObject({ name: names[2], profile: true });
    expect(res.body.profilePhoto).toBe(cover.variants.card);
    expect((await detail()).profilePhoto).toBe(cover.variants.card);
    expect(await entries('reorder')).toHaveLength(1);
    expect(await entries('profile')).toHaveLength(1);
  });

  it('writes nothing for an order that changes nothing', async () => {
    const res = await order({ images: names });
    expect(res.status).toBe(200);
    expect(res.body.order).toEqual(names);
    expect(await entries('reorder')).toHaveLength(0);
  });

  it('refuses a name twice, a profile not named, and an empty order', async () => {
    expect(outcome(await order({ images: [...names, names[0]] }))).toEqual({
      status: 400,
      message: 'Name each photo once',
    });
    expect(outcome(await order({ images: names.slice(1), profile: names[0] }))).toEqual({
      status: 400,
      message: 'The profile photo must be one of the photos named',
    });
    expect((await order({ images: [] })).status).toBe(400);
    expect((await order({ images: 'not a list' })).status).toBe(400);
    expect((await listed()).order).toEqual(names);
  });

  it('answers 409 when the photos changed since the order was made', async () => {
    const stale = [...names].reverse();
    await add(house, 'GENERAL', 1);
    const res = await order({ images: stale });
    expect(outcome(res)).toEqual({
      status: 409,
      message: 'The photos changed since this order was made: reload them and order them again',
    });
    expect(outcome(await order({ images: stale.slice(1) }))).toMatchObject({ status: 409 });
    expect(outcome(await order({ images: [...stale.slice(1), 'gone.jpg'] }))).toMatchObject({
      status: 409,
    });
    expect(await entries('reorder')).toHaveLength(0);
  });

  it("keeps another agent out of one's photos", async () => {
    const approved = (await insertTestProperty(t, other.publicId, { published: 'APPROVED' }))
      .publicId;
    expect(outcome(await order({ images: names }, approved))).toEqual({
      status: 403,
      message: 'Not your property',
    });
    expect((await order({ images: names }, house, other.token)).status).toBe(404);
  });

  it('ends two tabs ordering at once in one order, each a whole one', async () => {
    const first = [...names].reverse();
    const second = [names[1]!, names[0]!, ...names.slice(2)];
    const [a, b] = await Promise.all([order({ images: first }), order({ images: second })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([first, second]).toContainEqual((await listed()).order);
  });
});

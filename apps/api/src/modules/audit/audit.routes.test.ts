import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { auditLog, propertyTypes, suburbs } from '../../db/schema';
import { createAdmin, createTestApp, expectError, type TestApp } from '../../test/helper';
import { jpegImage } from '../../test/images';
import { cast, createListing, refs } from '../../test/listings';
import { upload } from '../../test/uploads';
import { recordAudit } from './audit.record';

type Cast = Awaited<ReturnType<typeof cast>>;
interface Row {
  id: string;
  at: string;
  user: { id: string; name: string; role: string } | null;
  ip?: string | null;
  entity: string;
  entityId: string;
  propertyId: string | null;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  reason: string | null;
}

let t: TestApp;
let c: Cast;
let admin: string;
let place: { type: string; suburb: string };
let tenantId: number;

/** The newest rows of the demo site's log, read straight from the staff endpoint. */
async function log(query = '', token = c.moderator.token): Promise<Row[]> {
  const res = await t.request('GET', `/api/v2/audit/all?size=100${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.content;
}

const rowsAbout = async (entityId: string) => (await log()).filter((r) => r.entityId === entityId);

beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  admin = (await createAdmin(t)).token;
  const r = await refs(t);
  tenantId = r.tenantId;
  place = { type: await r.type('House'), suburb: await r.suburb('Avondale') };
});
afterAll(() => t?.close());

describe('rows for each kind of write', () => {
  let listing: string;

  beforeAll(async () => {
    listing = (await createListing(t, c.agentA, place, { price: 800 })).publicId;
  });

  it('a listing create names who, from where, and the fields it was created with', async () => {
    const [row] = await rowsAbout(listing);
    expect(row).toMatchObject({
      entity: 'property',
      entityId: listing,
      propertyId: listing,
      action: 'create',
      user: { id: c.agentA.publicId, name: 'Test', role: 'AGENT' },
      ip: '127.0.0.1',
      reason: null,
    });
    expect(row!.changes!.price).toEqual({ before: null, after: 800 });
    expect(row!.changes!.suburb).toEqual({ before: null, after: 'Avondale, Harare' });
  });

  it('an update records only the changed fields, before and after', async () => {
    const res = await t.request('PUT', `/properties/ids/${listing}/update`, {
      token: c.agentA.token,
      body: { price: 950, name: 'Sunny garden cottage' },
    });
    expect(res.status).toBe(200);
    const [row] = await rowsAbout(listing);
    expect(row).toMatchObject({
      action: 'update',
      changes: { price: { before: 800, after: 950 } },
    });
    expect(Object.keys(row!.changes!)).toEqual(['price']);
  });

  it('archiving alone reads as archive', async () => {
    await t.request('PUT', `/properties/ids/${listing}/update`, {
      token: c.agentA.token,
      body: { archived: true },
    });
    const [row] = await rowsAbout(listing);
    expect(row).toMatchObject({
      action: 'archive',
      changes: { archived: { before: false, after: true } },
    });
    await t.request('PUT', `/properties/ids/${listing}/update`, {
      token: c.agentA.token,
      body: { archived: false },
    });
  });

  it('approve and reject record the moderator, the state change and the reason', async () => {
    const approved = await t.request('POST', `/properties/ids/${listing}/approve`, {
      token: c.moderator.token,
    });
    expect(approved.status).toBe(200);
    const reason = 'Please add photos of the garden.';
    const rejected = await t.request('POST', `/properties/ids/${listing}/reject`, {
      token: c.moderator.token,
      body: { reason },
    });
    expect(rejected.status).toBe(200);
    const [reject, approve] = (await rowsAbout(listing)).filter((r) => r.entity === 'moderation');
    expect(approve).toMatchObject({
      action: 'approve',
      user: { role: 'MODERATOR' },
      changes: { published: { before: 'REVIEW', after: 'APPROVED' } },
      reason: null,
    });
    expect(reject).toMatchObject({
      action: 'reject',
      propertyId: listing,
      changes: {
        published: { before: 'APPROVED', after: 'REVIEW' },
        rejectionReason: { before: null, after: reason },
      },
      reason,
    });
  });

  it('image uploads and deletes record the image name, never its bytes', async () => {
    const res = await upload(
      t,
      `/properties/ids/${listing}/locations/ids/BEDROOM/files/upload`,
      [{ data: await jpegImage(1600, 1000) }],
      { token: c.agentA.token },
    );
    expect(res.status).toBe(201);
    const name = res.body.images[0].name as string;
    const [added] = await rowsAbout(name);
    expect(added).toMatchObject({
      entity: 'image',
      propertyId: listing,
      action: 'upload',
      changes: { location: { before: null, after: 'BEDROOM' } },
    });
    const removed = await t.request('DELETE', `/images/delete?Filename=${name}`, {
      token: c.agentA.token,
    });
    expect(removed.status).toBe(200);
    const [deleted] = await rowsAbout(name);
    expect(deleted).toMatchObject({
      action: 'delete',
      changes: { location: { before: 'BEDROOM', after: null } },
    });
    expect(JSON.stringify(added).length).toBeLessThan(1000);
  });

  it('features: added, changed and removed', async () => {
    const feature = await (await refs(t)).feature('BEDROOM');
    const add = (quantity: number) =>
      t.request('POST', `/properties/ids/${listing}/features/all/create`, {
        token: c.agentA.token,
        body: { bulk: [{ featureId: feature, quantity }] },
      });
    expect((await add(2)).status).toBeLessThan(300);
    expect((await add(3)).status).toBeLessThan(300);
    const removed = await t.request(
      'POST',
      `/api/v2/properties/ids/${listing}/features/ids/${feature}/remove`,
      { token: c.agentA.token },
    );
    expect(removed.status).toBe(200);
    const rows = await rowsAbout(feature);
    expect(rows.map((r) => r.action)).toEqual(['remove', 'update', 'add']);
    expect(rows[1]!.changes!.quantity).toEqual({ before: 2, after: 3 });
    expect(rows.every((r) => r.propertyId === listing && r.entity === 'feature')).toBe(true);
  });

  it('amenities: create, update, delete', async () => {
    const body = { name: 'Avondale Primary', type: 'SCHOOL', latitude: -17.79, longitude: 31.04 };
    const made = await t.request('POST', `/properties/ids/${listing}/amenities/create`, {
      token: c.agentA.token,
      body,
    });
    expect(made.status).toBe(201);
    const id = made.body.publicId as string;
    await t.request('PUT', `/amenities/ids/${id}/update`, {
      token: c.agentA.token,
      body: { ...body, name: 'Avondale Primary School' },
    });
    await t.request('DELETE', `/amenities/ids/${id}/delete`, { token: c.agentA.token });
    const rows = await rowsAbout(id);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(rows[1]!.changes).toEqual({
      name: { before: 'Avondale Primary', after: 'Avondale Primary School' },
    });
    expect(rows[0]!.propertyId).toBe(listing);
  });

  it('units: create, update, delete', async () => {
    const body = { title: 'Flat 2B', available: true, rentalPrice: 600 };
    const made = await t.request('POST', `/api/v2/properties/ids/${listing}/units`, {
      token: c.agentA.token,
      body,
    });
    expect(made.status).toBe(201);
    const id = made.body.publicId as string;
    await t.request('PUT', `/units/${id}`, {
      token: c.agentA.token,
      body: { ...body, rentalPrice: 650 },
    });
    await t.request('DELETE', `/units/${id}`, { token: c.agentA.token });
    const rows = await rowsAbout(id);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(rows[1]!.changes).toEqual({ rentalPrice: { before: 600, after: 650 } });
  });

  it("an agent's verification by a moderator", async () => {
    const res = await t.request(
      'POST',
      `/api/v2/moderation/agents/ids/${c.agentB.publicId}/verification`,
      { token: c.moderator.token, body: { verified: true, reason: 'Licence checked' } },
    );
    expect(res.status).toBe(200);
    const [row] = await rowsAbout(c.agentB.publicId);
    expect(row).toMatchObject({
      entity: 'agent',
      action: 'verify',
      propertyId: null,
      changes: { verified: { before: false, after: true } },
    });
  });

  it('banners: create, update, delete', async () => {
    const body = { type: 'LANDING', title: 'Family homes', position: 0 };
    const made = await t.request('POST', '/banners/create', { token: admin, body });
    expect(made.status).toBe(201);
    const id = made.body.publicId as string;
    await t.request('PUT', `/banners/ids/${id}/update`, {
      token: admin,
      body: { ...body, position: 2 },
    });
    await t.request('DELETE', `/banners/ids/${id}/delete`, { token: admin });
    const rows = await rowsAbout(id);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(rows[1]).toMatchObject({
      user: { role: 'ADMIN' },
      changes: { position: { before: 0, after: 2 } },
    });
  });

  it('unit photos: uploaded and deleted, as images of the listing naming their unit', async () => {
    const made = await t.request('POST', `/api/v2/properties/ids/${listing}/units`, {
      token: c.agentA.token,
      body: { title: 'Shop 1', available: true, rentalPrice: 900 },
    });
    const unit = made.body.publicId as string;
    const res = await upload(
      t,
      `/units/${unit}/files/upload`,
      [{ data: await jpegImage(1600, 1000) }],
      {
        token: c.agentA.token,
      },
    );
    expect(res.status).toBe(201);
    const name = (res.body.images[0].name ?? res.body.images[0].fileName) as string;
    const removed = await t.request('DELETE', `/units/${unit}/images/delete?Filename=${name}`, {
      token: c.agentA.token,
    });
    expect(removed.status).toBe(200);
    const rows = await rowsAbout(name);
    expect(rows.map((r) => [r.entity, r.action, r.propertyId])).toEqual([
      ['image', 'delete', listing],
      ['image', 'upload', listing],
    ]);
    expect(rows[1]!.changes).toEqual({ unit: { before: null, after: unit } });
    await t.request('DELETE', `/units/${unit}`, { token: c.agentA.token });
  });

  it('article covers: set and removed', async () => {
    const made = await t.request('POST', '/api/v2/articles/create', {
      token: c.moderator.token,
      body: { title: 'Cover story', summary: 'Tips', body: 'Text.', published: false },
    });
    const id = made.body.publicId as string;
    const res = await upload(
      t,
      `/api/v2/articles/ids/${id}/cover/upload`,
      [{ data: await jpegImage(800, 500), field: 'file' }],
      { token: c.moderator.token },
    );
    expect(res.status).toBe(201);
    const removed = await t.request('DELETE', `/api/v2/articles/ids/${id}/cover/delete`, {
      token: c.moderator.token,
    });
    expect(removed.status).toBe(200);
    const covers = (await rowsAbout(id)).filter((r) => r.action === 'cover');
    expect(covers).toHaveLength(2);
    expect(covers[0]!.changes!.cover!.after).toBeNull();
    expect(covers[1]!.changes!.cover).toMatchObject({ before: null });
    expect(covers[1]!.changes!.cover!.after).toEqual(covers[0]!.changes!.cover!.before);
  });

  it('articles: create, publish, delete', async () => {
    const body = {
      title: 'Buying in Avondale',
      summary: 'Tips',
      body: 'Ask questions.',
      published: false,
    };
    const made = await t.request('POST', '/api/v2/articles/create', {
      token: c.moderator.token,
      body,
    });
    expect(made.status).toBe(201);
    const id = made.body.publicId as string;
    await t.request('PUT', `/api/v2/articles/ids/${id}/update`, {
      token: c.moderator.token,
      body: { ...body, published: true },
    });
    await t.request('DELETE', `/api/v2/articles/ids/${id}/delete`, { token: c.moderator.token });
    const rows = await rowsAbout(id);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'publish', 'create']);
    expect(rows[1]!.changes!.published).toEqual({ before: false, after: true });
  });

  it('offices: create, update, delete', async () => {
    const body = {
      label: 'Head office',
      street: '12 King George Road',
      city: 'Harare',
      country: 'Zimbabwe',
      latitude: -17.7991,
      longitude: 31.0365,
    };
    const made = await t.request('POST', '/api/v2/tenants/demo/addresses/create', {
      token: admin,
      body,
    });
    expect(made.status).toBe(201);
    const id = made.body.publicId as string;
    await t.request('PUT', `/api/v2/tenants/demo/addresses/ids/${id}/update`, {
      token: admin,
      body: { ...body, city: 'Bulawayo' },
    });
    await t.request('DELETE', `/api/v2/tenants/demo/addresses/ids/${id}/delete`, {
      token: admin,
    });
    const rows = await rowsAbout(id);
    expect(rows.map((r) => [r.entity, r.action])).toEqual([
      ['office', 'delete'],
      ['office', 'update'],
      ['office', 'create'],
    ]);
    expect(rows[1]!.changes).toEqual({ city: { before: 'Harare', after: 'Bulawayo' } });
  });

  it('a listing delete is recorded', async () => {
    const gone = (await createListing(t, c.agentA, place)).publicId;
    const res = await t.request('DELETE', `/properties/ids/${gone}/delete`, {
      token: c.agentA.token,
    });
    expect(res.status).toBe(200);
    const [row] = await rowsAbout(gone);
    expect(row).toMatchObject({ entity: 'property', action: 'delete', changes: null });
  });

  it('a write that fails leaves no row', async () => {
    const before = (await log()).length;
    const refused = await t.request('PUT', `/properties/ids/${listing}/update`, {
      token: c.agentA.token,
      body: { currency: 'XXX' },
    });
    expect(refused.status).toBe(400);
    const notOwner = await t.request('PUT', `/properties/ids/${listing}/update`, {
      token: c.agentB.token,
      body: { price: 1 },
    });
    expect(notOwner.status).toBe(404);
    const badReject = await t.request('POST', `/properties/ids/${listing}/reject`, {
      token: c.moderator.token,
      body: { reason: 'x' },
    });
    expect(badReject.status).toBe(400);
    expect((await log()).length).toBe(before);
  });

  it('a write whose audit row cannot be written is undone', async () => {
    const failing = await t.request('PUT', `/properties/ids/${listing}/update`, {
      token: c.agentA.token,
      body: { price: 1234 },
      // An address column value this long is fine; the trigger is what refuses later writes.
    });
    expect(failing.status).toBe(200);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE properties SET price = 1 WHERE public_id = ${listing}`);
        await recordAudit(tx, {
          tenantId,
          actor: null,
          ip: null,
          entity: 'property',
          entityId: listing,
          action: 'update',
          changes: { price: { before: 1234, after: 1 } },
        });
        throw new Error('the write failed after its audit row');
      }),
    ).rejects.toThrow('the write failed');
    const [row] = await rowsAbout(listing);
    expect(row!.changes!.price).toEqual({ before: 950, after: 1234 });
    const read = await t.request('GET', `/properties/ids/${listing}/get`, {
      token: c.agentA.token,
    });
    expect(read.body.price).toBe(1234);
  });

  it('never stores passwords or tokens', async () => {
    await recordAudit(t.db, {
      tenantId,
      actor: null,
      ip: null,
      entity: 'agent',
      entityId: 'secret-test',
      action: 'update',
      changes: {
        password: { before: 'old', after: 'Str0ng!Passw0rd' },
        refreshToken: { before: null, after: 'abc' },
        name: { before: 'A', after: 'B' },
      },
    });
    const [row] = await rowsAbout('secret-test');
    expect(row!.changes).toEqual({ name: { before: 'A', after: 'B' } });
    expect(row!.user).toBeNull();
    const everything = JSON.stringify(await log());
    for (const secret of [c.agentA.password, c.agentA.token, c.agentA.refreshToken]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('GET /api/v2/audit/all', () => {
  it('refuses anonymous callers, customers, agents and other sites', async () => {
    expectError(await t.request('GET', '/api/v2/audit/all'), 401, 'UNAUTHENTICATED');
    const refused = 'Only moderators and admins can read the audit log';
    for (const token of [c.customer.token, c.agentA.token]) {
      expectError(
        await t.request('GET', '/api/v2/audit/all', { token }),
        403,
        'FORBIDDEN',
        refused,
      );
    }
    const other = await t.request('GET', '/api/v2/audit/all', { token: c.otherTenantAgent.token });
    expect(other.status).toBe(403);
  });

  it("answers moderators and admins with their own site's rows only, newest first", async () => {
    const mine = await log('', admin);
    expect(mine.length).toBeGreaterThan(5);
    const times = mine.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    const sandboxListing = (
      await createListing(t, c.otherTenantAgent, await sandboxPlace(), {}, 'sandbox')
    ).publicId;
    expect(mine.some((r) => r.entityId === sandboxListing)).toBe(false);
    const res = await t.request('GET', '/api/v2/audit/all', { token: c.moderator.token });
    expect(res.body).toMatchObject({ page: 0, size: 20 });
    expect(res.body.totalElements).toBeGreaterThan(5);
  });

  it('filters by entity, user, action and dates', async () => {
    const units = await log('&entity=unit');
    expect(units.length).toBe(5); // two units made earlier: create, update, delete; create, delete
    expect(units.every((r) => r.entity === 'unit')).toBe(true);
    const byAgent = await log(`&userId=${c.agentA.publicId}`);
    expect(byAgent.length).toBeGreaterThan(5);
    expect(byAgent.every((r) => r.user?.id === c.agentA.publicId)).toBe(true);
    const rejects = await log('&action=reject');
    expect(rejects.map((r) => r.action)).toEqual(['reject']);
    // Days count in the site's zone (demo: Africa/Harare), not in UTC: near midnight they differ.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Harare' });
    expect((await log(`&from=${today}&to=${today}`)).length).toBeGreaterThan(5);
    expect(await log('&to=2020-01-01')).toEqual([]);
    expect(await log('&from=2999-01-01T00:00:00Z')).toEqual([]);
  });

  it("counts a day in the site's zone: 22:30 UTC is already the next day in Harare", async () => {
    const base = { tenantId, entity: 'banner', action: 'update' } as const;
    await t.db
      .insert(auditLog)
      .values({ ...base, entityId: 'late-evening', at: new Date('2030-03-01T22:30:00Z') });
    const ids = async (day: string) =>
      (await log(`&entity=banner&from=${day}&to=${day}`)).map((r) => r.entityId);
    expect(await ids('2030-03-02')).toEqual(['late-evening']);
    expect(await ids('2030-03-01')).toEqual([]);
  });

  it('answers 400 for bad filters', async () => {
    const bad = async (query: string) =>
      expectError(
        await t.request('GET', `/api/v2/audit/all?${query}`, { token: c.moderator.token }),
        400,
        'VALIDATION_FAILED',
      );
    expect((await bad('entity=planet')).message).toMatch(/Unknown entity/);
    await bad('action=DROP%20TABLE');
    await bad('from=yesterday');
    expect((await bad('from=2026-02-01&to=2026-01-01')).message).toMatch(
      /From must not be after to/,
    );
    await bad('page=-1');
    await bad('size=100000');
  });
});

async function sandboxPlace() {
  const r = await refs(t, 'sandbox');
  const first = async (table: typeof suburbs | typeof propertyTypes) => {
    const [row] = await t.db
      .select({ name: table.name })
      .from(table)
      .where(eq(table.tenantId, r.tenantId))
      .orderBy(asc(table.id))
      .limit(1);
    return row!.name;
  };
  return {
    type: await r.type(await first(propertyTypes)),
    suburb: await r.suburb(await first(suburbs)),
  };
}

describe('GET /api/v2/properties/ids/{id}/history', () => {
  let listing: string;
  const history = (token?: string, id = listing, query = '') =>
    t.request('GET', `/api/v2/properties/ids/${id}/history${query}`, { token });

  beforeAll(async () => {
    listing = (await createListing(t, c.agentA, place)).publicId;
    await t.request('PUT', `/properties/ids/${listing}/update`, {
      token: c.agentA.token,
      body: { price: 900 },
    });
    await t.request('POST', `/properties/ids/${listing}/reject`, {
      token: c.moderator.token,
      body: { reason: 'The price looks wrong.' },
    });
  });

  it("shows the agent their listing's rows, without addresses", async () => {
    const res = await history(c.agentA.token);
    expect(res.status).toBe(200);
    expect(res.body.content.map((r: Row) => r.action)).toEqual(['reject', 'update', 'create']);
    expect(res.body.content[0].reason).toBe('The price looks wrong.');
    expect(res.body.content.every((r: Row) => !('ip' in r))).toBe(true);
    expect(res.body).toMatchObject({ page: 0, size: 20, totalElements: 3, totalPages: 1 });
    const paged = await history(c.agentA.token, listing, '?page=1&size=2');
    expect(paged.body.content.map((r: Row) => r.action)).toEqual(['create']);
  });

  it('shows staff the addresses too', async () => {
    for (const token of [c.moderator.token, admin]) {
      const res = await history(token);
      expect(res.status).toBe(200);
      expect(res.body.content[0].ip).toBe('127.0.0.1');
    }
  });

  it('refuses everyone else', async () => {
    expectError(await history(), 401, 'UNAUTHENTICATED');
    for (const token of [c.agentB.token, c.customer.token]) {
      expectError(await history(token), 404, 'NOT_FOUND', 'Property not found');
    }
    expectError(await history(c.agentA.token, 'no-such-listing'), 404, 'NOT_FOUND');
    const otherSite = await t.request('GET', `/api/v2/properties/ids/${listing}/history`, {
      token: c.otherTenantAgent.token,
      tenant: 'sandbox',
    });
    expectError(otherSite, 404, 'NOT_FOUND');
    expectError(await history(c.agentA.token, listing, '?size=0'), 400, 'VALIDATION_FAILED');
  });
});

describe('append-only', () => {
  /** The database's refusal, under the query builder's wrapper. */
  const refusal = async (statement: ReturnType<typeof sql>) => {
    const error = await t.db.execute(statement).then(
      () => null,
      (e: Error & { cause?: Error }) => e.cause ?? e,
    );
    return error?.message;
  };

  it('refuses updates, deletes of young rows and truncation', async () => {
    // On PostgreSQL the app's role has no right to any of them; the owner meets the triggers.
    const denied = t.databaseUrl ? /permission denied/ : undefined;
    expect(await refusal(sql`UPDATE audit_log SET action = 'forged'`)).toMatch(
      denied ?? /append-only/,
    );
    expect(await refusal(sql`DELETE FROM audit_log`)).toMatch(denied ?? /younger than 30 days/);
    expect(await refusal(sql`TRUNCATE audit_log`)).toMatch(denied ?? /append-only/);
    expect((await log()).length).toBeGreaterThan(5);
  });

  it.runIf(testDatabaseUrl())("refuses them to the tables' owner too, by trigger", async () => {
    const owner = new pg.Client({ connectionString: t.ownerDatabaseUrl });
    await owner.connect();
    const refused = (text: string) =>
      owner.query(text).then(
        () => null,
        (e: Error) => e.message,
      );
    try {
      expect(await refused("UPDATE audit_log SET action = 'forged'")).toMatch(/append-only/);
      expect(await refused('DELETE FROM audit_log')).toMatch(/younger than 30 days/);
      expect(await refused('TRUNCATE audit_log')).toMatch(/append-only/);
    } finally {
      await owner.end();
    }
  });

  it('revokes UPDATE and DELETE from PUBLIC', async () => {
    const res = await t.db.execute(
      sql`SELECT has_table_privilege('public', 'audit_log', 'UPDATE') AS u,
                 has_table_privilege('public', 'audit_log', 'DELETE') AS d`,
    );
    const [row] = ((res as { rows?: unknown[] }).rows ?? res) as { u: boolean; d: boolean }[];
    expect(row).toEqual({ u: false, d: false });
  });
});

describe('retention', () => {
  it('prunes rows past the retention and keeps recent ones', async () => {
    const base = { tenantId, entity: 'banner', action: 'update' } as const;
    await t.db.insert(auditLog).values([
      { ...base, entityId: 'old-row', at: new Date(Date.now() - 400 * 86_400_000) },
      { ...base, entityId: 'recent-row', at: new Date(Date.now() - 300 * 86_400_000) },
    ]);
    expect(t.config.auditRetentionDays).toBe(365);
    expect(await t.app.auditRetention.prune()).toBe(1);
    const ids = (await log('&entity=banner', admin)).map((r) => r.entityId);
    expect(ids).toContain('recent-row');
    expect(ids).not.toContain('old-row');
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PropertyCreateInput } from '@propdesk/shared';
import {
  auditLog,
  features,
  properties,
  propertyFeatures,
  propertyTypes,
  suburbs,
  users,
} from '../../db/schema';
import type { Actor } from '../../infra/auth';
import type { Tenant } from '../../infra/tenant';
import { createAgent, createTestApp, type TestApp } from '../../test/helper';
import { addFeatures, writeNewListingFeatures } from '../features';
import { createListings, type NewListing, type WriteParts } from '../properties';
import { findTenant } from '../tenants';
import { importActor, type ListingImportsContext } from './listing-imports.plan';
import type { ImportRow } from './listing-imports.repository';

let t: TestApp;
let ctx: ListingImportsContext;
let tenant: Tenant;
let actor: Actor;
let typeId: string;
let suburbId: string;
let bedroom: { id: number; publicId: string; name: string; description: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listingImports.stop();
  ctx = t.app.modules.listingImports;
  tenant = (await findTenant(ctx, 'demo'))!;
  const agent = await createAgent(t);
  const [user] = await t.db.select().from(users).where(eq(users.publicId, agent.publicId));
  actor = (await importActor(ctx, tenant, { agentUserId: user!.id } as ImportRow))!;
  const [house] = await t.db
    .select()
    .from(propertyTypes)
    .where(and(eq(propertyTypes.tenantId, tenant.id), eq(propertyTypes.name, 'House')));
  typeId = house!.publicId;
  const [avondale] = await t.db
    .select()
    .from(suburbs)
    .where(and(eq(suburbs.tenantId, tenant.id), eq(suburbs.name, 'Avondale')));
  suburbId = avondale!.publicId;
  const [feature] = await t.db
    .select({
      id: features.id,
      publicId: features.publicId,
      name: features.name,
      description: features.description,
    })
    .from(features)
    .where(and(eq(features.tenantId, tenant.id), eq(features.name, 'BEDROOM')));
  bedroom = feature!;
});
afterAll(() => t.close());

const input = (name: string, currency = 'USD'): PropertyCreateInput => ({
  name,
  description: 'Quiet cottage with a large garden, close to shops.',
  category: 'SALE',
  price: 125_000,
  currency,
  priceType: 'TOTAL',
  latitude: -17.7997,
  longitude: 31.0386,
});

function item(reference: string, extra: Partial<NewListing> = {}): NewListing {
  return {
    params: { agentId: actor.agentId!, typeId, suburbId },
    input: input(`Batch cottage ${reference}`),
    origin: { source: 'csv', agentReference: reference, auditNote: `batch test ${reference}` },
    ...extra,
  };
}

/** Writes each item's bedrooms (by its index; 'refuse' throws, as a failing write would). */
const bedrooms =
  (quantities: Record<number, number | 'refuse'>): WriteParts =>
  async (tx, made) => {
    if (made.some(({ item }) => quantities[item] === 'refuse')) throw new Error('write refused');
    const answers = await writeNewListingFeatures(
      tx,
      actor,
      tenant,
      made.map(({ item, listing }) => ({
        listing,
        bulk: quantities[item] ? [{ feature: bedroom, quantity: quantities[item] as number }] : [],
      })),
      new Map(),
    );
    return answers.map((a) => a.written);
  };

const bedroomPublicId = () => bedroom.publicId;

async function listingsOf(references: string[]) {
  return t.db.select().from(properties).where(inArray(properties.agentReference, references));
}

describe('createListings (CSV imports: one transaction, a savepoint per listing)', () => {
  it('writes each listing in review with its audit entry, note and bedrooms, and tells the caches once', async () => {
    const changed = vi.fn(async () => {});
    const results = await createListings(
      { ...ctx.properties, changed },
      actor,
      tenant,
      [item('BATCH-A1', { featureCount: 1 }), item('BATCH-A2')],
      { writeParts: bedrooms({ 0: 3 }) },
    );
    expect(results).toEqual([
      { publicId: expect.any(String), id: expect.any(Number) },
      { publicId: expect.any(String), id: expect.any(Number) },
    ]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledWith(tenant.id);
    const [withRooms, without] = await Promise.all(
      ['BATCH-A1', 'BATCH-A2'].map(async (ref) => (await listingsOf([ref]))[0]!),
    );
    expect(withRooms).toMatchObject({ published: 'REVIEW', source: 'csv', userId: actor.userId });
    // The bedrooms count towards the completion, as addFeatures' recomputation would have it.
    expect(withRooms!.completion).toBeGreaterThan(without!.completion);
    const rooms = await t.db
      .select()
      .from(propertyFeatures)
      .where(eq(propertyFeatures.propertyId, withRooms!.id));
    expect(rooms).toEqual([expect.objectContaining({ featureId: bedroom.id, quantity: 3 })]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.propertyId, withRooms!.publicId));
    expect(entries.map((e) => [e.entity, e.action, e.entityId === withRooms!.publicId])).toEqual(
      expect.arrayContaining([
        ['property', 'create', true],
        ['feature', 'add', false],
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => e.entity === 'property')!.reason).toBe('batch test BATCH-A1');
    // The feature's entry reads as the editor's addFeatures writes it.
    await addFeatures(
      ctx.features,
      actor,
      tenant,
      without!.publicId,
      [{ featureId: bedroomPublicId(), quantity: 3 }],
      'en',
    );
    const [edited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.propertyId, without!.publicId), eq(auditLog.entity, 'feature')));
    const imported = entries.find((e) => e.entity === 'feature')!;
    expect(imported.changes).toEqual(edited!.changes);
    expect(imported.entityId).toBe(edited!.entityId);
    const [afterEdit] = await listingsOf(['BATCH-A2']);
    expect(withRooms!.completion).toBe(afterEdit!.completion);
  });

  it('a listing that fails, before or inside the transaction, leaves the others of its batch', async () => {
    const results = await createListings(
      ctx.properties,
      actor,
      tenant,
      [
        item('BATCH-B1', { featureCount: 1 }),
        // Refused by the editor's rule before the transaction (Zimbabwe: USD or ZWG).
        item('BATCH-B2', { input: input('Batch cottage B2', 'ZAR') }),
        // Fails inside the transaction, after its row and audit entry were written.
        item('BATCH-B3', { featureCount: 1 }),
        item('BATCH-B4', { featureCount: 1 }),
      ],
      { writeParts: bedrooms({ 0: 2, 2: 'refuse', 3: 1 }) },
    );
    expect(results.map((r) => ('error' in r ? String(r.error) : 'ok'))).toEqual([
      'ok',
      expect.stringContaining('Currency must be one of USD, ZWG'),
      'Error: write refused',
      'ok',
    ]);
    const stored = await listingsOf(['BATCH-B1', 'BATCH-B2', 'BATCH-B3', 'BATCH-B4']);
    expect(stored.map((p) => p.agentReference).sort()).toEqual(['BATCH-B1', 'BATCH-B4']);
    // The batch was redone with savepoints: each listing's bedrooms are there once.
    const rooms = await t.db
      .select()
      .from(propertyFeatures)
      .where(
        inArray(
          propertyFeatures.propertyId,
          stored.map((p) => p.id),
        ),
      );
    expect(rooms.map((r) => r.quantity).sort()).toEqual([1, 2]);
    const notes = await t.db
      .select({ reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'property'), eq(auditLog.action, 'create')));
    const batchNotes = notes
      .map((n) => n.reason)
      .filter((r) => r?.startsWith('batch test BATCH-B'));
    expect(batchNotes.sort()).toEqual(['batch test BATCH-B1', 'batch test BATCH-B4']);
  });

  it('refuses a listing under another agent id, as createProperty does', async () => {
    const [result] = await createListings(ctx.properties, actor, tenant, [
      item('BATCH-C1', { params: { agentId: 'someone-else', typeId, suburbId } }),
    ]);
    expect(String((result as { error: unknown }).error)).toContain(
      'You can only create listings under your own agent id',
    );
    expect(await listingsOf(['BATCH-C1'])).toEqual([]);
  });
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { multipartBody } from '../test/uploads';
import { matrixFixture, type Caller, type Fixture } from './permission-matrix.fixture';
import { MATRIX_ROWS, type MatrixRequest } from './permission-matrix.requests';
import { sendAs } from './permission-matrix.send';

/**
 * Findings 7 and 8 of the second trust review: the same delete sent five times at once, and
 * photos uploaded while their listing is deleted. Every race ends in one clear outcome: one
 * success and one audit entry, 404 for the others, never a 500, and no file left in storage.
 */

let t: TestApp;
let fx: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  fx = await matrixFixture(t);
}, 120_000);
afterAll(() => t?.close());

const send = (caller: Caller, request: MatrixRequest) => sendAs(t, fx, caller, request);

const auditCount = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;

/** The deletes, each with the caller allowed to make it and the audit entries one writes. */
const DELETES: [operation: string, caller: Caller, entries: number][] = [
  ['deleteImage', 'owner', 1],
  ['deleteProperty', 'owner', 1],
  ['deleteAmenity', 'owner', 1],
  ['deleteUnit', 'owner', 1],
  ['deleteUnitImage', 'owner', 1],
  // Events keep no history.
  ['deleteEvent', 'owner', 0],
  ['deleteBanner', 'moderator', 1],
  ['deleteArticle', 'moderator', 1],
  ['deleteArticleCover', 'moderator', 1],
  ['deleteSiteAddress', 'admin', 1],
];

describe('the same delete five times at once', () => {
  it.each(DELETES)(
    '%s: one succeeds, the others answer 404, one history',
    async (op, caller, entries) => {
      const row = MATRIX_ROWS[op]!;
      const request = await row.request(fx, caller);
      // Made before counting: the thing to delete and what its making logged.
      const before = await auditCount();
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(caller, request)));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const done = statuses.filter((s) => s === 200 || s === 204);
      if (op === 'deleteArticleCover') {
        // Taking a cover off is a state, not a row: every call may answer 200, one entry is kept.
        expect(done.length).toBeGreaterThanOrEqual(1);
      } else {
        expect(done).toHaveLength(1);
        expect(statuses.filter((s) => s === 404)).toHaveLength(4);
      }
      expect((await auditCount()) - before).toBe(entries);
      for (const kind of row.spends ?? []) fx.spend(kind);
    },
  );
});

describe('photos uploaded while their listing is deleted', () => {
  /** Every stored file of a listing's folder on the local disk. */
  const filesOf = (listing: string) => {
    const root = path.join(t.dataDir, 'uploads');
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && path.join(e.parentPath, e.name).includes(listing))
        .map((e) => e.name);
    } catch {
      return [];
    }
  };

  it('answers 201 or 404, never 500, and leaves no file in storage', async () => {
    const outcomes = new Set<number>();
    for (let round = 0; round < 4; round++) {
      const listing = await fx.get('approvedListing');
      const photo = await fx.photo();
      const uploads = Array.from({ length: 3 }, (_, i) =>
        send('owner', {
          method: 'POST',
          url: `/properties/ids/${listing}/locations/ids/${i ? 'BEDROOM' : 'KITCHEN'}/files/upload`,
          files: [{ data: photo }],
        }),
      );
      const removal = send('owner', {
        method: 'DELETE',
        url: `/properties/ids/${listing}/delete`,
      });
      const [deleted, ...uploaded] = await Promise.all([removal, ...uploads]);
      fx.spend('approvedListing');
      expect(deleted.status).toBe(200);
      for (const res of uploaded) {
        expect([201, 404], JSON.stringify(res.body)).toContain(res.status);
        outcomes.add(res.status);
        if (res.status === 404) {
          expect((res.body as { message: string }).message).toBe('Property not found');
        }
      }
      expect(filesOf(listing)).toEqual([]);
      const logged = await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'property'),
            eq(auditLog.entityId, listing),
            eq(auditLog.action, 'delete'),
          ),
        );
      expect(logged).toHaveLength(1);
    }
  }, 60_000);

  it('an upload that reaches a listing deleted since the caller read it answers 404', async () => {
    const listing = await fx.get('approvedListing');
    const photo = await fx.photo();
    const body = multipartBody([{ data: photo }]);
    // The upload is read and checked first; the listing goes while its photo is processed.
    const upload = t.app.inject({
      method: 'POST',
      url: `/properties/ids/${listing}/locations/ids/BEDROOM/files/upload`,
      headers: {
        'x-tenant': 'demo',
        authorization: `Bearer ${fx.tokens.owner}`,
        'content-type': body.contentType,
      },
      payload: body.body,
    });
    const removal = send('owner', { method: 'DELETE', url: `/properties/ids/${listing}/delete` });
    const [uploaded, deleted] = await Promise.all([upload, removal]);
    fx.spend('approvedListing');
    expect(deleted.status).toBe(200);
    expect([201, 404]).toContain(uploaded.statusCode);
    expect(filesOf(listing)).toEqual([]);
  });
});

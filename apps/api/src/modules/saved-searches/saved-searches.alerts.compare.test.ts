import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  features,
  properties,
  propertyFeatures,
  propertyTypes,
  savedSearches,
  savedSearchMatches,
  suburbs,
  tenants,
  users,
} from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { createAgent, createTestApp, type TestApp } from '../../test/helper';
import { takeOverSearchAlerts } from '../../test/search-alerts';
import { drainNotices } from '../notices';
import { createSearchAlertWorker } from './saved-searches.alerts';

/** A repeatable sequence of numbers in [0, 1). */
function randomFrom(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const SEARCHES = 400;
const LISTINGS = 80;
const WORDS = ['sunny', 'garden', 'villa', 'flat', 'cottage', 'modern'];

describe("the daily run's matches", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await takeOverSearchAlerts(t);
  });
  afterAll(() => t.close());

  it('are those of a plain query per search: no duplicate, no miss, one e-mail each', async () => {
    const random = randomFrom(29);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const some = <T>(list: T[], most: number) => [
      ...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(list))),
    ];
    const [demo] = await t.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const tenantId = demo!.id;
    const agent = await createAgent(t);
    const [user] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.publicId, agent.publicId)));
    const typeIds = (
      await t.db.select().from(propertyTypes).where(eq(propertyTypes.tenantId, tenantId))
    ).map((r) => r.id);
    const places = await t.db
      .select()
      .from(suburbs)
      .where(eq(suburbs.tenantId, tenantId))
      .orderBy(asc(suburbs.id));
    const catalogue = await t.db.select().from(features).where(eq(features.tenantId, tenantId));
    const featureId = (name: string) => catalogue.find((f) => f.name === name)!.id;
    const extras = ['POOL', 'GARAGE', 'GARDEN', 'BOREHOLE'].map(featureId);
    const corner = () => [30.9 + random() * 0.3, -17.95 + random() * 0.3] as const;

    const clock = { now: new Date('2026-11-29T05:00:00Z') };
    const worker = createSearchAlertWorker({
      db: t.db,
      log: t.app.log,
      links: { publicUrl: t.config.publicUrl, secret: t.config.jwtSecret },
      now: () => clock.now,
    });
    await worker.drain();

    const maybe = <T>(value: () => T, chance = 0.3) => (random() < chance ? value() : null);
    await t.db.insert(savedSearches).values(
      Array.from({ length: SEARCHES }, (_, i) => {
        const low = maybe(() => Math.round(random() * 400_000));
        const [x, y] = corner();
        return {
          publicId: newPublicId(),
          tenantId,
          email: `search-${i}@example.com`,
          name: `Search ${i}`,
          frequency: pick(['daily', 'daily', 'weekly', 'paused'] as const),
          confirmedAt: random() < 0.9 ? new Date() : null,
          category: maybe(() => pick(['SALE', 'RENT'])),
          typeIds: maybe(() => some(typeIds, 3)),
          suburbIds: maybe(
            () =>
              some(
                places.map((p) => p.id),
                4,
              ),
            0.15,
          ),
          cityIds: maybe(() => some([...new Set(places.map((p) => p.cityId))], 2), 0.15),
          featureIds: maybe(() => some(extras, 2)),
          minBedrooms: maybe(() => 1 + Math.floor(random() * 4)),
          minBathrooms: maybe(() => 1 + Math.floor(random() * 3), 0.2),
          minPrice: low,
          maxPrice: maybe(() => (low ?? 0) + Math.round(random() * 400_000)),
          currency: maybe(() => pick(['USD', 'ZWG']), 0.2),
          titleQuery: maybe(() => `${pick(WORDS)}:*`, 0.2),
          area: maybe(
            () =>
              [
                [x, y],
                [x + 0.15, y],
                [x + 0.15, y + 0.15],
                [x, y + 0.15],
              ] as [number, number][],
            0.3,
          ),
        };
      }),
    );

    const listings = await t.db
      .insert(properties)
      .values(
        Array.from({ length: LISTINGS }, (_, i) => {
          const [x, y] = corner();
          const place = pick(places);
          return {
            tenantId,
            publicId: newPublicId(),
            userId: user!.id,
            typeId: pick(typeIds),
            suburbId: place.id,
            code: `C-${i}-${newPublicId(6)}`,
            name: `${pick(WORDS)} ${pick(WORDS)}`,
            title: `${pick(WORDS)} home ${i}`,
            category: pick(['SALE', 'RENT']),
            price: Math.round(random() * 800_000),
            currency: pick(['USD', 'USD', 'ZWG']),
            longitude: x,
            latitude: y,
            published: 'APPROVED',
          };
        }),
      )
      .returning({ id: properties.id, publicId: properties.publicId });
    await t.db.insert(propertyFeatures).values(
      listings.flatMap((l) => [
        { propertyId: l.id, featureId: featureId('BEDROOM'), quantity: Math.floor(random() * 6) },
        {
          propertyId: l.id,
          featureId: featureId('BATHROOM'),
          quantity: Math.floor(random() * 4),
        },
        ...some(extras, 3).map((f) => ({ propertyId: l.id, featureId: f, quantity: 1 })),
      ]),
    );
    // Approved as the moderation module records it.
    await t.db.insert(auditLog).values(
      listings.map((l) => ({
        tenantId,
        entity: 'moderation',
        entityId: l.publicId,
        propertyId: l.publicId,
        action: 'approve',
        changes: { published: { before: 'REVIEW', after: 'APPROVED' } },
      })),
    );

    await worker.drain();
    clock.now = new Date('2026-11-30T06:00:00Z'); // Monday 08:00 in Harare
    await worker.drain();
    await drainNotices(t.app.notices);

    // The plain query: each search on its own, its criteria written as the public search does.
    const ids = sql.join(
      listings.map((l) => sql`${l.id}`),
      sql`, `,
    );
    const searches = await t.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.tenantId, tenantId));
    const expected: string[] = [];
    const hasFeature = (condition: SQL) => sql`EXISTS (SELECT 1 FROM property_features pf
      JOIN features f ON f.id = pf.feature_id WHERE pf.property_id = p.id AND ${condition})`;
    const intList = (values: number[]) =>
      sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      );
    for (const s of searches) {
      if (!s.confirmedAt || s.frequency === 'paused') continue;
      const c: SQL[] = [sql`p.id IN (${ids})`];
      if (s.category) c.push(sql`p.category = ${s.category}`);
      if (s.typeIds) c.push(sql`p.type_id IN (${intList(s.typeIds)})`);
      if (s.suburbIds) c.push(sql`p.suburb_id IN (${intList(s.suburbIds)})`);
      if (s.cityIds) {
        c.push(
          sql`p.suburb_id IN (SELECT id FROM suburbs WHERE city_id IN (${intList(s.cityIds)}))`,
        );
      }
      for (const f of s.featureIds ?? []) c.push(hasFeature(sql`f.id = ${f} AND pf.quantity > 0`));
      if (s.minBedrooms) {
        c.push(hasFeature(sql`f.name = 'BEDROOM' AND pf.quantity >= ${s.minBedrooms}`));
      }
      if (s.minBathrooms) {
        c.push(hasFeature(sql`f.name = 'BATHROOM' AND pf.quantity >= ${s.minBathrooms}`));
      }
      if (s.currency) c.push(sql`p.currency = ${s.currency}`);
      if (s.minPrice !== null) c.push(sql`p.price >= ${s.minPrice}`);
      if (s.maxPrice !== null) c.push(sql`p.price <= ${s.maxPrice}`);
      if (s.titleQuery) c.push(sql`p.search_text @@ to_tsquery('simple', ${s.titleQuery})`);
      if (s.area) {
        const polygon = `(${s.area.map(([x, y]) => `(${x},${y})`).join(',')})`;
        c.push(sql`${polygon}::polygon @> point(p.longitude, p.latitude)`);
      }
      const result = await t.db.execute<{ id: number }>(
        sql`SELECT p.id FROM properties p WHERE ${sql.join(c, sql` AND `)}`,
      );
      const rows = ((result as { rows?: { id: number }[] }).rows ?? result) as { id: number }[];
      for (const r of rows) expected.push(`${s.id}:${r.id}`);
    }
    const found = await t.db.select().from(savedSearchMatches);
    const actual = found.map((m) => `${m.savedSearchId}:${m.propertyId}`);
    expect(new Set(actual).size).toBe(actual.length);
    expect(actual.sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(50);
    expect(found.every((m) => m.sentAt !== null)).toBe(true);

    // One e-mail per search with matches, each with every listing it matched.
    const perSearch = new Map<number, number>();
    for (const m of found)
      perSearch.set(m.savedSearchId, (perSearch.get(m.savedSearchId) ?? 0) + 1);
    const alerts = t.mails.filter((m) => m.to.startsWith('search-'));
    expect(alerts).toHaveLength(perSearch.size);
    const byNumber = new Map(searches.map((s) => [s.email, s.id]));
    for (const mail of alerts) {
      const count = perSearch.get(byNumber.get(mail.to)!)!;
      expect(mail.text.match(/\/demo\/listings\//g)).toHaveLength(count);
    }
  });
});

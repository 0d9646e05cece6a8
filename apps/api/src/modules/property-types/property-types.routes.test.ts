import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Feature {
  publicId: string;
  name: string;
  description: string;
  location: string;
}
interface PropertyType {
  publicId: string;
  name: string;
  child: boolean;
  children: PropertyType[];
  features: Feature[];
}

const types = async (query = '', tenant = 'demo') =>
  t.request('GET', `/api/v2/types/all/${query}`, { tenant });

describe('GET /api/v2/types/all/', () => {
  it('pages the top-level types, 50 per page, with and without the trailing slash', async () => {
    for (const url of ['/api/v2/types/all/', '/api/v2/types/all']) {
      const res = await t.request('GET', url);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 0, size: 50, totalPages: 1 });
      expect(res.body.totalElements).toBe(res.body.content.length);
      expect(res.body.content.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives each type its children and features, with the fields of the spec', async () => {
    const content = (await types()).body.content as PropertyType[];
    for (const type of content) {
      expect(Object.keys(type).sort()).toEqual([
        'child',
        'children',
        'features',
        'name',
        'publicId',
      ]);
      expect(type.child).toBe(false);
      for (const child of type.children) {
        expect(child).toMatchObject({ child: true, children: [] });
        expect(child.features.length).toBeGreaterThan(0);
      }
    }
    const house = content.find((type) => type.name === 'House')!;
    expect(house.children.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Cluster', 'Townhouse', 'Cottage']),
    );
    const names = house.features.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['BEDROOM', 'BATHROOM', 'BATH']));
    for (const feature of house.features) {
      expect(Object.keys(feature).sort()).toEqual([
        'description',
        'label',
        'location',
        'name',
        'publicId',
      ]);
      expect(['INTERNAL', 'EXTERNAL']).toContain(feature.location);
    }
  });

  it('has a type whose name contains Land', async () => {
    const content = (await types()).body.content as PropertyType[];
    const all = content.flatMap((type) => [type, ...type.children]);
    expect(all.some((type) => /land/i.test(type.name))).toBe(true);
  });

  it('lists no child type at the top level and no type twice', async () => {
    const content = (await types()).body.content as PropertyType[];
    const ids = content.flatMap((type) => [type.publicId, ...type.children.map((c) => c.publicId)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('pages with page and size', async () => {
    const all = (await types()).body;
    const second = await types('?page=1&size=1');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      page: 1,
      size: 1,
      totalElements: all.totalElements,
      totalPages: all.totalElements,
    });
    expect(second.body.content).toEqual([all.content[1]]);
  });

  it('gives each tenant its own types', async () => {
    const demo = (await types()).body.content as PropertyType[];
    const sandbox = (await types('', 'sandbox')).body.content as PropertyType[];
    expect(sandbox.map((x) => x.name).sort()).toEqual(demo.map((x) => x.name).sort());
    const demoIds = new Set(demo.map((x) => x.publicId));
    for (const type of sandbox) expect(demoIds.has(type.publicId)).toBe(false);
  });

  it.each(['page=-1', 'size=0', 'size=500', 'page=abc'])('refuses %s with 400', async (query) => {
    expectError(await types(`?${query}`), 400, 'VALIDATION_FAILED');
  });

  it('answers 404 for an unknown tenant', async () => {
    expectError(await types('', 'nowhere'), 404, 'TENANT_NOT_FOUND', 'Tenant not found');
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ENDPOINTS: [string, string, string, string?][] = [
  [
    'post',
    '/agents/{agentId}/types/ids/{typeId}/suburbs/ids/{suburbId}/properties/create',
    '201',
    'CreateProperty',
  ],
  ['put', '/properties/ids/{id}/update', '200', 'UpdateProperty'],
  ['delete', '/properties/ids/{id}/delete', '200'],
  ['get', '/properties/ids/{id}/get', '200'],
  ['get', '/properties/ids/{id}/similar', '200'],
  ['post', '/properties/search', '200', 'PropertySearch'],
  ['post', '/properties/search/detailed', '200', 'PropertySearch'],
  ['get', '/properties/categories/{c}/get', '200'],
  ['get', '/properties/types/{t}/get', '200'],
  ['get', '/api/v2/cities/ids/{id}/properties', '200'],
  ['get', '/api/v2/suburbs/ids/{id}/properties', '200'],
  ['get', '/api/v2/agents/ids/{id}/properties', '200'],
  ['get', '/api/v1/property/ai-search', '200'],
  ['get', '/api/v2/moderation/properties', '200'],
  ['get', '/api/v2/moderation/properties/ids/{id}/changes', '200'],
  ['get', '/api/v2/moderation/summary', '200'],
  ['post', '/properties/ids/{id}/approve', '200'],
  ['post', '/properties/ids/{id}/reject', '200', 'RejectProperty'],
  ['get', '/properties/ids/{id}/features/all', '200'],
  ['post', '/properties/ids/{id}/features/all/create', '201', 'PropertyFeaturesCreate'],
  ['post', '/api/v2/properties/ids/{id}/features/ids/{featureId}/remove', '200'],
];

it.each(ENDPOINTS)(
  'documents %s %s with its request and response schemas',
  async (method, path, status, body) => {
    const doc = (await t.request('GET', '/api/docs/json', { tenant: null })).body;
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op.summary).toBeTruthy();
    const success = JSON.stringify(op.responses[status]);
    expect(success).toMatch(
      /#\/components\/schemas\/(Property|PropertyPage|PropertyCursorPage|PropertyDeleted|PropertyFeatureList|AiSearchResult|ReviewQueuePage|ListingChanges|ModerationSummary)"/,
    );
    expect(op.responses['404'] ?? op.responses['400']).toBeDefined();
    if (body) {
      expect(JSON.stringify(op.requestBody)).toContain(`#/components/schemas/${body}`);
    }
  },
);

it('names the listing schema after the spec', async () => {
  const doc = (await t.request('GET', '/api/docs/json', { tenant: null })).body;
  const property = doc.components.schemas.Property;
  expect(Object.keys(property.properties)).toEqual(
    expect.arrayContaining([
      'publicId',
      'name',
      'title',
      'code',
      'views',
      'typeId',
      'category',
      'area',
      'areaType',
      'built',
      'description',
      'price',
      'currency',
      'priceType',
      'vatable',
      'serviced',
      'serviceCharge',
      'displayMap',
      'latitude',
      'longitude',
      'altitude',
      'suburb',
      'location',
      'features',
      'metaTags',
      'published',
      'listingCategory',
      'archived',
      'profilePhoto',
      'agent',
      'defaultCurrency',
      'completion',
      'images',
      'rejectionReason',
    ]),
  );
});

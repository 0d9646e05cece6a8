import { describe, expect, it } from 'vitest';
import { partialMatchKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it("let a profile save refresh the signed-in user's fetch", () => {
    expect(partialMatchKey(queryKeys.user('demo', 'u1'), queryKeys.users('demo'))).toBe(true);
    expect(partialMatchKey(queryKeys.user('sandbox', 'u1'), queryKeys.users('demo'))).toBe(false);
  });

  it("let a listing save refresh the agent's listings at every page size", () => {
    for (const size of [12, 20]) {
      expect(
        partialMatchKey(
          queryKeys.agentListings('demo', 'a1', size),
          queryKeys.allAgentListings('demo', 'a1'),
        ),
      ).toBe(true);
    }
    expect(
      partialMatchKey(
        queryKeys.agentListings('demo', 'a2', 20),
        queryKeys.allAgentListings('demo', 'a1'),
      ),
    ).toBe(false);
  });

  it("let a listing save refresh every search of the agent's listings", () => {
    const search = queryKeys.agentListingSearch('demo', 'a1', { body: { title: 'x' } });
    expect(partialMatchKey(search, queryKeys.allAgentListings('demo', 'a1'))).toBe(true);
    expect(partialMatchKey(search, queryKeys.allAgentListings('demo', 'a2'))).toBe(false);
  });

  it('keep the same listings read at different page sizes apart', () => {
    expect(queryKeys.agentListings('demo', 'a1', 12)).not.toEqual(
      queryKeys.agentListings('demo', 'a1', 20),
    );
  });

  it("keep each site's data apart: its keys start with its slug", () => {
    const perSite = [
      queryKeys.users('demo'),
      queryKeys.user('demo', 'u1'),
      queryKeys.agent('demo', 'a1'),
      queryKeys.agentListings('demo', 'a1', 12),
      queryKeys.customer('demo', 'c1'),
      queryKeys.property('demo', 'p1'),
      queryKeys.propertyImages('demo', 'p1'),
      queryKeys.propertyFeatures('demo', 'p1'),
      queryKeys.propertyAmenities('demo', 'p1'),
      queryKeys.propertyTypes('demo'),
      queryKeys.tags('demo', 'gar'),
      queryKeys.countries('demo'),
      queryKeys.cities('demo', 'zw'),
      queryKeys.suburbs('demo', 'harare'),
      queryKeys.suburb('demo', 's1'),
      queryKeys.propertyTypes('demo'),
      queryKeys.placeSearch('demo', 'avon'),
      queryKeys.placeReverse('demo', -17.8, 31.04),
    ];
    for (const key of perSite) expect(key[0]).toBe('demo');
  });

  it('let an event write refresh every event read of the site, and only that site', () => {
    for (const key of [
      queryKeys.agentEvents('demo', 'a1', 'upcoming'),
      queryKeys.event('demo', 'e1'),
    ]) {
      expect(partialMatchKey(key, queryKeys.events('demo'))).toBe(true);
      expect(partialMatchKey(key, queryKeys.events('sandbox'))).toBe(false);
    }
  });

  it("let a lead write refresh every read of the agent's leads, and only that site's", () => {
    for (const key of [
      queryKeys.leadList('demo', { kind: 'VIEWING' }),
      queryKeys.leadsUnread('demo'),
      queryKeys.lead('demo', 'l1'),
    ]) {
      expect(partialMatchKey(key, queryKeys.leads('demo'))).toBe(true);
      expect(partialMatchKey(key, queryKeys.leads('sandbox'))).toBe(false);
    }
  });

  it("name the customer's requests with the key the public listing forms refresh", () => {
    expect(queryKeys.customerLeads('demo')).toEqual(['customerLeads', 'demo']);
  });
});

import { describe, expect, it } from 'vitest';
import { paths, safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it('returns a path inside the same site', () => {
    expect(safeReturnPath('demo', '/demo/dashboard/profile?x=1')).toBe(
      '/demo/dashboard/profile?x=1',
    );
  });

  it('falls back to the dashboard for anything else', () => {
    for (const from of [
      null,
      '',
      'https://evil.test/demo/',
      '//evil.test/demo/',
      '/sandbox/dashboard',
      '/demo/user/login',
      '/demo\\..\\x',
    ]) {
      expect(safeReturnPath('demo', from)).toBe('/demo/dashboard');
    }
  });
});

describe('paths.login', () => {
  it('encodes the return path', () => {
    expect(paths.login('demo', '/demo/dashboard/profile')).toBe(
      '/demo/user/login?from=%2Fdemo%2Fdashboard%2Fprofile',
    );
  });
});

describe('paths links', () => {
  it('build the addresses the pages link to', () => {
    expect(paths.sites()).toBe('/');
    expect(paths.siteRoot('demo')).toBe('/demo');
    expect(paths.login('demo')).toBe('/demo/user/login');
    expect(paths.login('demo', '')).toBe('/demo/user/login');
    expect(paths.registerCustomer('demo')).toBe('/demo/user/register');
    expect(paths.registerAgent('demo')).toBe('/demo/user/register/agent');
    expect(paths.forgotPassword('demo')).toBe('/demo/user/forgot-password');
    expect(paths.resetPassword('demo')).toBe('/demo/user/reset-password');
    expect(paths.agent('demo', 'AG7')).toBe('/demo/agents/AG7');
    expect(paths.articles('demo')).toBe('/demo/articles');
    expect(paths.articles('demo', 'c 1')).toBe('/demo/articles?category=c+1');
    expect(paths.article('demo', 'five-questions')).toBe('/demo/articles/five-questions');
    expect(paths.dashboard('demo')).toBe('/demo/dashboard');
    expect(paths.profile('demo')).toBe('/demo/dashboard/profile');
    expect(paths.newListing('demo')).toBe('/demo/dashboard/property/draft/new');
    expect(paths.myListings('demo')).toBe('/demo/dashboard/property/list');
    expect(paths.events('demo')).toBe('/demo/dashboard/events');
    expect(paths.events('demo', 'past')).toBe('/demo/dashboard/events?tab=past');
    expect(paths.propertyImagesPicker('demo')).toBe('/demo/dashboard/property/images');
    expect(paths.propertyImages('demo', 'a/b')).toBe('/demo/dashboard/property/images/a%2Fb');
    expect(paths.propertyImages('demo', 'p1', true)).toBe(
      '/demo/dashboard/property/images/p1?tour=add-images',
    );
    expect(paths.tutorialCreateProperty('demo')).toBe(
      '/demo/dashboard/property/draft/new?tour=create-property',
    );
    expect(paths.tutorialAddImages('demo')).toBe('/demo/dashboard/property/images?tour=add-images');
    expect(paths.draftListing('demo', 'p1')).toBe('/demo/dashboard/property/draft/p1');
    expect(paths.draftListing('demo', 'p1', 'images', 'add-images')).toBe(
      '/demo/dashboard/property/draft/p1?tab=images&tour=add-images',
    );
  });

  it('mark the pages still to be built with their issue', () => {
    expect(paths.newListing.pendingIssue).toBeUndefined();
    expect(paths.tutorialCreateProperty.pendingIssue).toBeUndefined();
    expect(paths.myListings.pendingIssue).toBeUndefined();
    expect(paths.events.pendingIssue).toBeUndefined();
    expect(paths.publicListing.pendingIssue).toBeUndefined();
    expect(paths.profile.pendingIssue).toBeUndefined();
    expect(paths.leads.pendingIssue).toBeUndefined();
  });

  it('carry the open lead and the Leads filters in the query string, leaving out empty ones', () => {
    expect(paths.leads('demo')).toBe('/demo/dashboard/leads');
    expect(paths.leads('demo', { lead: 'l1' })).toBe('/demo/dashboard/leads?lead=l1');
    expect(paths.leads('demo', { kind: 'VIEWING', status: '', property: 'p 1' })).toBe(
      '/demo/dashboard/leads?kind=VIEWING&property=p+1',
    );
    expect(paths.leads.pattern).toBe('/:tenant/dashboard/leads');
  });
});

describe('path parameters', () => {
  it('are encoded, so an id cannot add segments to the address', () => {
    expect(paths.propertyImages('demo', 'a/b?c')).toBe('/demo/dashboard/property/images/a%2Fb%3Fc');
    expect(paths.agent('demo', 'x y')).toBe('/demo/agents/x%20y');
  });
});

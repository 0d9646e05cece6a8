import { describe, expect, it } from 'vitest';
import { pagePlan } from './pages';

const listings = { live: 'LIVE123', waiting: 'WAIT456', agent: 'AGENT789', article: 'a-post' };
const plan = (options: { extra?: string[]; only?: string[] } = {}) =>
  pagePlan('demo', listings, { myListings: 40, ...options });

describe('pagePlan', () => {
  it("measures the staff's pages as the moderator or the admin, the rest as the agent", () => {
    for (const page of plan()) {
      const staffOnly = page.address.startsWith('/demo/dashboard/moderation');
      if (/feed-clients|reso-sources/.test(page.address)) expect(page.as, page.label).toBe('admin');
      else if (staffOnly) expect(page.as, page.label).toBe('moderator');
      else if (page.address.startsWith('/demo/dashboard')) expect(page.as).not.toBe('signed out');
      else if (page.address.startsWith('/demo/user/login')) expect(page.as).toBe('signed out');
    }
    expect(plan().find((page) => page.label === 'staff home')).toMatchObject({
      address: '/demo/dashboard',
      as: 'moderator',
    });
  });

  it("reviews the waiting listing and shows the live one's detail and public pages", () => {
    const byLabel = new Map(plan().map((page) => [page.label, page]));
    expect(byLabel.get('review page')?.address).toBe('/demo/dashboard/moderation/listings/WAIT456');
    expect(byLabel.get('listing detail, details')?.address).toContain('/details/LIVE123');
    expect(byLabel.get('public listing page')).toMatchObject({
      address: '/demo/listings/LIVE123',
      as: 'signed out',
      indexed: true,
    });
  });

  it("measures every public page: the home, a listing, the agency's page, the blog and an article", () => {
    const pub = plan({ only: ['public'] });
    expect(pub.map((page) => [page.label, page.address])).toEqual([
      ['public site home', '/demo'],
      ['public listing page', '/demo/listings/LIVE123'],
      ['public agency page', '/demo/agents/AGENT789'],
      ['public blog', '/demo/articles'],
      ['public article', '/demo/articles/a-post'],
    ]);
    expect(pub.every((page) => page.indexed && page.as === 'signed out')).toBe(true);
  });

  it('measures extra addresses last, as the agent, and keeps only the pages --only names', () => {
    expect(plan({ extra: ['/demo/dashboard/profile'] }).at(-1)).toEqual({
      label: '/demo/dashboard/profile',
      address: '/demo/dashboard/profile',
      as: 'agent',
    });
    expect(plan({ only: ['staff', 'review'] }).map((page) => page.label)).toEqual([
      'staff home',
      'review queue',
      'review page',
      'staff agents',
      'staff audit log',
      'staff listing imports',
      'staff feed clients',
      'staff RESO sources',
    ]);
  });

  it('gives every page its own label, which names its report file', () => {
    const labels = plan().map((page) => page.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

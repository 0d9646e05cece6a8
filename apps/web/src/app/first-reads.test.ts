import { describe, expect, it } from 'vitest';
import { listingOnPage } from './dashboard-first-reads';

describe('listingOnPage', () => {
  it('finds the listing of the detail page and of the editor, whatever the tab', () => {
    expect(listingOnPage('/demo/dashboard/property/details/p1')).toBe('p1');
    expect(listingOnPage('/demo/dashboard/property/draft/p2')).toBe('p2');
  });

  it('finds none on a new draft or on pages about no single listing', () => {
    expect(listingOnPage('/demo/dashboard/property/draft/new')).toBeUndefined();
    expect(listingOnPage('/demo/dashboard/property/list')).toBeUndefined();
    expect(listingOnPage('/demo/dashboard')).toBeUndefined();
    expect(listingOnPage('/demo/dashboard/property/details/p1/extra')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { metaTagList, normalizeMetaTags } from './meta-tags';

describe('normalizeMetaTags', () => {
  it('trims, lowercases, collapses spaces and drops empties and duplicates', () => {
    expect(normalizeMetaTags(' Pool , garden,,  Borehole  Water ,POOL, ')).toBe(
      'pool,garden,borehole water',
    );
  });

  it('accepts a list of tags, each of which may hold commas', () => {
    expect(normalizeMetaTags(['Pool', 'Garden, Solar', 'pool'])).toBe('pool,garden,solar');
  });

  it('is empty for nothing', () => {
    expect(normalizeMetaTags('')).toBe('');
    expect(normalizeMetaTags(undefined)).toBe('');
    expect(normalizeMetaTags(null)).toBe('');
    expect(normalizeMetaTags(' , ,')).toBe('');
  });

  it('is idempotent', () => {
    const once = normalizeMetaTags('A,  b ,C c');
    expect(normalizeMetaTags(once)).toBe(once);
    expect(metaTagList(once)).toEqual(['a', 'b', 'c c']);
  });
});

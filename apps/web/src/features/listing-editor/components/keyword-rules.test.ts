import { describe, expect, it } from 'vitest';
import { addKeywords, replaceKeyword } from './keyword-rules';

describe('keyword rules', () => {
  it('adds normalised keywords, several at once with commas', () => {
    expect(addKeywords(['pool'], '  Borehole ')).toEqual({ tags: ['pool', 'borehole'] });
    expect(addKeywords([], 'Garden,  Solar   Power ,garden')).toEqual({
      tags: ['garden', 'solar power'],
    });
    expect(addKeywords(['pool'], '   ')).toEqual({ tags: ['pool'] });
  });

  it('refuses duplicates, long keywords and more than twenty', () => {
    expect(addKeywords(['pool'], 'POOL')).toEqual({ error: "'pool' is already a keyword" });
    expect(addKeywords([], 'x'.repeat(41))).toEqual({
      error: 'A keyword must be at most 40 characters',
    });
    const twenty = Array.from({ length: 20 }, (_, i) => `tag ${i}`);
    expect(addKeywords(twenty, 'one more')).toEqual({ error: 'At most 20 keywords' });
  });

  it('edits in place, and an emptied keyword is removed', () => {
    expect(replaceKeyword(['pool', 'garden'], 1, ' Big Garden')).toEqual({
      tags: ['pool', 'big garden'],
    });
    expect(replaceKeyword(['pool', 'garden'], 0, '')).toEqual({ tags: ['garden'] });
    expect(replaceKeyword(['pool', 'garden'], 0, 'garden')).toEqual({
      error: "'garden' is already a keyword",
    });
    expect(replaceKeyword(['pool'], 0, 'a,b')).toEqual({
      error: 'Type one keyword when editing one',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { CATEGORIES, generatePropertyTitle } from '@propdesk/shared';
import { generatedTitle } from './generated-title';

describe('the generated title in the reader’s language', () => {
  it('reads in English exactly as the spec’s rule writes it, for every category and part', () => {
    for (const category of [...CATEGORIES, null]) {
      for (const suburbName of ['Avondale', '  ', null]) {
        for (const typeName of ['House', ' Flat ', '', null]) {
          const parts = { typeName, category, suburbName };
          expect(generatedTitle(i18n, parts)).toBe(generatePropertyTitle(parts));
        }
      }
    }
    expect(
      generatedTitle(i18n, { typeName: 'House', category: 'QUICK_RENT', suburbName: 'Avondale' }),
    ).toBe('House for short stay in Avondale');
  });
});

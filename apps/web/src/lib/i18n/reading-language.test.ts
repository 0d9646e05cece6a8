import { describe, expect, it } from 'vitest';
import { inLanguage, isKeyedByLanguage } from './reading-language';

describe('reads keyed by their language', () => {
  it('names the language in the key and the header, and is told from other reads', () => {
    const { queryKey, headers } = inLanguage(['demo', 'types'], 'fr');
    expect(queryKey).toEqual(['demo', 'types', 'in', 'fr']);
    expect(headers).toEqual({ 'Accept-Language': 'fr' });
    expect(isKeyedByLanguage(queryKey)).toBe(true);
    expect(isKeyedByLanguage(['demo', 'property', 'abc'])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('formats in the listing currency without cents', () => {
    expect(formatPrice(250000, 'USD')).toBe('$250,000');
    expect(formatPrice(1200.6, 'ZAR')).toMatch(/^ZAR\s1,201$/);
  });

  it('says nothing when there is no price', () => {
    expect(formatPrice(null, 'USD')).toBeNull();
  });

  it('falls back to the code for a currency the browser does not know', () => {
    expect(formatPrice(900, 'ZWG')).toMatch(/ZWG\s?900/);
  });
});

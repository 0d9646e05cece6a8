import { describe, expect, it } from 'vitest';
import { snippet } from './search-result-preview';

describe('search result snippet', () => {
  it('keeps a short description whole, with its spaces collapsed', () => {
    expect(snippet('A bright   home\nwith a garden.')).toBe('A bright home with a garden.');
  });

  it('cuts a long one at a word near 160 characters', () => {
    const text = `${'Lovely family home with a garden '.repeat(8)}end`;
    const cut = snippet(text);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(161);
    expect(cut.length).toBeGreaterThan(112);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.slice(0, -1).endsWith(' ')).toBe(false);
  });
});

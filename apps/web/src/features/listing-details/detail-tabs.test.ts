import { describe, expect, it } from 'vitest';
import { parseDetailTab } from './detail-tabs';

describe('parseDetailTab', () => {
  it('reads every tab, the hidden Viewings tab included', () => {
    for (const tab of [
      'Details',
      'Images',
      'Location',
      'Units',
      'History',
      'Performance',
      'Viewings',
    ]) {
      expect(parseDetailTab(tab)).toBe(tab);
    }
  });

  it('opens Details for a missing, unknown or differently written tab', () => {
    expect(parseDetailTab(null)).toBe('Details');
    expect(parseDetailTab('')).toBe('Details');
    expect(parseDetailTab('units')).toBe('Details');
    expect(parseDetailTab('history')).toBe('Details');
    expect(parseDetailTab('Prices')).toBe('Details');
  });
});

import { describe, expect, it } from 'vitest';
import { parseEventTab } from './event-tab';

describe('parseEventTab', () => {
  it('reads the three tabs', () => {
    expect(parseEventTab('upcoming')).toBe('upcoming');
    expect(parseEventTab('past')).toBe('past');
    expect(parseEventTab('cancelled')).toBe('cancelled');
  });

  it('reads a missing or unknown tab as Upcoming', () => {
    expect(parseEventTab(null)).toBe('upcoming');
    expect(parseEventTab('')).toBe('upcoming');
    expect(parseEventTab('PAST')).toBe('upcoming');
    expect(parseEventTab('archived')).toBe('upcoming');
  });
});

import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { locationLabel } from './location-label';

describe('locationLabel', () => {
  it('reads like a room name', () => {
    expect(locationLabel(i18n, 'GENERAL')).toBe('General');
    expect(locationLabel(i18n, 'DINING_ROOM')).toBe('Dining room');
    expect(locationLabel(i18n, 'FLOOR_PLAN')).toBe('Floor plan');
  });

  it('names a room it has no words for from its code', () => {
    expect(locationLabel(i18n, 'WINE_CELLAR')).toBe('Wine cellar');
  });
});

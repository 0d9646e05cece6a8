import { describe, expect, it } from 'vitest';
import { locationLabel } from './location-label';

describe('locationLabel', () => {
  it('reads like a room name', () => {
    expect(locationLabel('GENERAL')).toBe('General');
    expect(locationLabel('DINING_ROOM')).toBe('Dining room');
    expect(locationLabel('FLOOR_PLAN')).toBe('Floor plan');
  });
});

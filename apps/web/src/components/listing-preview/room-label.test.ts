import { describe, expect, it } from 'vitest';
import { roomLabel } from './room-label';

describe('roomLabel', () => {
  it('reads like a room name', () => {
    expect(roomLabel('GENERAL')).toBe('General');
    expect(roomLabel('DINING_ROOM')).toBe('Dining room');
    expect(roomLabel('FLOOR_PLAN')).toBe('Floor plan');
  });

  it('names a room it has no words for from its code', () => {
    expect(roomLabel('WINE_CELLAR')).toBe('Wine cellar');
  });
});

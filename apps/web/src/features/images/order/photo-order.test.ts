import { describe, expect, it } from 'vitest';
import { galleryMove, galleryOf, moveWithinRoom } from './photo-order';

describe('moving photos', () => {
  const order = ['g1', 'b1', 'g2', 'b2', 'k1', 'b3'];

  it('moves a photo within its room, the other rooms staying put', () => {
    expect(moveWithinRoom(order, ['b1', 'b2', 'b3'], { from: 2, to: 0 })).toEqual([
      'g1',
      'b3',
      'g2',
      'b1',
      'k1',
      'b2',
    ]);
    expect(moveWithinRoom(order, ['g1', 'g2'], { from: 0, to: 1 })).toEqual([
      'g2',
      'b1',
      'g1',
      'b2',
      'k1',
      'b3',
    ]);
  });

  it('keeps the order when a photo is dropped where it was', () => {
    expect(moveWithinRoom(order, ['b1', 'b2', 'b3'], { from: 1, to: 1 })).toEqual(order);
  });

  it('shows the profile photo first in the gallery', () => {
    expect(galleryOf(order, 'k1')).toEqual(['k1', 'g1', 'b1', 'g2', 'b2', 'b3']);
    expect(galleryOf(order, null)).toEqual(order);
    expect(galleryOf(order, 'deleted')).toEqual(order);
  });

  it('makes the photo moved first the profile photo, and only then', () => {
    const gallery = galleryOf(order, 'k1');
    expect(galleryMove(gallery, 'k1', { from: 3, to: 0 })).toEqual({
      images: ['g2', 'k1', 'g1', 'b1', 'b2', 'b3'],
      profile: 'g2',
    });
    expect(galleryMove(gallery, 'k1', { from: 5, to: 1 })).toEqual({
      images: ['k1', 'b3', 'g1', 'b1', 'g2', 'b2'],
    });
    expect(galleryMove(gallery, 'k1', { from: 0, to: 2 })).toEqual({
      images: ['g1', 'b1', 'k1', 'g2', 'b2', 'b3'],
      profile: 'g1',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { perFileProgress } from './upload';

describe('perFileProgress', () => {
  it('fills the files in the order they are sent', () => {
    // Two files of 100 and 300 bytes with 20 bytes of multipart headers each.
    const total = 440;
    expect(perFileProgress([100, 300], 0, total)).toEqual([0, 0]);
    expect(perFileProgress([100, 300], 70, total)).toEqual([0.5, 0]);
    expect(perFileProgress([100, 300], 120, total)).toEqual([1, 0]);
    expect(perFileProgress([100, 300], 290, total)).toEqual([1, 0.5]);
    expect(perFileProgress([100, 300], total, total)).toEqual([1, 1]);
  });

  it('handles no files', () => {
    expect(perFileProgress([], 10, 10)).toEqual([]);
  });
});

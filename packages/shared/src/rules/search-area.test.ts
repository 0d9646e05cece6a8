import { describe, expect, it } from 'vitest';
import {
  decodeSearchArea,
  encodeSearchArea,
  SEARCH_AREA_MAX_CORNERS,
  searchAreaProblem,
  type SearchArea,
} from './search-area';
import { searchAreaSchema } from '../schemas/search-area';

const square: SearchArea = [
  [31, -17.9],
  [31.1, -17.9],
  [31.1, -17.8],
  [31, -17.8],
];

describe('searchAreaProblem', () => {
  it('accepts a simple polygon, drawn either way round', () => {
    expect(searchAreaProblem(square)).toBeNull();
    expect(searchAreaProblem([...square].reverse())).toBeNull();
  });

  it('refuses too few and too many corners', () => {
    expect(searchAreaProblem(square.slice(0, 2))).toBe('tooFewCorners');
    const circle = Array.from({ length: SEARCH_AREA_MAX_CORNERS + 1 }, (_, i) => {
      const a = (2 * Math.PI * i) / (SEARCH_AREA_MAX_CORNERS + 1);
      return [31 + Math.cos(a) / 10, -17.8 + Math.sin(a) / 10];
    });
    expect(searchAreaProblem(circle)).toBe('tooManyCorners');
    expect(searchAreaProblem(circle.slice(0, SEARCH_AREA_MAX_CORNERS))).toBeNull();
  });

  it('refuses corners off the globe', () => {
    expect(
      searchAreaProblem([
        [181, 0],
        [0, 1],
        [1, 1],
      ]),
    ).toBe('outOfRange');
    expect(
      searchAreaProblem([
        [0, 91],
        [0, 1],
        [1, 1],
      ]),
    ).toBe('outOfRange');
    expect(
      searchAreaProblem([
        [Number.NaN, 0],
        [0, 1],
        [1, 1],
      ]),
    ).toBe('outOfRange');
  });

  it('refuses an area drawn across the antimeridian', () => {
    expect(
      searchAreaProblem([
        [179, -17],
        [-179, -17],
        [-179, -18],
        [179, -18],
      ]),
    ).toBe('crossesAntimeridian');
  });

  it('refuses a figure-eight and a corner visited twice', () => {
    expect(
      searchAreaProblem([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe('selfIntersecting');
    expect(
      searchAreaProblem([
        [0, 0],
        [2, 0],
        [1, 1],
        [2, 2],
        [0, 2],
        [1, 1],
      ]),
    ).toBe('selfIntersecting');
  });

  it('refuses corners on one line', () => {
    expect(
      searchAreaProblem([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toBe('noArea');
  });
});

describe('searchAreaSchema', () => {
  it('gives the problem as its message', () => {
    const result = searchAreaSchema.safeParse([
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/edges cross/);
  });
});

describe('the area in an address', () => {
  it('round-trips, latitude first, to 5 decimals', () => {
    const text = encodeSearchArea([[30.999996, -17.9], ...square.slice(1)]);
    expect(text.split(';')[0]).toBe('-17.9,31');
    expect(decodeSearchArea(text)?.[0]).toEqual([31, -17.9]);
  });

  it('reads nothing from text that is not an area', () => {
    expect(decodeSearchArea('')).toBeNull();
    expect(decodeSearchArea('1,2;3')).toBeNull();
    expect(decodeSearchArea('a,b;1,2;3,4')).toBeNull();
    expect(decodeSearchArea('0,0;1,1;0,1;1,0')).toBeNull();
  });
});

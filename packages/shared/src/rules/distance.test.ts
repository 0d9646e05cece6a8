import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';

const harare = { latitude: -17.8252, longitude: 31.0335 };
const bulawayo = { latitude: -20.15, longitude: 28.5833 };

describe('distanceKm', () => {
  it('measures Harare to Bulawayo as about 365 km', () => {
    expect(Math.abs(distanceKm(harare, bulawayo) - 365) / 365).toBeLessThan(0.01);
  });

  it('measures London to Paris as about 344 km', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(distanceKm(london, paris)).toBeCloseTo(343.5, 0);
  });

  it('gives one degree along the equator as 111.195 km', () => {
    const km = distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    expect(km).toBeCloseTo(111.195, 3);
  });

  it('is zero for one point and the same both ways', () => {
    expect(distanceKm(harare, harare)).toBe(0);
    expect(distanceKm(bulawayo, harare)).toBeCloseTo(distanceKm(harare, bulawayo), 9);
  });

  it('crosses the antimeridian the short way', () => {
    const west = { latitude: 0, longitude: 179.5 };
    const east = { latitude: 0, longitude: -179.5 };
    expect(distanceKm(west, east)).toBeCloseTo(111.195, 2);
  });

  it('gives half the circumference for antipodes, without NaN', () => {
    const km = distanceKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 });
    expect(km).toBeCloseTo(Math.PI * 6371.0088, 6);
  });
});

import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';

const harare = { latitude: -17.8292, longitude: 31.0522 };
const bulawayo = { latitude: -20.1525, longitude: 28.5847 };

describe('distanceKm', () => {
  it('measures Harare to Bulawayo as about 365 km', () => {
    expect(Math.abs(distanceKm(harare, bulawayo) - 365) / 365).toBeLessThan(0.01);
  });

  it('is symmetric and zero for one point', () => {
    expect(distanceKm(bulawayo, harare)).toBeCloseTo(distanceKm(harare, bulawayo), 9);
    expect(distanceKm(harare, harare)).toBe(0);
  });

  it('takes the short way across the antimeridian and handles antipodes', () => {
    const west = { latitude: 0, longitude: 179.5 };
    const east = { latitude: 0, longitude: -179.5 };
    expect(distanceKm(west, east)).toBeCloseTo(111.2, 0);
    const halfCircumference = Math.PI * 6371.0088;
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      halfCircumference,
      6,
    );
  });
});

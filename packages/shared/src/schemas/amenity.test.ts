import { describe, expect, it } from 'vitest';
import { AMENITY_GROUPS, AMENITY_TYPES } from '../constants';
import { amenityInputSchema } from './amenity';

const valid = { type: 'SCHOOL', latitude: -17.79, longitude: 31.04 };

const messages = (input: unknown) => {
  const result = amenityInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('amenityInputSchema', () => {
  it('needs only a type and a location, and trims the texts', () => {
    expect(amenityInputSchema.parse(valid)).toEqual(valid);
    const parsed = amenityInputSchema.parse({ ...valid, name: '  Avondale Primary ', name2: 1 });
    expect(parsed).toEqual({ ...valid, name: 'Avondale Primary' });
    expect(amenityInputSchema.parse({ ...valid, name: '   ' }).name).toBe('');
  });

  it('asks for the type and the location in the form words', () => {
    expect(messages({})).toEqual([
      'type: Select the amenity type',
      'latitude: Amenity requires a location',
      'longitude: Amenity requires a location',
    ]);
    expect(messages({ ...valid, type: '', latitude: null })).toEqual([
      'type: Select the amenity type',
      'latitude: Amenity requires a location',
    ]);
  });

  it.each([
    [
      { type: 'PARK' },
      'type: Must be one of SCHOOL, WORSHIP_CENTER, HOSPITAL, HIGHWAY, MALL, HOTEL',
    ],
    [{ latitude: 91 }, 'latitude: Latitude must be between -90 and 90'],
    [{ longitude: -181 }, 'longitude: Longitude must be between -180 and 180'],
    [{ latitude: '-17.8' }, 'latitude: Latitude must be a number'],
    [{ altitude: 9001 }, 'altitude: Altitude is out of range'],
    [{ name: 'n'.repeat(121) }, 'name: Name must be at most 120 characters'],
    [{ description: 'd'.repeat(501) }, 'description: Description must be at most 500 characters'],
    [{ active: 'yes' }, 'active: Invalid input: expected boolean, received string'],
  ])('refuses %j', (overrides, message) => {
    expect(messages({ ...valid, ...overrides })).toEqual([message]);
  });

  it('allows contact details in the description: it is about the place, not the agent', () => {
    const description = 'Reception: 0242 123 456, office@school.example';
    expect(messages({ ...valid, description })).toEqual([]);
  });

  it('accepts a null altitude and the limits of the range', () => {
    expect(messages({ ...valid, altitude: null, latitude: -90, longitude: 180 })).toEqual([]);
  });
});

describe('AMENITY_GROUPS', () => {
  it('puts every type in exactly one group', () => {
    const grouped = AMENITY_GROUPS.flatMap((g) => g.types);
    expect([...grouped].sort()).toEqual([...AMENITY_TYPES].sort());
    expect(AMENITY_GROUPS.map((g) => g.label)).toEqual([
      'Schools',
      'Worship Centers',
      'Health Centers',
      'Other',
    ]);
  });
});

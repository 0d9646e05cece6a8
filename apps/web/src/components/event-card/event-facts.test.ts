import { describe, expect, it } from 'vitest';
import { eventPlace, formatCapacity, formatRate, linkHost } from './event-facts';

describe('event facts', () => {
  it('reads capacity 0 as unlimited', () => {
    expect(formatCapacity(0)).toBe('Unlimited');
    expect(formatCapacity(1)).toBe('1 place');
    expect(formatCapacity(1200)).toBe('1,200 places');
  });

  it('reads rate 0 as free, anything else in the currency', () => {
    expect(formatRate(0, 'USD')).toBe('Free');
    expect(formatRate(25, 'USD')).toBe('$25');
    expect(formatRate(12.5, 'USD')).toBe('$12.50');
    expect(formatRate(100, 'ZAR')).toMatch(/^ZAR\s100$/);
  });

  it('joins venue, suburb and city, without repeating a name', () => {
    expect(
      eventPlace({ location: 'Harare Gardens', suburb: { name: 'Avondale', city: 'Harare' } }),
    ).toBe('Harare Gardens, Avondale, Harare');
    expect(eventPlace({ location: null, suburb: { name: 'Harare', city: 'Harare' } })).toBe(
      'Harare',
    );
    expect(eventPlace({ location: 'Town hall', suburb: null })).toBe('Town hall');
    expect(eventPlace({ location: null, suburb: null })).toBeNull();
  });

  it('names a live link by its host', () => {
    expect(linkHost('https://meet.example.com/abc?x=1')).toBe('meet.example.com');
    expect(linkHost('not a link')).toBe('not a link');
  });
});

import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, eventBody, eventStatus } from './event';

const valid = {
  name: 'Open day',
  start: '2026-12-05T08:00:00Z',
  end: '2026-12-05T10:00:00+02:00',
  location: '12 Main Road',
};

const messages = (input: unknown) =>
  eventBody.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('eventBody', () => {
  it('fills the spec defaults: capacity 0, rate 0, open registration, title from nothing', () => {
    const event = eventBody.parse(valid);
    expect(event).toMatchObject({
      capacity: 0,
      rate: 0,
      registration: 'OPEN',
      type: 'EVENT',
      title: '',
      liveLink: null,
      suburbId: null,
      category: null,
    });
  });

  it('allows start equal to end and refuses start after end, on the end field', () => {
    expect(eventBody.safeParse({ ...valid, end: valid.start }).success).toBe(true);
    expect(messages({ ...valid, end: '2026-12-05T07:59:00Z' })).toEqual([
      ['end', EVENT_MESSAGES.startAfterEnd],
    ]);
  });

  it('needs a place: a location, a suburb or a live link', () => {
    expect(messages({ ...valid, location: '  ' })).toEqual([
      ['location', EVENT_MESSAGES.placeRequired],
    ]);
    expect(eventBody.safeParse({ ...valid, location: null, suburbId: 'sub1' }).success).toBe(true);
    expect(
      eventBody.safeParse({ ...valid, location: '', liveLink: 'https://meet.example.com/x' })
        .success,
    ).toBe(true);
  });

  it('takes only http and https links, for the live link and the registration', () => {
    for (const bad of ['javascript:alert(1)', 'ftp://example.com', 'example.com', 'http://']) {
      expect(messages({ ...valid, liveLink: bad })).toContainEqual([
        'liveLink',
        EVENT_MESSAGES.badUrl,
      ]);
    }
    expect(eventBody.parse({ ...valid, liveLink: '' }).liveLink).toBeNull();
    expect(
      eventBody.parse({ ...valid, registration: 'https://tickets.example.com' }).registration,
    ).toBe('https://tickets.example.com');
    expect(eventBody.safeParse({ ...valid, registration: 'MAYBE' }).success).toBe(false);
  });

  it('refuses negative or fractional capacity and a negative or over-precise rate', () => {
    expect(messages({ ...valid, capacity: -1 })).toEqual([
      ['capacity', 'Capacity cannot be negative'],
    ]);
    expect(messages({ ...valid, capacity: 1.5 })).toEqual([
      ['capacity', 'Capacity must be a whole number'],
    ]);
    expect(messages({ ...valid, rate: -5 })).toEqual([['rate', 'Rate cannot be negative']]);
    expect(messages({ ...valid, rate: 1.005 })).toEqual([
      ['rate', 'Rate can have at most 2 decimals'],
    ]);
  });

  it('refuses dates without an offset and names longer than the limit', () => {
    expect(eventBody.safeParse({ ...valid, start: '2026-12-05 08:00' }).success).toBe(false);
    expect(eventBody.safeParse({ ...valid, name: 'x'.repeat(121) }).success).toBe(false);
  });
});

describe('eventStatus', () => {
  const event = { start: '2026-12-05T08:00:00Z', end: '2026-12-05T10:00:00Z', cancelled: false };
  it('follows the clock unless cancelled', () => {
    expect(eventStatus(event, new Date('2026-12-05T07:59:59Z'))).toBe('UPCOMING');
    expect(eventStatus(event, new Date('2026-12-05T08:00:00Z'))).toBe('ONGOING');
    expect(eventStatus(event, new Date('2026-12-05T10:00:00Z'))).toBe('ONGOING');
    expect(eventStatus(event, new Date('2026-12-05T10:00:01Z'))).toBe('COMPLETED');
    expect(eventStatus({ ...event, cancelled: true }, new Date('2026-12-05T09:00:00Z'))).toBe(
      'CANCELLED',
    );
  });
});

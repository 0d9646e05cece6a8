import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@propdesk/shared';
import { AMOUNT_MESSAGES } from '../../lib/amount';
import type { EventView } from './api/event-view';
import {
  bodyOf,
  eventFormErrors,
  firstInvalid,
  inputOf,
  valuesOf,
  type EventValues,
} from './event-form-values';

const HARARE = 'Africa/Harare';

const filled = (overrides: Partial<EventValues> = {}): EventValues => ({
  ...valuesOf(undefined, HARARE),
  name: 'Open house',
  start: '2026-12-05 10:00:00',
  end: '2026-12-05 12:00:00',
  location: '12 Main Road',
  ...overrides,
});

describe('event form body', () => {
  it('send blank optional fields as null, a blank capacity and rate as 0', () => {
    const body = bodyOf(
      filled({ title: '', liveLink: '  ', capacity: '', rate: '', category: null }),
      HARARE,
    );
    expect(body).toEqual({
      name: 'Open house',
      title: '',
      description: '',
      type: 'EVENT',
      category: null,
      start: '2026-12-05T08:00:00.000Z',
      end: '2026-12-05T10:00:00.000Z',
      location: '12 Main Road',
      suburbId: null,
      liveLink: null,
      capacity: 0,
      rate: 0,
      registration: 'OPEN',
    });
  });

  it('send the registration mode, or the link when registration is by link', () => {
    expect(bodyOf(filled({ registrationMode: 'CLOSED' }), HARARE).registration).toBe('CLOSED');
    const link = filled({ registrationMode: 'LINK', registrationUrl: ' https://tickets.example ' });
    expect(bodyOf(link, HARARE).registration).toBe('https://tickets.example');
  });

  it('read an event back into the form in the site zone', () => {
    const event = {
      name: 'Auction',
      title: 'Auction',
      description: 'Bring ID',
      type: 'MEETING',
      category: { publicId: 'c1', name: 'Auction' },
      start: '2026-12-05T08:00:00Z',
      end: '2026-12-05T10:30:00Z',
      location: null,
      suburbId: 's1',
      liveLink: null,
      capacity: 30,
      rate: 5,
      registration: 'https://tickets.example/a',
    } as EventView;
    expect(valuesOf(event, HARARE)).toMatchObject({
      title: '',
      category: 'c1',
      start: '2026-12-05 10:00:00',
      end: '2026-12-05 12:30:00',
      location: '',
      suburbId: 's1',
      liveLink: '',
      registrationMode: 'LINK',
      registrationUrl: 'https://tickets.example/a',
    });
    expect(valuesOf({ ...event, title: 'Big auction' }, HARARE).title).toBe('Big auction');
    expect(valuesOf({ ...event, registration: 'CLOSED' }, HARARE).registrationMode).toBe('CLOSED');
  });
});

describe('event form checks', () => {
  it('accept a filled form', () => {
    expect(eventFormErrors(filled(), HARARE)).toEqual({});
  });

  it('refuse a capacity or rate typed as text they could not read, rather than send 0', () => {
    const errors = eventFormErrors(filled({ capacity: '1,5', rate: '12abc' }), HARARE);
    expect(errors).toEqual({ capacity: AMOUNT_MESSAGES.whole, rate: AMOUNT_MESSAGES.notANumber });
  });

  it('put start after end on End, and a missing place on Location', () => {
    const errors = eventFormErrors(
      filled({ start: '2026-12-05 13:00:00', location: '', name: ' ' }),
      HARARE,
    );
    expect(errors).toEqual({
      name: EVENT_MESSAGES.nameRequired,
      end: EVENT_MESSAGES.startAfterEnd,
      location: EVENT_MESSAGES.placeRequired,
    });
    expect(firstInvalid(errors)).toBe('name');
  });

  it('compare times in the zone: equal start and end are allowed', () => {
    expect(eventFormErrors(filled({ end: '2026-12-05 10:00:00' }), HARARE)).toEqual({});
  });

  it('need both times', () => {
    const errors = eventFormErrors(filled({ start: null }), HARARE);
    expect(Object.keys(errors)).toEqual(['start']);
  });

  it('put a bad registration link on the link input', () => {
    const errors = eventFormErrors(
      filled({ registrationMode: 'LINK', registrationUrl: 'javascript:alert(1)' }),
      HARARE,
    );
    expect(errors).toEqual({ registrationUrl: EVENT_MESSAGES.badUrl });
    expect(firstInvalid(errors)).toBe('registrationUrl');
  });

  it('accept a live link instead of a place', () => {
    const online = filled({ location: '', liveLink: 'https://meet.example/x' });
    expect(eventFormErrors(online, HARARE)).toEqual({});
  });

  it("put the API's field errors on the inputs that hold them", () => {
    expect(inputOf('registration')).toBe('registrationUrl');
    expect(inputOf('suburbId')).toBe('suburbId');
    expect(inputOf('category')).toBe('category');
  });
});

import { describe, expect, it } from 'vitest';
import { AppError, LEAD_MESSAGES } from '@propdesk/shared';
import { toWallClock } from '../../lib/wall-clock';
import { viewingRequest, type ViewingValues } from './lead-form-values';
import { sendErrors } from './send-errors';

const ZONE = 'Africa/Harare';
const DAY = 24 * 60 * 60_000;
const inDays = (days: number) => toWallClock(new Date(Date.now() + days * DAY).toISOString(), ZONE);

const values = (overrides: Partial<ViewingValues> = {}): ViewingValues => ({
  name: 'Rudo Banda',
  email: 'rudo@example.com',
  phone: '+263 77 123 4567',
  times: [inDays(2)],
  message: '',
  website: '',
  ...overrides,
});

describe('a viewing request from the form', () => {
  it('sends the filled pickers as UTC instants in the site zone', () => {
    // One reading of the clock: read twice, a second may pass between the two.
    const picked = inDays(3);
    const checked = viewingRequest(values({ times: [null, picked] }), ZONE, null);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.request.customerId).toBeNull();
    expect(checked.request.body.times).toHaveLength(1);
    expect(checked.request.body.times[0]).toMatch(/Z$/);
    expect(toWallClock(checked.request.body.times[0]!, ZONE)).toBe(picked);
  });

  it('puts each refusal on its own picker, and a missing time on the first', () => {
    const none = viewingRequest(values({ times: [null] }), ZONE, null);
    expect(none).toEqual({ ok: false, errors: { 'times.0': LEAD_MESSAGES.noTime } });
    const late = viewingRequest(values({ times: [inDays(1), null, inDays(120)] }), ZONE, null);
    expect(late).toEqual({ ok: false, errors: { 'times.2': LEAD_MESSAGES.timeTooFar } });
    const past = viewingRequest(values({ times: [inDays(-1)] }), ZONE, null);
    expect(past).toEqual({ ok: false, errors: { 'times.0': LEAD_MESSAGES.timeInPast } });
  });

  it('asks a signed-in customer only for times, message and an optional phone', () => {
    const checked = viewingRequest(values({ name: '', email: '', phone: '' }), ZONE, 'CU-1');
    expect(checked.ok).toBe(true);
    if (checked.ok)
      expect(Object.keys(checked.request.body).sort()).toEqual(['message', 'phone', 'times']);
    const anonymous = viewingRequest(values({ name: 'R', phone: '' }), ZONE, null);
    expect(anonymous.ok).toBe(false);
    if (!anonymous.ok) expect(Object.keys(anonymous.errors).sort()).toEqual(['name', 'phone']);
  });
});

describe('an API refusal', () => {
  it('goes on the fields it names, or into the alert', () => {
    const onField = new AppError('VALIDATION_FAILED', 'Invalid body', [
      { path: 'times', message: LEAD_MESSAGES.noTime },
    ]);
    expect(sendErrors(onField, ['times', 'message'])).toEqual({
      fields: { 'times.0': LEAD_MESSAGES.noTime },
      alert: null,
    });
    const limit = new AppError('TOO_MANY_REQUESTS', LEAD_MESSAGES.tooMany);
    expect(sendErrors(limit, ['message'])).toEqual({ fields: {}, alert: LEAD_MESSAGES.tooMany });
  });
});

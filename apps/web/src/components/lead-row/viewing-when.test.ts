import { describe, expect, it } from 'vitest';
import { viewingWhen } from './viewing-when';

const first = '2026-12-03T08:30:00.000Z';
const second = '2026-12-04T12:00:00.000Z';

describe('viewingWhen', () => {
  it('shows every preferred time of a requested viewing, not only the first', () => {
    expect(
      viewingWhen({ status: 'REQUESTED', date: first, preferredTimes: [first, second] }),
    ).toEqual({
      kind: 'preferred',
      times: [first, second],
    });
  });

  it('shows the agreed time of a confirmed viewing, even when it was a preferred one', () => {
    expect(
      viewingWhen({ status: 'CONFIRMED', date: second, preferredTimes: [first, second] }),
    ).toEqual({
      kind: 'agreed',
      at: second,
    });
  });

  it('shows an agreed time outside the preferred ones (a cancelled viewing that was confirmed)', () => {
    const agreed = '2026-12-05T09:00:00.000Z';
    expect(viewingWhen({ status: 'CANCELLED', date: agreed, preferredTimes: [first] })).toEqual({
      kind: 'agreed',
      at: agreed,
    });
  });

  it('says nothing without a time', () => {
    expect(viewingWhen({ status: 'REQUESTED', date: null, preferredTimes: [] })).toEqual({
      kind: 'none',
    });
  });
});

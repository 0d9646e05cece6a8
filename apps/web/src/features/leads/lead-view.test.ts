import { describe, expect, it } from 'vitest';
import { agentDecisions, confirmableTimes, customerCanCancel } from './lead-view';

describe('agentDecisions', () => {
  it('offers confirm and decline on a request, done and decline once confirmed', () => {
    expect(agentDecisions('VIEWING', 'REQUESTED')).toEqual(['CONFIRMED', 'DECLINED']);
    expect(agentDecisions('VIEWING', 'CONFIRMED')).toEqual(['DECLINED', 'DONE']);
  });

  it('offers nothing on a closed viewing or an inquiry', () => {
    for (const status of ['DECLINED', 'CANCELLED', 'DONE'] as const) {
      expect(agentDecisions('VIEWING', status)).toEqual([]);
    }
    expect(agentDecisions('INQUIRY', 'OPEN')).toEqual([]);
  });
});

describe('customerCanCancel', () => {
  it('lets customers cancel requested and confirmed viewings only', () => {
    expect(customerCanCancel('VIEWING', 'REQUESTED')).toBe(true);
    expect(customerCanCancel('VIEWING', 'CONFIRMED')).toBe(true);
    expect(customerCanCancel('VIEWING', 'DONE')).toBe(false);
    expect(customerCanCancel('INQUIRY', 'OPEN')).toBe(false);
  });
});

describe('confirmableTimes', () => {
  it('keeps the preferred times still ahead and inside the 90-day window', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(
      confirmableTimes(
        ['2026-11-22T10:00:00Z', '2026-11-25T09:00:00Z', '2027-06-01T09:00:00Z'],
        now,
      ),
    ).toEqual(['2026-11-25T09:00:00Z']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  LEAD_MESSAGES,
  canMoveViewing,
  customerTourBody,
  inquiryBody,
  isHoneypotFilled,
  tourBody,
  viewingDecisionBody,
  viewingTimeProblem,
} from './lead';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const messages = (
  schema: {
    safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) => schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const inquiry = {
  propertyId: 'p1',
  name: 'Ann Lee',
  email: ' Ann@Example.com ',
  message: 'Is the flat still available?',
};

describe('inquiryBody', () => {
  it('takes a question, lower-cases the email and makes an empty phone null', () => {
    expect(inquiryBody.parse({ ...inquiry, phone: '' })).toMatchObject({
      email: 'ann@example.com',
      phone: null,
    });
  });

  it('needs a message of at least 10 characters', () => {
    expect(messages(inquiryBody, { ...inquiry, message: ' too short ' })).toEqual([
      ['message', LEAD_MESSAGES.messageTooShort],
    ]);
    expect(messages(inquiryBody, { ...inquiry, message: undefined })).toEqual([
      ['message', LEAD_MESSAGES.messageTooShort],
    ]);
  });

  it('refuses a bad email, a bad phone, a one-letter name and NUL characters', () => {
    expect(inquiryBody.safeParse({ ...inquiry, email: 'ann@' }).success).toBe(false);
    expect(inquiryBody.safeParse({ ...inquiry, phone: 'call me' }).success).toBe(false);
    expect(inquiryBody.safeParse({ ...inquiry, name: 'A' }).success).toBe(false);
    expect(messages(inquiryBody, { ...inquiry, message: 'Hello there\0 friend' })).toEqual([
      ['message', LEAD_MESSAGES.nul],
    ]);
  });

  it('lets the honeypot through the schema so the service can refuse it quietly', () => {
    const parsed = inquiryBody.parse({ ...inquiry, website: 'http://spam.example' });
    expect(isHoneypotFilled(parsed)).toBe(true);
    expect(isHoneypotFilled(inquiryBody.parse({ ...inquiry, website: ' ' }))).toBe(false);
  });
});

describe('tourBody and customerTourBody', () => {
  const tour = { name: 'Ann Lee', email: 'ann@example.com', phone: '+27 (21) 555-0101' };

  it('takes one to three future times with an offset', () => {
    expect(tourBody.safeParse({ ...tour, times: [inDays(1), inDays(2)] }).success).toBe(true);
    expect(messages(tourBody, { ...tour, times: [] })).toEqual([['times', LEAD_MESSAGES.noTime]]);
    expect(messages(tourBody, { ...tour, times: [1, 2, 3, 4].map(inDays) })).toEqual([
      ['times', LEAD_MESSAGES.tooManyTimes],
    ]);
  });

  it('refuses past times, times beyond 90 days and times without an offset', () => {
    expect(messages(tourBody, { ...tour, times: [inDays(-1)] })).toEqual([
      ['times.0', LEAD_MESSAGES.timeInPast],
    ]);
    expect(messages(tourBody, { ...tour, times: [inDays(91)] })).toEqual([
      ['times.0', LEAD_MESSAGES.timeTooFar],
    ]);
    expect(messages(tourBody, { ...tour, times: ['2030-01-01 10:00'] })).toEqual([
      ['times.0', LEAD_MESSAGES.badTime],
    ]);
  });

  it('needs a phone from people not signed in, not from customers', () => {
    expect(tourBody.safeParse({ ...tour, phone: undefined, times: [inDays(1)] }).success).toBe(
      false,
    );
    expect(customerTourBody.parse({ times: [inDays(1)] })).toMatchObject({
      phone: null,
      message: null,
    });
  });
});

describe('viewingTimeProblem', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('accepts the window edge and refuses past it', () => {
    expect(viewingTimeProblem('2026-04-01T00:00:00Z', now)).toBeUndefined();
    expect(viewingTimeProblem('2026-04-01T00:00:01Z', now)).toBe(LEAD_MESSAGES.timeTooFar);
    expect(viewingTimeProblem('2026-01-01T00:00:00Z', now)).toBe(LEAD_MESSAGES.timeInPast);
  });
});

describe('viewingDecisionBody', () => {
  it('needs a date to confirm, not to decline or mark done', () => {
    expect(messages(viewingDecisionBody, { status: 'CONFIRMED' })).toEqual([
      ['date', LEAD_MESSAGES.dateRequired],
    ]);
    expect(viewingDecisionBody.safeParse({ status: 'CONFIRMED', date: inDays(3) }).success).toBe(
      true,
    );
    expect(viewingDecisionBody.safeParse({ status: 'DECLINED' }).success).toBe(true);
    expect(viewingDecisionBody.safeParse({ status: 'CANCELLED' }).success).toBe(false);
  });
});

describe('canMoveViewing', () => {
  it('follows the transitions and keeps final statuses final', () => {
    expect(canMoveViewing('REQUESTED', 'CONFIRMED')).toBe(true);
    expect(canMoveViewing('REQUESTED', 'DONE')).toBe(false);
    expect(canMoveViewing('CONFIRMED', 'DONE')).toBe(true);
    expect(canMoveViewing('CONFIRMED', 'CONFIRMED')).toBe(false);
    for (const final of ['DECLINED', 'CANCELLED', 'DONE'] as const) {
      expect(canMoveViewing(final, 'CONFIRMED')).toBe(false);
    }
  });
});

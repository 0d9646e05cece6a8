import { describe, expect, it } from 'vitest';
import { agentVerificationBody } from './agent-verification';

const messages = (input: unknown) => {
  const result = agentVerificationBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('agentVerificationBody', () => {
  it('takes a boolean and a trimmed reason of 3 to 500 characters', () => {
    expect(agentVerificationBody.parse({ verified: true, reason: '  Licence checked ' })).toEqual({
      verified: true,
      reason: 'Licence checked',
    });
    expect(messages({ verified: false, reason: 'x'.repeat(500) })).toEqual([]);
  });

  it('refuses a short, long or NUL reason and a missing verified', () => {
    expect(messages({ verified: true, reason: ' ab ' })).toEqual([
      'Give a reason of at least 3 characters',
    ]);
    expect(messages({ verified: true, reason: 'x'.repeat(501) })).toEqual([
      'Keep the reason under 500 characters',
    ]);
    expect(messages({ verified: true, reason: 'Licence\0 checked' })).toEqual([
      'Text must not contain NUL characters',
    ]);
    expect(messages({ reason: 'Licence checked' })).toEqual(['Say whether the agency is verified']);
    expect(messages({ verified: 'yes', reason: 'Licence checked' })).toEqual([
      'Say whether the agency is verified',
    ]);
  });
});

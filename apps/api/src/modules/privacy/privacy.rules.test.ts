import { describe, expect, it } from 'vitest';
import { pseudonymOf } from './privacy.service';
import { detailsPattern } from '../../infra/personal-data';

describe('detailsPattern', () => {
  it('matches each detail as a whole word, longest first, with its special characters taken literally', () => {
    expect(detailsPattern(['Ann', 'ann.lee+1@example.com', 'Lee (Pty)'])).toBe(
      '\\m(ann\\.lee\\+1@example\\.com|Lee \\(Pty\\)|Ann)\\M',
    );
  });

  it('leaves out details too short to tell apart from ordinary words, and repeats', () => {
    expect(detailsPattern(['Al', ' ', 'Zola', 'Zola'])).toBe('\\m(Zola)\\M');
    expect(detailsPattern(['Al', ''])).toBeNull();
  });
});

describe('pseudonymOf', () => {
  const secret = new TextEncoder().encode('a-server-secret-of-at-least-32-characters');

  it('is the same for the same person, and differs by person, site and secret', () => {
    const one = pseudonymOf(secret, 1, 42);
    expect(one).toMatch(/^person-[0-9a-f]{16}$/);
    expect(pseudonymOf(secret, 1, 42)).toBe(one);
    expect(pseudonymOf(secret, 1, 43)).not.toBe(one);
    expect(pseudonymOf(secret, 2, 42)).not.toBe(one);
    expect(
      pseudonymOf(new TextEncoder().encode('another-secret-of-at-least-32-chars!!'), 1, 42),
    ).not.toBe(one);
  });
});

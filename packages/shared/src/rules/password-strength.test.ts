import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  passwordChecks,
  passwordProblem,
  ratePassword,
} from './password-strength';

const unmet = (password: string) =>
  passwordChecks(password)
    .filter((c) => !c.met)
    .map((c) => c.key);

describe('passwordChecks', () => {
  it('checks the five rules of the specification', () => {
    expect(passwordChecks('').map((c) => c.key)).toEqual([
      'length',
      'lowercase',
      'uppercase',
      'digit',
      'special',
    ]);
    expect(unmet('')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special']);
    expect(unmet('Abcdef1!')).toEqual([]);
  });

  it('needs 8 characters: 7 is too few', () => {
    expect(unmet('Abcde1!')).toEqual(['length']);
    expect(unmet('Abcdef1!')).toEqual([]);
  });

  it('counts anything but an ASCII letter or digit as special', () => {
    for (const special of [' ', '_', '-', '€', 'é', '中']) {
      expect(unmet(`Abcdefg1${special}`)).toEqual([]);
    }
    expect(unmet('Abcdefg12')).toEqual(['special']);
  });

  it('needs an ASCII uppercase and lowercase letter', () => {
    expect(unmet('ÄBCDEFG1!')).toEqual(['lowercase']);
    expect(unmet('äbcdefg1!')).toEqual(['uppercase']);
  });
});

describe('ratePassword', () => {
  it.each([
    ['', 'very-weak'],
    ['abc', 'very-weak'],
    ['abcdefgh', 'very-weak'], // length, lowercase: 2 of 5
    ['abcdefg1', 'very-weak'], // 3 of 5
    ['Abcdefg1', 'weak'], // 4 of 5: no special
    ['Aa1!', 'weak'], // 4 of 5: too short
    ['abcdef1!', 'weak'], // 4 of 5: no uppercase
    ['Abcdef1!', 'strong'], // all 5, 8 characters
    ['ABcdef1!!', 'strong'], // 2 special, 2 upper, but 9 characters
    ['ABcdefg1!x', 'strong'], // 10 characters, 2 upper, 1 special
    ['Abcdefg1!!', 'strong'], // 10 characters, 2 special, 1 upper
    ['ABcdefg1!!', 'very-strong'], // 10 characters, 2 special, 2 upper
    ['ABcdef1!!', 'strong'],
    ['XYZabc123#$%', 'very-strong'],
  ] as const)('rates %j as %s', (password, rating) => {
    expect(ratePassword(password)).toBe(rating);
  });

  it('never calls a common password strong', () => {
    expect(ratePassword('P@ssw0rd1')).toBe('weak');
    expect(ratePassword('Password123!')).toBe('weak');
  });

  it('never calls a password over 128 characters strong', () => {
    const long = `AB!!1${'x'.repeat(124)}`;
    expect(long).toHaveLength(129);
    expect(ratePassword(long)).toBe('weak');
    expect(ratePassword(long.slice(0, 128))).toBe('very-strong');
  });

  it('rates strong or better exactly the passwords the server accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140, unit: 'binary' }), (password) => {
        const acceptable = passwordProblem(password) === null;
        expect(['strong', 'very-strong'].includes(ratePassword(password))).toBe(acceptable);
      }),
    );
  });
});

describe('passwordProblem', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblem('Str0ng!Passw0rd')).toBeNull();
    expect(passwordProblem('Abcdef1!')).toBeNull();
  });

  it.each([
    ['Abcde1!', 'Password needs at least 8 characters'],
    ['ABCDEF1!', 'Password needs a lowercase letter'],
    ['abcdef1!', 'Password needs an uppercase letter'],
    ['Abcdefg!', 'Password needs a digit'],
    ['Abcdefg1', 'Password needs a special character'],
    ['', 'Password needs at least 8 characters'],
  ])('explains what %j is missing', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('accepts 128 characters and refuses 129', () => {
    const max = `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(max).toHaveLength(128);
    expect(passwordProblem(max)).toBeNull();
    expect(passwordProblem(`${max}x`)).toBe('Password must be at most 128 characters');
  });

  it('refuses a 1 MiB password with the length problem, quickly', () => {
    const huge = `Aa1!${'x'.repeat(1024 * 1024)}`;
    const started = Date.now();
    expect(passwordProblem(huge)).toBe('Password must be at most 128 characters');
    expect(Date.now() - started).toBeLessThan(50);
  });

  it.each(['P@ssw0rd', 'p@SSW0RD1', 'Password123!', 'Welcome1!', 'Admin@123', 'Qwerty123!'])(
    'refuses the common password %j whatever its case',
    (password) => {
      expect(unmet(password)).toEqual([]);
      expect(isCommonPassword(password)).toBe(true);
      expect(passwordProblem(password)).toBe('This password is too common; choose another');
    },
  );

  it('does not refuse a password that merely contains a common one', () => {
    expect(isCommonPassword('P@ssw0rd-and-more-7')).toBe(false);
    expect(passwordProblem('P@ssw0rd-and-more-7')).toBeNull();
  });

  it('accepts exactly the passwords that meet every rule, fit 128 and are not common', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (password) => {
        const ok =
          unmet(password).length === 0 &&
          password.length <= PASSWORD_MAX_LENGTH &&
          !isCommonPassword(password);
        expect(passwordProblem(password) === null).toBe(ok);
      }),
    );
  });

  it('accepts every password built from all five kinds of character', () => {
    const pick = (chars: string) => fc.constantFrom(...chars.split(''));
    const password = fc
      .tuple(
        pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        pick('abcdefghijklmnopqrstuvwxyz'),
        pick('0123456789'),
        pick('!@#$%^&*()-_=+[]{};:,.<>/?~'),
        fc.string({ minLength: 4, maxLength: 124 }),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(password, (p) => {
        expect(passwordProblem(p)).toBeNull();
        expect(['strong', 'very-strong']).toContain(ratePassword(p));
      }),
    );
  });
});

/**
 * Password strength of the specification (section 5): a password needs special characters,
 * uppercase, lowercase, a digit and 8 or more characters. Very strong: 10 or more characters,
 * at least 2 special and 2 uppercase. The server enforces the same rules.
 */
export type PasswordRating = 'very-weak' | 'weak' | 'strong' | 'very-strong';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordCheck {
  key: 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';
  label: string;
  met: boolean;
}

const SPECIAL = /[^A-Za-z0-9]/g;
const UPPER = /[A-Z]/g;

/** A short list of passwords that pass the character rules but are guessed first. */
const COMMON_PASSWORDS = new Set(
  [
    'password1!',
    'password123!',
    'p@ssw0rd',
    'p@ssw0rd1',
    'p@ssword1',
    'passw0rd!',
    'qwerty123!',
    'qwerty1!',
    'welcome1!',
    'welcome123!',
    'admin123!',
    'admin@123',
    'letmein1!',
    'abc123!@#',
    'abcd1234!',
    'iloveyou1!',
    'changeme1!',
    'summer2024!',
    'winter2024!',
    'spring2025!',
    'password@1',
    'password@123',
    'test@1234',
    'test1234!',
    'monkey123!',
    'football1!',
    'zaq1@wsx',
    '1qaz@wsx',
  ].map((p) => p.toLowerCase()),
);

export function passwordChecks(password: string): PasswordCheck[] {
  return [
    { key: 'length', label: 'At least 8 characters', met: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'lowercase', label: 'A lowercase letter', met: /[a-z]/.test(password) },
    { key: 'uppercase', label: 'An uppercase letter', met: /[A-Z]/.test(password) },
    { key: 'digit', label: 'A digit', met: /[0-9]/.test(password) },
    { key: 'special', label: 'A special character', met: /[^A-Za-z0-9]/.test(password) },
  ];
}

export function ratePassword(password: string): PasswordRating {
  const met = passwordChecks(password).filter((c) => c.met).length;
  if (met < 4) return 'very-weak';
  // The meter must not praise a password the server refuses (too long or too common).
  if (met < 5 || passwordProblem(password)) return 'weak';
  const specials = password.match(SPECIAL)?.length ?? 0;
  const uppers = password.match(UPPER)?.length ?? 0;
  if (password.length >= 10 && specials >= 2 && uppers >= 2) return 'very-strong';
  return 'strong';
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The first problem with a new password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return 'Password must be at most 128 characters';
  const missing = passwordChecks(password).find((c) => !c.met);
  if (missing) return `Password needs ${missing.label.toLowerCase()}`;
  if (isCommonPassword(password)) return 'This password is too common; choose another';
  return null;
}

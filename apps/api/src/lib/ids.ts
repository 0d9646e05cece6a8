import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Opaque public id: 16 base62 characters (~95 bits). */
export function newPublicId(length = 16): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  for (let i = 0; id.length < length && i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b < 248) id += ALPHABET[b % 62]; // 248 = 4 * 62: no modulo bias
  }
  return id.length === length ? id : newPublicId(length);
}

/** A secret handed to a client once (refresh or reset token); only its hash is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

import { hash, verify } from '@node-rs/argon2';

// argon2id, m=19 MiB, t=2, p=1 (OWASP's first recommended setting).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when an account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function timingSafeMiss(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}

/** True when a database error (from pg, PGlite, or wrapped by Drizzle) is a unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as {
      code?: string;
      constraint?: string;
      message?: string;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      return !constraint || (candidate.constraint ?? candidate.message ?? '').includes(constraint);
    }
    e = candidate.cause;
  }
  return false;
}

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

/** The SQLSTATE of a database error (pg, PGlite, or wrapped by Drizzle), if there is one. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate.code;
    }
    e = candidate.cause;
  }
  return undefined;
}

/** Class 22 (data exception): the database refused a value the client sent, such as a NUL byte. */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/**
 * A foreign-key violation (23503), by its side: `missing` when a write named a row that is gone
 * (a photo added to a listing deleted meanwhile), `referenced` when a delete or key change would
 * leave rows pointing at nothing.
 */
export function foreignKeyViolation(error: unknown): 'missing' | 'referenced' | undefined {
  if (sqlState(error) !== '23503') return undefined;
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23503' && typeof candidate.message === 'string') {
      return candidate.message.startsWith('insert or update') ? 'missing' : 'referenced';
    }
    e = candidate.cause;
  }
  return 'missing';
}

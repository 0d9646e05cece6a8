import { useCallback, useRef } from 'react';
import { newRandomKey } from './random-key';

/** The request header that makes a create safe to send twice (the API's Idempotency-Key). */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/**
 * One Idempotency-Key per submission of a form: a double tap, or the same submission sent
 * again after a failure, carries the same key, so the server makes one thing and answers both
 * alike. `renew` starts the next submission (call it once the thing was made).
 */
export function useSubmissionKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newRandomKey()), []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return { current, renew };
}

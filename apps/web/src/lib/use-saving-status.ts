import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVED_STATUS_RESET_MS } from '@propdesk/shared';

/** The user saving status of spec section 4. */
export type SavingStatus =
  'pending' | 'creating' | 'created' | 'saving' | 'saved' | 'error' | 'success';

const SETTLED: SavingStatus[] = ['created', 'saved', 'error', 'success'];

/** A saving status that falls back to 'pending' SAVED_STATUS_RESET_MS (2 s) after it settles. */
export function useSavingStatus() {
  const [status, setStatus] = useState<SavingStatus>('pending');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = useCallback((next: SavingStatus) => {
    clearTimeout(timer.current);
    setStatus(next);
    if (SETTLED.includes(next)) {
      timer.current = setTimeout(() => setStatus('pending'), SAVED_STATUS_RESET_MS);
    }
  }, []);
  return [status, set] as const;
}

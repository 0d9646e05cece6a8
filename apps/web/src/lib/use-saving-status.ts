import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVED_STATUS_RESET_MS } from '@propdesk/shared';

/**
 * The user saving status of spec section 4: 'creating' then 'created' while an account or a
 * listing is created; 'saving' then 'saved' (the profile's 'Sent') or 'success' (a save that the
 * answer confirms, such as a listing's stored values); 'error' when the call fails.
 */
export type SavingStatus =
  'pending' | 'creating' | 'created' | 'saving' | 'saved' | 'error' | 'success';

/** A call is under way: the form's buttons wait. */
export const isBusy = (status: SavingStatus) => status === 'creating' || status === 'saving';

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

import { useEffect } from 'react';
import { INACTIVITY_LOCK_MS } from '@propdesk/shared';
import type { SessionManager } from '../../../lib/session/session-manager';
import { startScreenTime } from '../screen-time';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'];
/** Activity is written for the other tabs at most this often. */
const ACTIVITY_WRITE_MS = 1000;

/**
 * Locks the session after INACTIVITY_LOCK_MS (10 minutes) without activity in any tab of the
 * site. Activity resets the timer (spec section 4). While the screen is unlocked, the screen time
 * remaining counts down too (effectively unlimited, spec section 9); if it runs out, the screen
 * locks the same way, and unlocking starts a new count.
 */
export function useIdleLock(session: SessionManager, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    let lastWrite = 0;

    const check = () => {
      const idleFor = Date.now() - session.lastActivity();
      if (idleFor >= INACTIVITY_LOCK_MS) session.lock();
      else timer = setTimeout(check, INACTIVITY_LOCK_MS - idleFor);
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - lastWrite < ACTIVITY_WRITE_MS) return;
      lastWrite = now;
      session.markActivity(now);
      clearTimeout(timer);
      timer = setTimeout(check, INACTIVITY_LOCK_MS);
    };

    onActivity();
    const stopScreenTime = startScreenTime(() => session.lock());
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    return () => {
      clearTimeout(timer);
      stopScreenTime();
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onActivity, { capture: true });
      }
    };
  }, [session, active]);
}

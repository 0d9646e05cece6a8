import { SCREEN_TIME_DEFAULT_MS, SCREEN_TIME_TICK_MS } from '@propdesk/shared';

/** The screen time left after one tick: 1000 ms less, never below zero (spec section 9). */
export function nextScreenTime(remaining: number): number {
  return Math.max(0, remaining - SCREEN_TIME_TICK_MS);
}

/**
 * Counts the screen time down by one tick every 1000 ms from `remaining` (effectively unlimited
 * by default) and calls `onUsedUp` once when none is left. Returns the function that stops it.
 */
export function startScreenTime(
  onUsedUp: () => void,
  remaining: number = SCREEN_TIME_DEFAULT_MS,
): () => void {
  let left = remaining;
  const timer = setInterval(() => {
    left = nextScreenTime(left);
    if (left > 0) return;
    clearInterval(timer);
    onUsedUp();
  }, SCREEN_TIME_TICK_MS);
  return () => clearInterval(timer);
}

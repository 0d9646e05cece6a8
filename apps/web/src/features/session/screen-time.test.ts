import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_TIME_DEFAULT_MS, SCREEN_TIME_TICK_MS } from '@propdesk/shared';
import { nextScreenTime, startScreenTime } from './screen-time';

const YEAR_MS = 365 * 24 * 3600 * 1000;

describe('nextScreenTime', () => {
  it('takes 1000 ms off per tick', () => {
    expect(SCREEN_TIME_TICK_MS).toBe(1000);
    expect(nextScreenTime(5000)).toBe(4000);
    expect(nextScreenTime(SCREEN_TIME_DEFAULT_MS)).toBe(SCREEN_TIME_DEFAULT_MS - 1000);
  });

  it('never goes below zero', () => {
    expect(nextScreenTime(1000)).toBe(0);
    expect(nextScreenTime(400)).toBe(0);
    expect(nextScreenTime(0)).toBe(0);
  });

  it('starts effectively unlimited: more than a thousand years of ticks', () => {
    expect(SCREEN_TIME_DEFAULT_MS).toBeGreaterThan(1000 * YEAR_MS);
    expect(Number.isSafeInteger(SCREEN_TIME_DEFAULT_MS)).toBe(true);
  });
});

describe('startScreenTime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls back once when the screen time runs out, one tick a second', () => {
    const usedUp = vi.fn();
    startScreenTime(usedUp, 3000);
    vi.advanceTimersByTime(2999);
    expect(usedUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(usedUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(usedUp).toHaveBeenCalledTimes(1);
  });

  it('does not run out in a day by default', () => {
    const usedUp = vi.fn();
    const stop = startScreenTime(usedUp);
    vi.advanceTimersByTime(24 * 3600 * 1000);
    expect(usedUp).not.toHaveBeenCalled();
    stop();
  });

  it('stops counting when stopped', () => {
    const usedUp = vi.fn();
    const stop = startScreenTime(usedUp, 2000);
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(usedUp).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

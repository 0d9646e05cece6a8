import { describe, expect, it } from 'vitest';
import { removalGate } from './removal-gate';
import type { Storage } from './storage';

/** A storage whose removals end when the test says, and which notes what happened when. */
function slowStorage(events: string[]) {
  const pending: (() => void)[] = [];
  const storage = {
    remove: (key: string) =>
      new Promise<void>((resolve) => {
        events.push(`remove ${key} starts`);
        pending.push(() => {
          events.push(`remove ${key} ends`);
          resolve();
        });
      }),
  } as unknown as Storage;
  return { storage, finishNext: () => pending.shift()?.() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the removal gate', () => {
  it('lets a pause begin only once the removals under way have ended', async () => {
    const events: string[] = [];
    const { storage, finishNext } = slowStorage(events);
    const gate = removalGate();
    const guarded = gate.guard(storage);
    const removal = guarded.remove('a');
    const paused = gate.pause(async () => void events.push('snapshot'));
    await tick();
    expect(events).toEqual(['remove a starts']);
    finishNext();
    await Promise.all([removal, paused]);
    expect(events).toEqual(['remove a starts', 'remove a ends', 'snapshot']);
  });

  it('holds removals asked during a pause until it ends, and one pause at a time', async () => {
    const events: string[] = [];
    const { storage, finishNext } = slowStorage(events);
    const gate = removalGate();
    const guarded = gate.guard(storage);
    let release!: () => void;
    const first = gate.pause(async () => {
      events.push('first pause');
      await new Promise<void>((resolve) => (release = resolve));
    });
    await tick();
    const removal = guarded.remove('b');
    const second = gate.pause(async () => void events.push('second pause'));
    await tick();
    expect(events).toEqual(['first pause']);
    release();
    await first;
    await tick();
    expect(events.slice(0, 2)).toEqual(['first pause', 'remove b starts']);
    finishNext();
    await Promise.all([removal, second]);
    expect(events).toEqual(['first pause', 'remove b starts', 'remove b ends', 'second pause']);
  });
});

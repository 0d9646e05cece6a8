import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRandomKey } from './random-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newRandomKey', () => {
  it('is a version 4 UUID, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newRandomKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('is made from random bytes where randomUUID is missing (plain HTTP)', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    const keys = Array.from({ length: 50 }, newRandomKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

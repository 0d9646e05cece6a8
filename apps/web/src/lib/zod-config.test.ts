import { setZodLocale } from './zod-config';
import { config } from 'zod/v4/core';
import { z } from 'zod';
import en from 'zod/v4/locales/en.js';
import fr from 'zod/v4/locales/fr.js';
import { afterEach, describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  afterEach(() => setZodLocale(en()));

  // activateLanguage leaves zod's English unloaded until another language has been set.
  it('speaks English by itself while no language is set', () => {
    expect(config().localeError).toBeUndefined();
    expect(z.string().max(3).safeParse('abcd').error?.issues[0]?.message).toMatch(/^Too big/);
  });

  it('runs without compiling parsers, as set before it loads', () => {
    expect(config().jitless).toBe(true);
    // And still parses.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });

  it("writes its own messages in the language set, and a schema's own wording as it is", () => {
    setZodLocale(fr());
    expect(z.string().max(3).safeParse('abcd').error?.issues[0]?.message).toMatch(/Trop grand/);
    expect(z.string().max(3, 'Keep it short').safeParse('abcd').error?.issues[0]?.message).toBe(
      'Keep it short',
    );
  });
});

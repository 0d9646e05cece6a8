import './zod-config';
import { config } from 'zod/v4/core';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('runs without compiling parsers, as set before it loads', () => {
    expect(config().jitless).toBe(true);
    // And still parses.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});

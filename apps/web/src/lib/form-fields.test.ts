import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blankAsNull, blankAsUndefined } from './form-fields';

describe('blank text inputs', () => {
  const phone = z.string().regex(/^\d+$/, 'Digits only');

  it('are left out, or cleared, before the field rule runs', () => {
    expect(blankAsUndefined(phone.optional()).parse('  ')).toBeUndefined();
    expect(blankAsNull(phone.nullable()).parse('')).toBeNull();
  });

  it('keep what was typed', () => {
    expect(blankAsUndefined(phone.optional()).parse('0771')).toBe('0771');
    expect(blankAsNull(phone.nullable()).parse('0771')).toBe('0771');
    expect(blankAsNull(phone.nullable()).safeParse('x').error?.issues[0]?.message).toBe(
      'Digits only',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { joinOtherNames, splitOtherNames } from './customer-profile';

describe('splitOtherNames', () => {
  it('takes the first word as the last name and the rest as other names', () => {
    expect(splitOtherNames('Ndlovu Rudo Anesu')).toEqual({
      lastName: 'Ndlovu',
      otherNames: 'Rudo Anesu',
    });
  });

  it('handles one word and extra spaces', () => {
    expect(splitOtherNames('  Ndlovu  ')).toEqual({ lastName: 'Ndlovu', otherNames: '' });
    expect(splitOtherNames('Ndlovu   Rudo')).toEqual({ lastName: 'Ndlovu', otherNames: 'Rudo' });
    expect(splitOtherNames('')).toEqual({ lastName: '', otherNames: '' });
  });

  it('round-trips with joinOtherNames', () => {
    expect(splitOtherNames(joinOtherNames('Ndlovu', 'Rudo Anesu'))).toEqual({
      lastName: 'Ndlovu',
      otherNames: 'Rudo Anesu',
    });
    expect(joinOtherNames('Ndlovu', '')).toBe('Ndlovu');
  });
});

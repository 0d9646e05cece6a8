import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target';

const LIST = '/demo/dashboard/property/list';

describe('backTarget', () => {
  it('returns to the list with the filters it had', () => {
    const state = { from: { pathname: LIST, search: '?status=REVIEW&sort=views' } };
    expect(backTarget(state, LIST, 'demo')).toBe(`${LIST}?status=REVIEW&sort=views`);
  });

  it('falls back to My Listings without router state', () => {
    expect(backTarget(null, LIST, 'demo')).toBe(LIST);
    expect(backTarget(undefined, LIST, 'demo')).toBe(LIST);
    expect(backTarget({ other: 1 }, LIST, 'demo')).toBe(LIST);
    expect(backTarget({ from: 'x' }, LIST, 'demo')).toBe(LIST);
  });

  it('does not follow a path of another site', () => {
    expect(backTarget({ from: { pathname: '/other/dashboard', search: '' } }, LIST, 'demo')).toBe(
      LIST,
    );
  });
});

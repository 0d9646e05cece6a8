import { describe, expect, it } from 'vitest';
import { steadyOrder } from './steady-order';

const row = (publicId: string, status = 'OPEN') => ({ publicId, status });
const ids = (rows: { publicId: string }[]) => rows.map((r) => r.publicId);

describe('steadyOrder', () => {
  it('keeps the open lead in its place when a reply moves it to the top', () => {
    const shown = [row('a'), row('b'), row('open'), row('c')];
    const fresh = [row('open', 'ANSWERED'), row('a'), row('b'), row('c')];
    const rows = steadyOrder(shown, fresh, 'open');
    expect(ids(rows)).toEqual(['a', 'b', 'open', 'c']);
    expect(rows[2]).toEqual(row('open', 'ANSWERED'));
  });

  it('puts a new lead above the rows shown and a next page below them', () => {
    const shown = [row('a'), row('open')];
    expect(ids(steadyOrder(shown, [row('new'), row('a'), row('open')], 'open'))).toEqual([
      'new',
      'a',
      'open',
    ]);
    expect(ids(steadyOrder(shown, [row('a'), row('open'), row('older')], 'open'))).toEqual([
      'a',
      'open',
      'older',
    ]);
  });

  it('keeps the open lead when a filter no longer matches it, and drops other rows that left', () => {
    const shown = [row('a'), row('open'), row('b')];
    expect(ids(steadyOrder(shown, [row('b')], 'open'))).toEqual(['open', 'b']);
  });
});

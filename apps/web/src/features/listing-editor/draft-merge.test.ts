import { describe, expect, it } from 'vitest';
import { DRAFT_DEFAULTS, type DraftValues } from './draft-form';
import { chooseValues, mergeDrafts } from './draft-merge';

const base: DraftValues = {
  ...DRAFT_DEFAULTS,
  name: 'Garden cottage',
  title: 'Garden cottage in Avondale',
  typeId: 'house',
  countryId: 'zw',
  cityId: 'harare',
  suburb: 'avondale',
  latitude: -17.79,
  longitude: 31.04,
  price: 120_000,
  currency: 'USD',
};

describe('mergeDrafts', () => {
  it("takes the other side's change to a field the agent left, and keeps the agent's own", () => {
    const mine = { ...base, description: 'New kitchen' };
    const theirs = { ...base, price: 115_000 };
    const { merged, conflicts } = mergeDrafts(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toMatchObject({ description: 'New kitchen', price: 115_000 });
  });

  it('needs nothing when both sides made the same change', () => {
    const mine = { ...base, price: 110_000 };
    const { merged, conflicts } = mergeDrafts(base, mine, { ...base, price: 110_000 });
    expect(conflicts).toEqual([]);
    expect(merged.price).toBe(110_000);
  });

  it('names a field both sides changed differently, keeping the agent’s until they choose', () => {
    const mine = { ...base, price: 110_000, title: 'Cottage with a garden' };
    const theirs = { ...base, price: 125_000, name: 'Cottage' };
    const { merged, conflicts } = mergeDrafts(base, mine, theirs);
    expect(conflicts).toEqual([{ field: 'price', mine: 110_000, theirs: 125_000 }]);
    expect(merged).toMatchObject({
      price: 110_000,
      title: 'Cottage with a garden',
      name: 'Cottage',
    });
    expect(chooseValues(merged, conflicts, new Set()).price).toBe(125_000);
    expect(chooseValues(merged, conflicts, new Set(['price'])).price).toBe(110_000);
  });

  it('reads an empty field and a cleared one alike', () => {
    const mine = { ...base, altitude: '' as const };
    const { conflicts } = mergeDrafts({ ...base, altitude: '' }, mine, { ...base, altitude: '' });
    expect(conflicts).toEqual([]);
  });

  it('lets a suburb taken from the other side bring its own country and city', () => {
    const { merged } = mergeDrafts(base, base, { ...base, suburb: 'borrowdale' });
    expect(merged).toMatchObject({ suburb: 'borrowdale', countryId: null, cityId: null });
  });
});

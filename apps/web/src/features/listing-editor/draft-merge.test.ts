import { describe, expect, it } from 'vitest';
import { DRAFT_DEFAULTS, type DraftValues } from './draft-form';
import { afterSave, changedFields, chooseValues, mergeDrafts, revertFields } from './draft-merge';

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

describe('afterSave', () => {
  it('shows the stored value of a field left alone, and keeps what was typed since', () => {
    const sent = { ...base, name: 'Garden flat', title: '' };
    const now = { ...sent, description: 'Typed while saving' };
    const stored = { ...sent, title: 'Garden flat', description: base.description };
    expect(afterSave(sent, now, stored)).toEqual({
      ...sent,
      title: 'Garden flat',
      description: 'Typed while saving',
    });
  });

  it('keeps a field typed over again since, even when the server stored the sent value', () => {
    const sent = { ...base, price: 1200 };
    const now = { ...sent, price: 1250 };
    expect(afterSave(sent, now, sent).price).toBe(1250);
  });
});

describe('changedFields and revertFields', () => {
  it('names the fields two forms differ in', () => {
    expect(changedFields(base, { ...base, name: 'Renamed', price: 1 })).toEqual(['name', 'price']);
    expect(changedFields(base, { ...base })).toEqual([]);
  });

  it("puts back the session's fields only, keeping another tab's change", () => {
    const saved = { ...base, name: 'Mine', description: 'Theirs' };
    expect(revertFields(saved, base, ['name'])).toEqual({ ...base, description: 'Theirs' });
  });

  it('brings back the country and city with a suburb put back', () => {
    const saved = { ...base, suburb: 'borrowdale', countryId: null, cityId: null };
    expect(revertFields(saved, base, ['suburb'])).toMatchObject({
      suburb: 'avondale',
      countryId: 'zw',
      cityId: 'harare',
    });
  });
});

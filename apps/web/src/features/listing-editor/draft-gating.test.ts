import { describe, expect, it } from 'vitest';
import { GATE_MESSAGES, nextGate, tabGate, type GateState } from './draft-gating';
import { EDITOR_TABS } from './editor-tabs';

const complete: GateState = {
  saved: false,
  filled: { details: true, location: true, price: true },
  invalid: { details: false, location: false, price: false },
  typeKnown: true,
};
const state = (change: Partial<GateState>): GateState => ({ ...complete, ...change });
const empty = state({ filled: { details: false, location: false, price: false } });

describe('tabGate', () => {
  it('never closes the details tab', () => {
    expect(tabGate('details', empty)).toBeNull();
    expect(tabGate('details', state({ typeKnown: false }))).toBeNull();
  });

  it('opens location once name, type and category are in', () => {
    expect(tabGate('location', empty)).toEqual({
      message: GATE_MESSAGES.fillDetails,
      fixTab: 'details',
    });
    expect(
      tabGate('location', state({ filled: { details: true, location: false, price: false } })),
    ).toBeNull();
  });

  it('opens price once the suburb and coordinates are in', () => {
    const detailsOnly = state({ filled: { details: true, location: false, price: false } });
    expect(tabGate('price', detailsOnly)).toEqual({
      message: GATE_MESSAGES.fillPrevious,
      fixTab: 'location',
    });
    expect(tabGate('price', empty)?.message).toBe(GATE_MESSAGES.fillDetails);
    expect(tabGate('price', complete)).toBeNull();
  });

  it('keeps the tabs after price closed until the listing is saved', () => {
    for (const tab of EDITOR_TABS.slice(3)) {
      expect(tabGate(tab, complete)).toEqual({ message: GATE_MESSAGES.saveFirst, fixTab: 'price' });
      expect(tabGate(tab, state({ saved: true }))).toBeNull();
    }
  });

  it('sends the agent back to fix refused values before anything else of later tabs', () => {
    const badDetails = state({ invalid: { details: true, location: false, price: false } });
    expect(tabGate('location', badDetails)).toEqual({
      message: GATE_MESSAGES.fixErrors,
      fixTab: 'details',
    });
    const badLocation = state({ invalid: { details: false, location: true, price: false } });
    expect(tabGate('location', badLocation)).toBeNull();
    expect(tabGate('price', badLocation)).toEqual({
      message: GATE_MESSAGES.fixErrors,
      fixTab: 'location',
    });
  });

  it('names a type that is not one of the site’s first', () => {
    const unknownType = state({ typeKnown: false, saved: true });
    for (const tab of EDITOR_TABS.slice(1)) {
      expect(tabGate(tab, unknownType)?.message).toBe(GATE_MESSAGES.invalidType);
    }
  });
});

describe('nextGate', () => {
  it('asks for the fields of the tab itself', () => {
    for (const tab of ['details', 'location', 'price'] as const) {
      expect(nextGate(tab, empty)).toEqual({ message: GATE_MESSAGES.fillAbove, fixTab: tab });
      expect(nextGate(tab, complete)).toBeNull();
    }
  });

  it('refuses an unknown type on the details tab, and never gates the saved tabs', () => {
    expect(nextGate('details', state({ typeKnown: false }))?.message).toBe(
      GATE_MESSAGES.invalidType,
    );
    expect(nextGate('features', empty)).toBeNull();
  });
});

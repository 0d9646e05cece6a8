import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_DEFAULTS } from './draft-form';
import {
  clearDraft,
  draftStorageKey,
  forgetPendingSave,
  keepPendingSave,
  loadDraft,
  loadPendingSave,
  saveDraft,
} from './draft-storage';

const store = new Map<string, string>();
Object.defineProperty(globalThis, 'localStorage', {
  configurable: true,
  value: {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  },
});

afterEach(() => store.clear());

describe('the local draft', () => {
  it('is kept per site', () => {
    saveDraft('demo', { ...DRAFT_DEFAULTS, name: 'Demo draft' });
    expect(draftStorageKey('demo')).toBe('propdesk:demo:property-draft');
    expect(loadDraft('demo')?.name).toBe('Demo draft');
    expect(loadDraft('sandbox')).toBeNull();
    clearDraft('demo');
    expect(loadDraft('demo')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    store.set(draftStorageKey('demo'), '{not json');
    expect(loadDraft('demo')).toBeNull();
    store.set(draftStorageKey('demo'), '[1,2]');
    expect(loadDraft('demo')).toBeNull();
  });
});

describe('a save kept offline', () => {
  const base = { publicId: 'p1', updatedAt: '2026-12-07T06:00:00.000Z' };

  it('is kept per site and listing until it is sent', () => {
    keepPendingSave('demo', { values: { ...DRAFT_DEFAULTS, name: 'Offline edit' }, base });
    expect(loadPendingSave('demo', 'p1')).toEqual({
      values: { ...DRAFT_DEFAULTS, name: 'Offline edit' },
      base,
    });
    expect(loadPendingSave('demo', 'p2')).toBeNull();
    expect(loadPendingSave('sandbox', 'p1')).toBeNull();
    forgetPendingSave('demo', 'p1');
    expect(loadPendingSave('demo', 'p1')).toBeNull();
  });

  it('ignores what it cannot read, or what belongs to another listing', () => {
    store.set('propdesk:demo:pending-save:p1', '{not json');
    expect(loadPendingSave('demo', 'p1')).toBeNull();
    store.set(
      'propdesk:demo:pending-save:p1',
      JSON.stringify({ values: DRAFT_DEFAULTS, base: { ...base, publicId: 'p9' } }),
    );
    expect(loadPendingSave('demo', 'p1')).toBeNull();
  });
});

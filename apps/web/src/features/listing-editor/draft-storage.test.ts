import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_DEFAULTS } from './draft-form';
import { clearDraft, draftStorageKey, loadDraft, saveDraft } from './draft-storage';

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

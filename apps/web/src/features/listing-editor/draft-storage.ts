import type { DraftValues } from './draft-form';

/** A new listing's draft, kept per site until it is created (survives reloads and closed tabs). */
export const draftStorageKey = (tenant: string) => `propdesk:${tenant}:property-draft`;

export function loadDraft(tenant: string): Partial<DraftValues> | null {
  try {
    const raw = localStorage.getItem(draftStorageKey(tenant));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveDraft(tenant: string, values: DraftValues): void {
  try {
    localStorage.setItem(draftStorageKey(tenant), JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form keeps working, only a reload would lose it.
  }
}

export function clearDraft(tenant: string): void {
  localStorage.removeItem(draftStorageKey(tenant));
}

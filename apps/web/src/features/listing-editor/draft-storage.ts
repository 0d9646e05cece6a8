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

/**
 * A save of a listing that could not reach the server, kept on the device until it can: the form
 * as the agent left it and the listing it changes (its version), so the conflict rule still
 * applies when it is sent.
 */
export interface PendingSave<L> {
  values: DraftValues;
  base: L;
}

const pendingKey = (tenant: string, publicId: string) =>
  `propdesk:${tenant}:pending-save:${publicId}`;

export function loadPendingSave<L extends { publicId: string }>(
  tenant: string,
  publicId: string,
): PendingSave<L> | null {
  try {
    const raw = localStorage.getItem(pendingKey(tenant, publicId));
    const value = raw ? (JSON.parse(raw) as PendingSave<L>) : null;
    return value?.values && value.base?.publicId === publicId ? value : null;
  } catch {
    return null;
  }
}

export function keepPendingSave<L extends { publicId: string }>(
  tenant: string,
  pending: PendingSave<L>,
): void {
  try {
    localStorage.setItem(pendingKey(tenant, pending.base.publicId), JSON.stringify(pending));
  } catch {
    // Storage full or disabled: the edit stays in the open form, and leaving it asks first.
  }
}

export function forgetPendingSave(tenant: string, publicId: string): void {
  localStorage.removeItem(pendingKey(tenant, publicId));
}

/** The contact details a person last sent a question or viewing request with, on this site. */
export interface RememberedContact {
  name: string;
  email: string;
  phone: string;
}

/** Kept per site on the device, so the next form fills itself in (the person can change it). */
const contactStorageKey = (tenant: string) => `propdesk:${tenant}:lead-contact`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function loadContact(tenant: string): RememberedContact {
  try {
    const raw = localStorage.getItem(contactStorageKey(tenant));
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== 'object') return { name: '', email: '', phone: '' };
    const stored = value as Record<string, unknown>;
    return { name: text(stored.name), email: text(stored.email), phone: text(stored.phone) };
  } catch {
    return { name: '', email: '', phone: '' };
  }
}

/** Keeps what was sent; a blank field keeps what was remembered before. */
export function rememberContact(tenant: string, sent: Partial<RememberedContact>): void {
  const before = loadContact(tenant);
  const next: RememberedContact = {
    name: sent.name?.trim() || before.name,
    email: sent.email?.trim() || before.email,
    phone: sent.phone?.trim() || before.phone,
  };
  try {
    localStorage.setItem(contactStorageKey(tenant), JSON.stringify(next));
  } catch {
    // Storage full or disabled: the next form starts empty, nothing else changes.
  }
}

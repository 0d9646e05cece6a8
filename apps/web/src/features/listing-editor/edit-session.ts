import { createContext } from 'react';

/**
 * A new editing session's key, a version 4 UUID: the saves made with it become one history
 * entry. crypto.randomUUID exists in secure contexts only; a dashboard opened over plain HTTP on
 * a local network still gets a key, from the same random source.
 */
export function newSessionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The editor's editing session, as its tabs that save on their own use it. */
export interface EditSession {
  /** The session's key, sent with each save (Edit-Session). */
  key: () => string;
  /** A tab's save was stored under the session: leaving the editor ends it. */
  saved: () => void;
}

export const EditSessionContext = createContext<EditSession | null>(null);

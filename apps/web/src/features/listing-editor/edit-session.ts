import { createContext } from 'react';
import { newRandomKey } from '../../lib/random-key';

/** A new editing session's key: the saves made with it become one history entry. */
export const newSessionKey = newRandomKey;

/** The editor's editing session, as its tabs that save on their own use it. */
export interface EditSession {
  /** The session's key, sent with each save (Edit-Session). */
  key: () => string;
  /** A tab's save was stored under the session: leaving the editor ends it. */
  saved: () => void;
}

export const EditSessionContext = createContext<EditSession | null>(null);

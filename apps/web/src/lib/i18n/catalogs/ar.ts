import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './merge';

/** Every catalog of the interface in this language, loaded as one chunk when it is chosen. */
export const messages = mergeCatalogs(
  import.meta.glob<Messages>('../../../**/locales/ar.po', {
    eager: true,
    import: 'messages',
  }),
);

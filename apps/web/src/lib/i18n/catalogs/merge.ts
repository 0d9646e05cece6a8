import type { Messages } from '@lingui/core';

/** One language's catalogs (one per feature folder) as a single table of messages. */
export const mergeCatalogs = (catalogs: Record<string, Messages>): Messages =>
  Object.assign({}, ...Object.values(catalogs)) as Messages;

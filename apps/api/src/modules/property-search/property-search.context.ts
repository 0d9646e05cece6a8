import type { PropertiesContext } from '../properties';
import { PageBoundaries, TotalsCache } from './property-search.caches';
import { ListingCursors } from './property-search.cursor';
import { VocabularyCache } from './property-search.vocabulary';

/** The listings' context, with what searching them keeps between requests. */
export interface PropertySearchContext extends PropertiesContext {
  totals: TotalsCache;
  pages: PageBoundaries;
  /** What the sentence search recognises in each site. */
  vocabulary: VocabularyCache;
  /** Makes and reads the dashboard search's keyset cursors. */
  cursors: ListingCursors;
}

/** One per app, on the listings' context (their generations clear these caches too). */
export function createPropertySearchContext(
  properties: PropertiesContext,
  deps: {
    /** The token secret, from which the cursors' signing key is derived. */
    secret: Uint8Array;
  },
): PropertySearchContext {
  return {
    ...properties,
    totals: new TotalsCache(properties.generations),
    pages: new PageBoundaries(properties.generations),
    vocabulary: new VocabularyCache(properties.db),
    cursors: new ListingCursors(deps.secret),
  };
}

import { plural, t } from '@lingui/core/macro';
import { SAVED_SEARCH_LIMITS } from '@propdesk/shared';
import { categoryHeadline } from '../../components/listing-preview/format';
import { formatAmountWithCode } from '../../lib/format';
import type { Chip, HomeSearch } from './home-search';

/** The longest name a saved search may have. */
export const NAME_LENGTH = SAVED_SEARCH_LIMITS.name.max;

const clip = (name: string) =>
  name.length <= NAME_LENGTH ? name : `${name.slice(0, NAME_LENGTH - 1).trimEnd()}…`;

/** The price range chosen by hand, in the words of the chips. */
function priceWords({ minPrice, maxPrice }: HomeSearch): string | null {
  const low = minPrice === null ? null : formatAmountWithCode(minPrice);
  const high = maxPrice === null ? null : formatAmountWithCode(maxPrice);
  if (low !== null && high !== null) return t`between ${low} and ${high}`;
  if (high !== null) return t`at most ${high}`;
  if (low !== null) return t`at least ${low}`;
  return null;
}

/**
 * The name offered for a search about to be saved: the sentence typed, as the visitor wrote it;
 * else the words of the filters (category, type, bedrooms, price, the chips left); else a name
 * that says it is every listing. `typeName` and `placeName` are the names of the type and
 * place chosen by hand, which the search holds as ids.
 */
export function suggestedName(
  search: HomeSearch,
  chips: Chip[],
  names: { typeName?: string | null; placeName?: string | null } = {},
): string {
  const sentence = search.q.trim();
  if (sentence) return clip(sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1));
  const { beds } = search;
  const place = names.placeName;
  const parts = [
    names.typeName ?? null,
    search.category ? categoryHeadline(search.category) : null,
    beds !== null
      ? plural(beds, { one: 'at least # bedroom', other: 'at least # bedrooms' })
      : null,
    place ? t`in ${place}` : null,
    priceWords(search),
    ...chips.map((chip) => chip.label),
  ].filter((part): part is string => !!part);
  if (parts.length === 0) return t`All listings`;
  const name = parts.join(', ');
  return clip(name.charAt(0).toLocaleUpperCase() + name.slice(1));
}

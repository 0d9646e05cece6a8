import { plural, t } from '@lingui/core/macro';
import { CATEGORIES, type Category } from '@propdesk/shared';
import { categoryHeadline } from '../../components/listing-preview/format';
import { formatAmountWithCode } from '../../lib/format';

/** The part of a saved search's filters (the search request it was saved with) a summary reads. */
export interface SummaryFilters {
  category?: string;
  types?: string[];
  cities?: string[];
  suburbs?: string[];
  features?: string[];
  minBedrooms?: number;
  minBathrooms?: number;
  minPrice?: number;
  maxPrice?: number;
  currency?: string;
  area?: unknown;
}

function priceWords({ minPrice: min, maxPrice: max, currency }: SummaryFilters): string | null {
  if (min !== undefined && max !== undefined) {
    const low = formatAmountWithCode(min);
    const high = formatAmountWithCode(max, currency);
    return t`between ${low} and ${high}`;
  }
  if (max !== undefined) {
    const high = formatAmountWithCode(max, currency);
    return t`at most ${high}`;
  }
  if (min !== undefined) {
    const low = formatAmountWithCode(min, currency);
    return t`at least ${low}`;
  }
  return null;
}

function sortWords(sort: string): string | null {
  if (sort === 'price-asc') return t`lowest price first`;
  if (sort === 'price-desc') return t`highest price first`;
  return null;
}

/**
 * What a saved search looks for, on one line: the sentence typed, then its filters (types by
 * name where `typeName` knows them; places and features, held as ids, by their number), the
 * drawn area and the order. A search with none of these finds every listing, and says so.
 */
export function searchSummary(
  search: { query: string; filters: SummaryFilters; sort: string },
  typeName: (id: string) => string | undefined = () => undefined,
): string {
  const f = search.filters;
  const sentence = new URLSearchParams(search.query).get('q')?.trim();
  const places = (f.suburbs?.length ?? 0) + (f.cities?.length ?? 0);
  const features = f.features?.length ?? 0;
  const types = (f.types ?? []).map((id) => typeName(id));
  const { minBedrooms: beds, minBathrooms: baths } = f;
  const typeCount = types.length;
  const parts = [
    sentence ? `“${sentence}”` : null,
    CATEGORIES.includes(f.category as Category) ? categoryHeadline(f.category as Category) : null,
    types.length === 0
      ? null
      : types.every((name) => name !== undefined)
        ? types.join(', ')
        : plural(typeCount, { one: '# type', other: '# types' }),
    beds ? plural(beds, { one: 'at least # bedroom', other: 'at least # bedrooms' }) : null,
    baths ? plural(baths, { one: 'at least # bathroom', other: 'at least # bathrooms' }) : null,
    places ? plural(places, { one: 'in # place', other: 'in # places' }) : null,
    features ? plural(features, { one: 'with # feature', other: 'with # features' }) : null,
    priceWords(f),
    f.area ? t`in a drawn area` : null,
    sortWords(search.sort),
  ].filter((part): part is string => !!part);
  return parts.length ? parts.join(' · ') : t`Every listing`;
}

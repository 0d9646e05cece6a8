import { CATEGORY_LABELS, type Category } from '../constants';

export interface TitleParts {
  typeName?: string | null;
  category?: Category | null;
  suburbName?: string | null;
}

/**
 * The generated title of spec section 5: type name, ' for ' and the lowercased category,
 * ' in ' and the suburb name. QUICK_RENT reads as its label, 'short stay'. Missing parts are
 * left out rather than printed empty; with no type there is nothing to generate.
 */
export function generatePropertyTitle({ typeName, category, suburbName }: TitleParts): string {
  const type = typeName?.trim();
  if (!type) return '';
  let title = type;
  if (category) title += ` for ${CATEGORY_LABELS[category].toLowerCase()}`;
  const suburb = suburbName?.trim();
  if (suburb) title += ` in ${suburb}`;
  return title;
}

/** Title defaults to the name when empty (spec section 5). */
export function effectiveTitle(title: string | null | undefined, name: string): string {
  const trimmed = title?.trim();
  return trimmed ? trimmed : name.trim();
}

import { MAX_META_TAG_LENGTH, MAX_META_TAGS, metaTagList } from '@propdesk/shared';

export type KeywordChange = { tags: string[]; error?: undefined } | { error: string };

const TOO_MANY = `At most ${MAX_META_TAGS} keywords`;
const TOO_LONG = `A keyword must be at most ${MAX_META_TAG_LENGTH} characters`;

/** Checks a list the way the API will (shared normalisation, count and length). */
function checked(tags: string[]): KeywordChange {
  if (tags.some((t) => t.length > MAX_META_TAG_LENGTH)) return { error: TOO_LONG };
  if (tags.length > MAX_META_TAGS) return { error: TOO_MANY };
  return { tags };
}

/** Adds what was typed (commas make several keywords), normalised like the stored string. */
export function addKeywords(tags: string[], typed: string): KeywordChange {
  const added = metaTagList(typed);
  if (added.length === 0) return { tags };
  const fresh = added.filter((t) => !tags.includes(t));
  if (fresh.length === 0) return { error: `'${added[0]}' is already a keyword` };
  return checked([...tags, ...fresh]);
}

/** Replaces the keyword at `index` with what was typed; an empty edit removes it. */
export function replaceKeyword(tags: string[], index: number, typed: string): KeywordChange {
  const [first, ...rest] = metaTagList(typed);
  const others = tags.filter((_, i) => i !== index);
  if (!first) return { tags: others };
  if (rest.length > 0) return { error: 'Type one keyword when editing one' };
  if (others.includes(first)) return { error: `'${first}' is already a keyword` };
  return checked(tags.map((t, i) => (i === index ? first : t)));
}

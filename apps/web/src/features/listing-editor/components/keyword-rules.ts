import { t } from '@lingui/core/macro';
import { MAX_META_TAG_LENGTH, MAX_META_TAGS, metaTagList } from '@propdesk/shared';

/** A refused change says why, in the reader's language. */
export type KeywordChange = { tags: string[]; error?: undefined } | { error: string };

const tooMany = (most = MAX_META_TAGS) => t`At most ${most} keywords`;
const tooLong = (longest = MAX_META_TAG_LENGTH) =>
  t`A keyword must be at most ${longest} characters`;
// Apostrophes doubled: a single one before a brace would quote the placeholder (ICU).
const already = (keyword: string) => t`''${keyword}'' is already a keyword`;

/** Checks a list the way the API will (shared normalisation, count and length). */
function checked(tags: string[]): KeywordChange {
  if (tags.some((t) => t.length > MAX_META_TAG_LENGTH)) return { error: tooLong() };
  if (tags.length > MAX_META_TAGS) return { error: tooMany() };
  return { tags };
}

/** Adds what was typed (commas make several keywords), normalised like the stored string. */
export function addKeywords(tags: string[], typed: string): KeywordChange {
  const added = metaTagList(typed);
  if (added.length === 0) return { tags };
  const fresh = added.filter((t) => !tags.includes(t));
  if (fresh.length === 0) return { error: already(added[0]!) };
  return checked([...tags, ...fresh]);
}

/** Replaces the keyword at `index` with what was typed; an empty edit removes it. */
export function replaceKeyword(tags: string[], index: number, typed: string): KeywordChange {
  const [first, ...rest] = metaTagList(typed);
  const others = tags.filter((_, i) => i !== index);
  if (!first) return { tags: others };
  if (rest.length > 0) return { error: t`Type one keyword when editing one` };
  if (others.includes(first)) return { error: already(first) };
  return checked(tags.map((t, i) => (i === index ? first : t)));
}

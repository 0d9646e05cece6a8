export const MAX_META_TAGS = 20;
export const MAX_META_TAG_LENGTH = 40;

/**
 * Keyword tags are stored as one comma-separated string (spec section 3). Normalised: trimmed,
 * inner whitespace collapsed, lowercased, empty and duplicate tags dropped, order kept.
 */
export function normalizeMetaTags(input: string | readonly string[] | null | undefined): string {
  return metaTagList(input).join(',');
}

export function metaTagList(input: string | readonly string[] | null | undefined): string[] {
  if (!input) return [];
  const raw = typeof input === 'string' ? input.split(',') : input.flatMap((t) => t.split(','));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of raw) {
    const tag = part.replace(/\s+/g, ' ').trim().toLowerCase();
    if (!tag || seen.has(tag)) continue;
    seen.add(tag);
    tags.push(tag);
  }
  return tags;
}

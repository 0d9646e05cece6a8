/**
 * Text as searches compare it: accents dropped ('Ávila' → 'avila'), lowercased, spaces collapsed
 * and trimmed. Done in JavaScript so PGlite, which has no unaccent extension, matches the same
 * way PostgreSQL does.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const referenceWords = /* sql */ `
-- The site's reference words in its other languages: { "fr": { "name": "…", "description": "…" },
-- "ar": {...} }, only the keys a row has words for; the row's name (and description) stay its
-- original words, which every language without its own falls back to. The seeded rows get
-- theirs from the seed at start (reference data is upserted there, as it always was).
ALTER TABLE property_types ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE features ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE article_categories ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE event_categories ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');
`;

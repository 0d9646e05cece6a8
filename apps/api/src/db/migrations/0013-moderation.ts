export const moderation = /* sql */ `
-- What the listing looked like when a moderator last approved it (the fields a moderator
-- compares, as the API shows them); null until its first approval. The review page shows what
-- changed since.
ALTER TABLE properties ADD COLUMN approved_snapshot jsonb;
`;

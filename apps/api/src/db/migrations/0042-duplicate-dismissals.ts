export const duplicateDismissals = /* sql */ `
-- A moderator may mark a possible duplicate "not a duplicate" (flats of one block: one spot, one
-- type, prices close). The pair stays, dismissed, so the next check of either listing does not
-- raise it again; a stronger match (more photos in common, or a kind of match it did not have)
-- raises it again. The moderator is kept as the user who decided.
ALTER TABLE listing_duplicates
  ADD COLUMN dismissed_at timestamptz,
  ADD COLUMN dismissed_by integer REFERENCES users(id) ON DELETE SET NULL;
`;

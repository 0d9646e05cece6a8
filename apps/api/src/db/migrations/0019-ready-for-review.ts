export const readyForReview = /* sql */ `
-- When the agent sent the listing for review (the editor's 'Send for review'); null while it is
-- being filled in, and again once a moderator approves it or sends it back. The review queue's
-- Waiting tab lists the listings sent, oldest first; the others show as 'Being filled in'.
ALTER TABLE properties ADD COLUMN ready_for_review_at timestamptz;

-- Listings already waiting were finished under the old rule (every saved listing waited): they
-- stay in the Waiting tab. Every site's rows (migration 0015's policies), for this transaction.
SELECT set_config('app.tenant_id', 'all', true);
UPDATE properties SET ready_for_review_at = updated_at
  WHERE published = 'REVIEW' AND rejection_reason IS NULL;
`;

/** The units operations' shared OpenAPI wording. */
export const tags = ['Units'];

export const WRITERS =
  "Signed-in: the listing's agent only. 401 without a valid session; 403 'Only agents can " +
  "manage units' for customers, moderators and admins, 'Not your property' for another " +
  "agent's live listing, and for a session of another site; ";

export const UNIT_NOT_FOUND =
  "404 'Unit not found' for a unit that does not exist, belongs to another site or to a " +
  "listing hidden from the caller (another agent's listing in review or archived), or an " +
  'unknown site (X-Tenant); 400 for an id over 64 characters.';

export const listingsVersions = /* sql */ `
-- A counter per site that every listing write moves, so each server process learns within a
-- second that its cached listing answers for the site are out of date.
CREATE TABLE listings_versions (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 0
);
`;

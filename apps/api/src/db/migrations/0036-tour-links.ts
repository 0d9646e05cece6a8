export const tourLinks = /* sql */ `
-- A listing's video or virtual tour: the provider's plain address (YouTube, Vimeo, Matterport,
-- Kuula), checked against the allow-list before it is stored; null when there is none.
ALTER TABLE properties ADD COLUMN tour_url text;
`;

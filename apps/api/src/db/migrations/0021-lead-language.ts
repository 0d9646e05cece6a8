export const leadLanguage = /* sql */ `
-- The language of the request that sent a lead (Accept-Language negotiated against the site's
-- languages): the person's mails about it (replies, viewing decisions) are written in it. Null for
-- the leads sent before: the site's default language then.
ALTER TABLE leads ADD COLUMN language text;
`;

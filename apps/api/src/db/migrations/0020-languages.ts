export const languages = /* sql */ `
-- Each site's languages: the one a visitor gets when none of theirs is offered, and the ones
-- offered (the default always among them; the API keeps it so, the check makes sure).
ALTER TABLE tenants
  ADD COLUMN default_language text NOT NULL DEFAULT 'en',
  ADD COLUMN languages text[] NOT NULL DEFAULT '{en}';
ALTER TABLE tenants
  ADD CONSTRAINT tenants_default_language_offered CHECK (default_language = ANY (languages));

-- The language a person chose for themselves; null until they choose (the site's default then).
ALTER TABLE users ADD COLUMN language text;
`;

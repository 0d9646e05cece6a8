/** The articles operations' shared OpenAPI wording. */
export const tags = ['Articles'];

export const READERS = 'Anyone; no session needed. 404 for an unknown site (X-Tenant).';

export const STAFF =
  "Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only " +
  "moderators can manage articles' for agents and customers, 'This session belongs to another " +
  "site' for a session of another site.";

export const ONE_ARTICLE =
  "404 'Article not found' for an article that does not exist or belongs to another site; 400 " +
  'for an id over 80 characters. The id may be the publicId or the slug.';

export const BAD_BODY =
  "400 with the field for a title under 3 or over 160 characters ('Title is required', 'Title " +
  "must be at least 3 characters'), a summary over 300 characters, an empty body or one over " +
  '50,000 characters, an address (slug) that is not lowercase letters, digits and single ' +
  "dashes, an unknown category ('Unknown article category'), published not a boolean, or a " +
  "body that is not JSON. 409 'Another article already uses this address' for a slug given " +
  'that another article of the site has; a slug made from the title gets -2, -3... instead. ' +
  'Unknown fields are ignored.';

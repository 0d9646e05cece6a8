/** The banners operations' shared OpenAPI wording. */
export const tags = ['Banners'];

export const STAFF =
  "Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only " +
  "moderators can manage banners' for agents and customers, 'This session belongs to another " +
  "site' for a session of another site.";

export const ONE_BANNER =
  "404 'Banner not found' for a banner that does not exist or belongs to another site; 400 for " +
  'an id over 64 characters.';

export const BAD_BODY =
  "400 with the field for a missing title ('Title is required'), an unknown type, a link that " +
  'is not http(s), a negative or too large position, a start or end that is not an ISO ' +
  "date-time with an offset, a start after the end ('Start must not be after end', on endsAt), " +
  'text over its limit, or a body that is not JSON. Unknown fields are ignored.';

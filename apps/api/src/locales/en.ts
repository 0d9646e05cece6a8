/**
 * The English messages the API answers with, in errors and validation details: the source of the
 * French and Arabic catalogs beside it. A message is its own id, so English answers stay word for
 * word what the code writes. `npm run i18n:check:api` fails when a literal message in the code is
 * missing here, and typecheck fails when French or Arabic lacks one.
 */
export const API_MESSAGES = [
  // The framework's and the error handler's own words.
  'The request body is not valid JSON',
  'The request body is empty',
  'The request body is too large',
  'Unsupported content type',
  'Invalid Content-Length header',
  'The file is too large',
  'Too many parts in the upload',
  'Too many files in the upload',
  'Too many fields in the upload',
  'Expected a multipart upload',
  'The request is not valid',
  'Invalid value',
  'Required',
  'Text must not contain NUL characters',
  'A value in the request is not valid',
  'Something went wrong on our side. Please try again.',
  'The address is not a valid URL',
  'A value in the address is too long',
  // Not found.
  'Agent not found',
  'Amenity not found',
  'City not found',
  'Country not found',
  'Customer not found',
  'Event category not found',
  'Feature not found',
  'Image not found',
  'No place found',
  'Property not found',
  'Property type not found',
  'Suburb not found',
  'Tenant not found',
  'Translation not found',
  'Tenant not found: send the X-Tenant header',
  'Unit not found',
  'User not found',
  // Public pages' heads, as the server writes them ({site}: the site's name).
  'Homes, land and offices for sale and to rent on {site}.',
  // Signing in and accounts.
  'An account with this email already exists',
  'Invalid credentials',
  'Invalid access token. Please sign in again.',
  'Please sign in to continue',
  'The Authorization header must be "Bearer <token>"',
  'This reset link is invalid or has expired. Request a new one.',
  'This session belongs to another site',
  'Your account no longer exists',
  'Your email address is already confirmed.',
  'Your session has ended. Please sign in again.',
  'Your session has expired. Please sign in again.',
  // Permissions.
  'Not your property',
  'Only agents can manage listings',
  'Only agents can manage property images',
  'Only moderators and admins can read the audit log',
  'Only moderators can change whether a listing is published',
  'Only moderators can manage agents',
  'Only moderators can manage banners',
  'Only moderators can review listings',
  'Only moderators can verify agents',
  'You can only change your own logo',
  'You can only change your own profile',
  'You can only create listings under your own agent id',
  'You can only look up your own account',
  'You can only request viewings for yourself',
  'You can only see your own profile',
  'You can only see your own requests',
  // Listings and images.
  'A moderator has already approved this listing: it is live',
  'Choose at least one image to upload',
  'Could not delete image',
  'Invalid file name',
  'That image does not belong to this property',
  'The image could not be read',
  'The logo must be square: crop it to 1:1',
  'The suburb, city and country do not match',
  'This is your listing',
  'This listing does not have that feature',
  // Limits, uploads and viewings.
  'We have sent several links already. Please wait 15 minutes before asking again.',
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  'Too many sign-ups from this address. Please wait 15 minutes and try again.',
  'The file contains markup and is not a plain image',
  'The profile photo must have an 8:5 aspect ratio: crop it first',
  'The upload could not be read: send the images as multipart/form-data, complete',
  'Only the person who asked can cancel a viewing: decline it instead',
  // Languages.
  'Offer at least one language',
  'Each language can be offered once',
  'The default language must be one of the offered languages',
  'Choose one of the languages this site offers',
  "This is the listing's original language: edit the listing itself",
  'Enter the title',
  "Only admins can change the site's languages",
] as const;

export type ApiMessage = (typeof API_MESSAGES)[number];

/** A catalog: every English message in another language. */
export type ApiCatalog = Readonly<Record<ApiMessage, string>>;

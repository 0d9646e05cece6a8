/** The events operations' shared OpenAPI wording. */
export const tags = ['Events'];

export const READERS = 'Anyone; no session needed. 404 for an unknown site (X-Tenant); ';

export const WRITERS =
  "Signed-in: the event's agent only. 401 without a valid session; 403 'Only agents can " +
  "manage events' for customers, moderators and admins, 'Not your event' for another agent " +
  "of the site, and for a session of another site; 404 'Event not found' for an event that " +
  'does not exist or belongs to another site; 400 for an id over 64 characters.';

export const BAD_BODY =
  "400 with the field for a missing name ('Name is required'), a start or end that is not an " +
  "ISO date-time with an offset, a start after the end ('Start must not be after end', on " +
  "end), no location, suburb or live link ('Add a location, a suburb or a live link', on " +
  'location), a live link or registration address that is not http(s), a negative or too ' +
  "large capacity or rate, a rate with more than 2 decimals, an unknown category ('Unknown " +
  "event category') or suburb ('Unknown suburb'), text over its limit, or a body that is " +
  'not JSON. Past dates are allowed (an agent records a past event). Unknown fields are ignored.';

export const CANCELLED = "409 'A cancelled event cannot be changed' for a cancelled event.";

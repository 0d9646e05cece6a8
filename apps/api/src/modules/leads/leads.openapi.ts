/** The leads operations' shared OpenAPI wording. */
export const tags = ['Leads'];

export const SENDERS =
  "Anyone; a session is optional: a signed-in customer's lead is linked to them (customerId). " +
  "404 for an unknown site (X-Tenant), 'Property not found' for a listing that does not exist, " +
  "is not live (in review, rejected or archived) or belongs to another site; 409 'This is your " +
  "listing' for the listing's own agent. 400 'Your message could not be sent' when the hidden " +
  "website field (a trap for robots) is filled in: nothing is stored or sent. 429 'Too many " +
  "requests from you. Please wait and try again.' over the site's limits: LEAD_LIMIT_PER_ADDRESS " +
  '(5) leads from one client address in 15 minutes, LEAD_LIMIT_PER_EMAIL (10) from one email ' +
  "in 24 hours. The listing's agent is emailed (notice lead.created, and the webhook when " +
  'MESSAGING_WEBHOOK_URL is set) in the same transaction as the lead.';

export const TIMES_RULES =
  "400 with the field for 0 times ('Choose at least one time') or more than 3 ('Choose at most " +
  "3 times'), a time in the past ('Choose a time in the future') or beyond 90 days ('Choose a " +
  "time in the next 90 days'), a time without an offset, a message over 2000 characters, a " +
  'bad phone, or text with NUL characters.';

export const AGENTS =
  "Signed-in agents: the listing's agent only. 401 without a valid session; 403 'Only agents " +
  "can manage leads' for customers, moderators and admins; 404 'Lead not found' for another " +
  "agent's lead, a lead of another site, or an unknown id.";

export const LIST_RULES =
  'Newest activity first (a new lead, a reply, a status change, a cancellation), ties by id. ' +
  '400 for a page under 1, a page size outside 1 to 50, or an unknown kind or status. A listing ' +
  '(property) the site does not have matches nothing.';

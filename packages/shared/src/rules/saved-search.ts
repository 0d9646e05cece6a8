/** How often a saved search's alerts go out; paused sends none. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'paused'] as const;
export type AlertFrequencyName = (typeof ALERT_FREQUENCIES)[number];

/** The public search's orders a saved search keeps. */
export const SAVED_SEARCH_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type SavedSearchSort = (typeof SAVED_SEARCH_SORTS)[number];

export const SAVED_SEARCH_LIMITS = {
  name: { min: 1, max: 80 },
  /** The site home's address query a search opens again. */
  query: 2000,
  /** Saved searches one account keeps. */
  perAccount: 50,
  /** A visitor's address: searches waiting for confirmation at once. */
  unconfirmedPerEmail: 10,
  /** A visitor's address: confirmation mails within an hour. */
  confirmationsPerHour: 5,
  /** How long a confirmation link works. */
  confirmDays: 7,
} as const;

/** The API's words about saved searches; the dashboard shows its own translations of them. */
export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Enter a name for the search',
  nameTooLong: `The name has at most ${SAVED_SEARCH_LIMITS.name.max} characters`,
  queryTooLong: `The search address has at most ${SAVED_SEARCH_LIMITS.query} characters`,
  emailRequired: 'Enter your e-mail address to hear about this search',
  tooManySearches: `You have ${SAVED_SEARCH_LIMITS.perAccount} saved searches: delete one to save another`,
  tooManyUnconfirmed:
    'This address has too many searches waiting for confirmation: confirm them first',
  tooManyMails: 'Too many confirmation e-mails for this address. Please try again in an hour.',
  badToken: 'This confirmation link is not valid or has expired. Save the search again.',
  badLink: 'This link is not valid, or its search was deleted.',
  notFound: 'Saved search not found',
  unknownType: 'A property type of this search no longer exists',
  unknownSuburb: 'A suburb of this search no longer exists',
  unknownCity: 'A city of this search no longer exists',
  unknownFeature: 'A feature of this search no longer exists',
} as const;

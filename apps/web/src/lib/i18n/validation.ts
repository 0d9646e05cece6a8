import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The validation messages of the shared schemas (packages/shared), in the reader's language.
 * The schemas word their messages in English, which the API also answers with; the web keys each
 * English message (or its pattern, for one built with values) to a message of its catalogs.
 * A message the web does not know stays English. `validation.test.ts` fails when a message the
 * shared schemas can produce has no entry here.
 */

/** Messages written out in full. */
const EXACT: Record<string, MessageDescriptor> = {
  Required: msg`Required`,
  'Invalid input': msg`Invalid input`,
  'Enter a valid email address': msg`Enter a valid email address`,
  'Enter a valid phone number': msg`Enter a valid phone number`,
  'Enter the agency name': msg`Enter the agency name`,
  'Text must not contain NUL characters': msg`Text must not contain NUL characters`,
  'Say whether the agency is verified': msg`Say whether the agency is verified`,
  'Select the amenity type': msg`Select the amenity type`,
  'Amenity requires a location': msg`Amenity requires a location`,
  'Write the article': msg`Write the article`,
  'Enter the title': msg`Enter the title`,
  "This is the listing's original language: edit the listing itself": msg`This is the listing's original language: edit the listing itself`,
  'Translation not found': msg`Translation not found`,
  'Use lowercase letters, digits and single dashes in the address': msg`Use lowercase letters, digits and single dashes in the address`,
  'Another article already uses this address': msg`Another article already uses this address`,
  'Add letters or digits to the title, or choose an address': msg`Add letters or digits to the title, or choose an address`,
  'Unknown article category': msg`Unknown article category`,
  'Article not found': msg`Article not found`,
  'Article category not found': msg`Article category not found`,
  'Only moderators can manage articles': msg`Only moderators can manage articles`,
  'Published must be true or false': msg`Published must be true or false`,
  'must be an ISO date (2026-11-23) or date-time with an offset (2026-11-23T08:00:00Z)': msg`must be an ISO date (2026-11-23) or date-time with an offset (2026-11-23T08:00:00Z)`,
  'User id is at most 64 characters': msg`User id is at most 64 characters`,
  'Action must be a lower-case word such as update': msg`Action must be a lower-case word such as update`,
  'Start must not be after end': msg`Start must not be after end`,
  'Enter a date and time with an offset': msg`Enter a date and time with an offset`,
  'Each banner is named by its public id': msg`Each banner is named by its public id`,
  'ids must be a list of the banners in their new order': msg`ids must be a list of the banners in their new order`,
  'Name at least one banner': msg`Name at least one banner`,
  'Each banner may appear only once': msg`Each banner may appear only once`,
  'Add a location, a suburb or a live link': msg`Add a location, a suburb or a live link`,
  'Enter a link that starts with http:// or https://': msg`Enter a link that starts with http:// or https://`,
  'Enter a date and time': msg`Enter a date and time`,
  'Enter the start date and time': msg`Enter the start date and time`,
  'Enter the end date and time': msg`Enter the end date and time`,
  'Select a type': msg`Select a type`,
  'Choose a time in the future': msg`Choose a time in the future`,
  'Choose at least one time': msg`Choose at least one time`,
  'Your message could not be sent': msg`Your message could not be sent`,
  'Too many requests from you. Please wait and try again.': msg`Too many requests from you. Please wait and try again.`,
  'Choose the agreed date and time': msg`Choose the agreed date and time`,
  'Enter a reply': msg`Enter a reply`,
  'Choose confirmed, declined or done': msg`Choose confirmed, declined or done`,
  'Service charge applies only to serviced properties': msg`Service charge applies only to serviced properties`,
  'Select at least one listing': msg`Select at least one listing`,
  'Each listing may be named only once': msg`Each listing may be named only once`,
  'Type the number of listings to delete': msg`Type the number of listings to delete`,
  'The number typed is not the number of listings selected': msg`The number typed is not the number of listings selected`,
  'Use a link to a YouTube or Vimeo video, or a Matterport or Kuula tour': msg`Use a link to a YouTube or Vimeo video, or a Matterport or Kuula tour`,
  'Choose no watermark or a text watermark': msg`Choose no watermark or a text watermark`,
  'Write the text of the watermark': msg`Write the text of the watermark`,
  "The watermark's text is at most 40 characters": msg`The watermark's text is at most 40 characters`,
  "The watermark's text is one line": msg`The watermark's text is one line`,
  'Choose a corner or the centre': msg`Choose a corner or the centre`,
  'The opacity is a whole number from 10 to 100 %': msg`The opacity is a whole number from 10 to 100 %`,
  "The size is a whole number from 2 to 12 % of the photo's width": msg`The size is a whole number from 2 to 12 % of the photo's width`,
  "Only admins can change the site's watermark": msg`Only admins can change the site's watermark`,
  'Select a category': msg`Select a category`,
  'Select a price type': msg`Select a price type`,
  'Select an area unit': msg`Select an area unit`,
  'Enter the property name': msg`Enter the property name`,
  'Enter the year built (YYYY) or a date': msg`Enter the year built (YYYY) or a date`,
  'Select a currency': msg`Select a currency`,
  'Altitude is out of range': msg`Altitude is out of range`,
  'You have not selected a valid type': msg`You have not selected a valid type`,
  'Select a suburb': msg`Select a suburb`,
  'Unknown field in the mapping': msg`Unknown field in the mapping`,
  'Give both latitude and longitude, or neither': msg`Give both latitude and longitude, or neither`,
  'Address not found': msg`Address not found`,
  'Only admins can manage site addresses': msg`Only admins can manage site addresses`,
  "Choose one of the site's currencies": msg`Choose one of the site's currencies`,
  "Only admins can change the site's details": msg`Only admins can change the site's details`,
  'Site details saved': msg`Site details saved`,
  'Offer at least one language': msg`Offer at least one language`,
  'Each language can be offered once': msg`Each language can be offered once`,
  'The default language must be one of the offered languages': msg`The default language must be one of the offered languages`,
  'Choose one of the languages this site offers': msg`Choose one of the languages this site offers`,
  'Languages saved': msg`Languages saved`,
  "Only admins can change the site's languages": msg`Only admins can change the site's languages`,
  'Choose at least one scope': msg`Choose at least one scope`,
  'Choose scopes from the list': msg`Choose scopes from the list`,
  'Each scope can be chosen once': msg`Each scope can be chosen once`,
  'Phone number detected': msg`Phone number detected`,
  'Email detected': msg`Email detected`,
  'Password needs at least 8 characters': msg`Password needs at least 8 characters`,
  'Password needs a lowercase letter': msg`Password needs a lowercase letter`,
  'Password needs an uppercase letter': msg`Password needs an uppercase letter`,
  'Password needs a digit': msg`Password needs a digit`,
  'Password needs a special character': msg`Password needs a special character`,
  'This password is too common; choose another': msg`This password is too common; choose another`,
  // A listing import's row (packages/shared listing-csv rules, the API's listing-imports module).
  'AgentReference is required': msg`AgentReference is required`,
  'Must be yes or no': msg`Must be yes or no`,
  'Must be a number': msg`Must be a number`,
  'Photos must be http or https addresses': msg`Photos must be http or https addresses`,
  'Enter the property type': msg`Enter the property type`,
  'Empty row': msg`Empty row`,
  'Something went wrong on our side. Please try again.': msg`Something went wrong on our side. Please try again.`,
  'The uploaded file is no longer stored': msg`The uploaded file is no longer stored`,
  'The agent of this import no longer exists': msg`The agent of this import no longer exists`,
  // Why a photo by address was not added (the API's photo fetcher and image pipeline).
  'The photo address is not allowed': msg`The photo address is not allowed`,
  'The photo could not be downloaded': msg`The photo could not be downloaded`,
  'The photo is too large': msg`The photo is too large`,
  'The photo took too long to download': msg`The photo took too long to download`,
  'The token endpoint answered no access_token': msg`The token endpoint answered no access_token`,
  'Another server process took this source over': msg`Another server process took this source over`,
  'The client secret can no longer be read: enter it again': msg`The client secret can no longer be read: enter it again`,
  'The run failed': msg`The run failed`,
  'The photo address redirects too many times': msg`The photo address redirects too many times`,
  'The image could not be read': msg`The image could not be read`,
  'Only JPEG, PNG and WebP images are accepted': msg`Only JPEG, PNG and WebP images are accepted`,
  'The file contains markup and is not a plain image': msg`The file contains markup and is not a plain image`,
  // A RESO replication run's listing (the API's reso-sources module).
  'The record has no ListingKey': msg`The record has no ListingKey`,
  'The record has no SubdivisionName': msg`The record has no SubdivisionName`,
  'The mapped agent is no longer an agent here': msg`The mapped agent is no longer an agent here`,
  'The agent of this listing no longer exists': msg`The agent of this listing no longer exists`,
  'Withdrawn from the source': msg`Withdrawn from the source`,
  // A saved search (packages/shared saved-search.ts, the API's saved-searches module).
  'Enter a name for the search': msg`Enter a name for the search`,
  'Enter your e-mail address to hear about this search': msg`Enter your e-mail address to hear about this search`,
  'This address has too many searches waiting for confirmation: confirm them first': msg`This address has too many searches waiting for confirmation: confirm them first`,
  'Too many confirmation e-mails for this address. Please try again in an hour.': msg`Too many confirmation e-mails for this address. Please try again in an hour.`,
  'This confirmation link is not valid or has expired. Save the search again.': msg`This confirmation link is not valid or has expired. Save the search again.`,
  'This link is not valid, or its search was deleted.': msg`This link is not valid, or its search was deleted.`,
  'Saved search not found': msg`Saved search not found`,
  'A property type of this search no longer exists': msg`A property type of this search no longer exists`,
  'A suburb of this search no longer exists': msg`A suburb of this search no longer exists`,
  'A city of this search no longer exists': msg`A city of this search no longer exists`,
  'A feature of this search no longer exists': msg`A feature of this search no longer exists`,
  'Write this on one line, without control characters': msg`Write this on one line, without control characters`,
  'Text must not contain control characters': msg`Text must not contain control characters`,
  'An agency is verified with a reason, on its verification, not with its profile': msg`An agency is verified with a reason, on its verification, not with its profile`,
};

/** The fields the schemas name in their messages ('Title must be at most 160 characters'). */
const FIELDS: Record<string, MessageDescriptor> = {
  Name: msg({ message: 'Name', context: 'field named in a validation message' }),
  Title: msg({ message: 'Title', context: 'field named in a validation message' }),
  Subtitle: msg({ message: 'Subtitle', context: 'field named in a validation message' }),
  Summary: msg({ message: 'Summary', context: 'field named in a validation message' }),
  Description: msg({ message: 'Description', context: 'field named in a validation message' }),
  Keywords: msg({ message: 'Keywords', context: 'field named in a validation message' }),
  Message: msg({ message: 'Message', context: 'field named in a validation message' }),
  Reply: msg({ message: 'Reply', context: 'field named in a validation message' }),
  Email: msg({ message: 'Email', context: 'field named in a validation message' }),
  Password: msg({ message: 'Password', context: 'field named in a validation message' }),
  Links: msg({ message: 'Links', context: 'field named in a validation message' }),
  Link: msg({ message: 'Link', context: 'field named in a validation message' }),
  Location: msg({ message: 'Location', context: 'field named in a validation message' }),
  Label: msg({ message: 'Label', context: 'field named in a validation message' }),
  Street: msg({ message: 'Street', context: 'field named in a validation message' }),
  City: msg({ message: 'City', context: 'field named in a validation message' }),
  Country: msg({ message: 'Country', context: 'field named in a validation message' }),
  Position: msg({ message: 'Position', context: 'field named in a validation message' }),
  Capacity: msg({ message: 'Capacity', context: 'field named in a validation message' }),
  Rate: msg({ message: 'Rate', context: 'field named in a validation message' }),
  Price: msg({ message: 'Price', context: 'field named in a validation message' }),
  Deposit: msg({ message: 'Deposit', context: 'field named in a validation message' }),
  'Rental price': msg({ message: 'Rental price', context: 'field named in a validation message' }),
  'Rent-to-own price': msg({
    message: 'Rent-to-own price',
    context: 'field named in a validation message',
  }),
  'Sale price': msg({ message: 'Sale price', context: 'field named in a validation message' }),
  'Service charge': msg({
    message: 'Service charge',
    context: 'field named in a validation message',
  }),
  Area: msg({ message: 'Area', context: 'field named in a validation message' }),
  Latitude: msg({ message: 'Latitude', context: 'field named in a validation message' }),
  Longitude: msg({ message: 'Longitude', context: 'field named in a validation message' }),
  Altitude: msg({ message: 'Altitude', context: 'field named in a validation message' }),
  'Year built': msg({ message: 'Year built', context: 'field named in a validation message' }),
  Currency: msg({ message: 'Currency', context: 'field named in a validation message' }),
  'The article': msg({ message: 'The article', context: 'field named in a validation message' }),
  'The address': msg({ message: 'The address', context: 'field named in a validation message' }),
};

type Translate = (i18n: I18n) => string;

interface Rule {
  pattern: RegExp;
  translate: (values: string[]) => Translate | undefined;
}

/** A message with values only: the values stay as written (numbers, codes). */
const withValues = (
  pattern: RegExp,
  describe: (...values: string[]) => MessageDescriptor,
): Rule => ({
  pattern,
  translate: (values) => (i18n) => i18n._(describe(...values)),
});

/**
 * A name or reference from a file or a feed, isolated as `<bdi>` would: an Arabic suburb's name
 * in a French sentence keeps its own direction and leaves the sentence's alone.
 */
const isolate = (value: string) => `\u2068${value}\u2069`;
/** Each value isolated; an optional part of a pattern that did not match stays undefined. */
const isolateAll = (values: string[]) =>
  values.map((value: string | undefined) =>
    value === undefined ? value : isolate(value),
  ) as string[];

/** A message with names in it: each kept as written, isolated from the sentence around it. */
const withNames = (
  pattern: RegExp,
  describe: (...values: string[]) => MessageDescriptor,
): Rule => ({
  pattern,
  translate: (values) => (i18n) => i18n._(describe(...isolateAll(values))),
});

/**
 * A message that wraps another (a photo's address, then why it was not added): the inner one
 * is translated when the web knows it, else kept English.
 */
const wrapping = (
  pattern: RegExp,
  describe: (inner: string, ...values: string[]) => MessageDescriptor,
): Rule => ({
  pattern,
  translate:
    ([inner = '', ...values]) =>
    (i18n) =>
      i18n._(describe(validationMessage(inner, i18n), ...isolateAll(values))),
});

/** A message that names a field first: the field is translated, the other values kept. */
const withField = (
  pattern: RegExp,
  describe: (field: string, ...values: string[]) => MessageDescriptor,
): Rule => ({
  pattern,
  translate: ([label = '', ...values]) => {
    const name = FIELDS[label];
    return name && ((i18n) => i18n._(describe(i18n._(name), ...values)));
  },
});

/** Messages built with values, each with its values as named placeholders. */
const RULES: Rule[] = [
  withValues(
    /^The name has at most (-?[\d,]+) characters$/,
    (max) => msg`The name has at most ${max} characters`,
  ),
  withValues(
    /^The search address has at most (-?[\d,]+) characters$/,
    (max) => msg`The search address has at most ${max} characters`,
  ),
  withValues(
    /^You have (-?[\d,]+) saved searches: delete one to save another$/,
    (max) => msg`You have ${max} saved searches: delete one to save another`,
  ),
  withField(
    /^(.+) must be at most (-?[\d,]+) characters$/,
    (field, max) => msg`${field} must be at most ${max} characters`,
  ),
  withField(
    /^(.+) must be at least (-?[\d,]+) characters$/,
    (field, min) => msg`${field} must be at least ${min} characters`,
  ),
  withField(
    /^(.+) must be between (-?[\d,]+) and (-?[\d,]+)$/,
    (field, min, max) => msg`${field} must be between ${min} and ${max}`,
  ),
  withField(/^(.+) is required$/, (field) => msg`${field} is required`),
  withField(/^(.+) must be a number$/, (field) => msg`${field} must be a number`),
  withField(/^(.+) must be a whole number$/, (field) => msg`${field} must be a whole number`),
  withField(/^(.+) cannot be negative$/, (field) => msg`${field} cannot be negative`),
  withField(/^(.+) is too large$/, (field) => msg`${field} is too large`),
  withField(
    /^(.+) can have at most 2 decimals$/,
    (field) => msg`${field} can have at most 2 decimals`,
  ),
  withValues(/^Must be one of (.+)$/, (values) => msg`Must be one of ${values}`),
  withValues(/^Unknown entity: use (.+)$/, (values) => msg`Unknown entity: use ${values}`),
  withValues(
    /^Unknown banner type: use (.+)$/,
    (values) => msg`Unknown banner type: use ${values}`,
  ),
  withValues(
    /^Choose one of the languages Propdesk offers \((.+)\)$/,
    (codes) => msg`Choose one of the languages Propdesk offers (${codes})`,
  ),
  withValues(
    /^Choose a time in the next (-?[\d,]+) days$/,
    (days) => msg`Choose a time in the next ${days} days`,
  ),
  withValues(/^Choose at most (-?[\d,]+) times$/, (max) => msg`Choose at most ${max} times`),
  withValues(/^At most (-?[\d,]+) keywords$/, (max) => msg`At most ${max} keywords`),
  withValues(
    /^The field (\w+) is mapped twice$/,
    (field) => msg`The field ${field} is mapped twice`,
  ),
  withValues(
    /^A keyword must be at most (-?[\d,]+) characters$/,
    (max) => msg`A keyword must be at most ${max} characters`,
  ),
  withValues(
    /^Give a reason of at least (-?[\d,]+) characters$/,
    (min) => msg`Give a reason of at least ${min} characters`,
  ),
  withValues(
    /^Keep the reason under (-?[\d,]+) characters$/,
    (max) => msg`Keep the reason under ${max} characters`,
  ),
  withValues(
    /^A site lists at most (-?[\d,]+) offices$/,
    (max) => msg`A site lists at most ${max} offices`,
  ),
  withValues(
    /^At most (-?[\d,]+) banners can be ordered at once$/,
    (max) => msg`At most ${max} banners can be ordered at once`,
  ),
  withValues(
    /^Enter a name of at least (-?[\d,]+) characters$/,
    (min) => msg`Enter a name of at least ${min} characters`,
  ),
  withValues(
    /^Enter a message of at least (-?[\d,]+) characters$/,
    (min) => msg`Enter a message of at least ${min} characters`,
  ),
  withField(
    /^(.+) must be one of (.+)$/,
    (field, values) => msg`${field} must be one of ${values}`,
  ),
  // A listing import's row.
  withValues(/^At most (-?[\d,]+) characters$/, (max) => msg`At most ${max} characters`),
  withValues(/^At most (-?[\d,]+) photos$/, (max) => msg`At most ${max} photos`),
  withValues(
    /^At most (-?[\d,]+) listings at a time$/,
    (max) => msg`At most ${max} listings at a time`,
  ),
  withValues(
    /^Must be a whole number from (-?[\d,]+) to (-?[\d,]+)$/,
    (min, max) => msg`Must be a whole number from ${min} to ${max}`,
  ),
  // The typed name may itself hold quotes: the suggestion starts at the first "'. Did you mean '".
  withNames(
    /^Unknown type '(.+?)'\. Did you mean '(.+)'\?$/s,
    (typed, close) => msg`Unknown type '${typed}'. Did you mean '${close}'?`,
  ),
  withNames(
    /^Unknown suburb '(.+?)'\. Did you mean '(.+)'\?$/s,
    (typed, close) => msg`Unknown suburb '${typed}'. Did you mean '${close}'?`,
  ),
  withNames(
    /^Unknown city '(.+?)'\. Did you mean '(.+)'\?$/s,
    (typed, close) => msg`Unknown city '${typed}'. Did you mean '${close}'?`,
  ),
  withNames(
    /^Unknown country '(.+?)'\. Did you mean '(.+)'\?$/s,
    (typed, close) => msg`Unknown country '${typed}'. Did you mean '${close}'?`,
  ),
  withNames(/^Unknown type '(.+)'\.$/s, (typed) => msg`Unknown type '${typed}'.`),
  withNames(/^Unknown suburb '(.+)'\.$/s, (typed) => msg`Unknown suburb '${typed}'.`),
  withNames(/^Unknown city '(.+)'\.$/s, (typed) => msg`Unknown city '${typed}'.`),
  withNames(/^Unknown country '(.+)'\.$/s, (typed) => msg`Unknown country '${typed}'.`),
  withNames(
    /^There are several suburbs named '(.+)': add the City column$/s,
    (name) => msg`There are several suburbs named '${name}': add the City column`,
  ),
  withNames(
    /^'(.+)' is also on row (\d+): a listing can be in the file once$/s,
    (reference, row) =>
      msg`'${reference}' is also on row ${row}: a listing can be in the file once`,
  ),
  withValues(
    /^this site has no (BEDROOM|BATHROOM) feature$/,
    (feature) => msg`this site has no ${feature} feature`,
  ),
  {
    pattern: /^Photo (\S+) not added: (.+)$/s,
    translate:
      ([url = '', reason = '']) =>
      (i18n) => {
        const address = isolate(url);
        const why = validationMessage(reason, i18n);
        return i18n._(msg`Photo ${address} not added: ${why}`);
      },
  },
  wrapping(/^Photos not added: (.+)$/s, (reason) => msg`Photos not added: ${reason}`),
  wrapping(
    /^The file could not be read: (.+)$/s,
    (reason) => msg`The file could not be read: ${reason}`,
  ),
  {
    pattern: /^The image is (\d+)x(\d+) pixels; photos must be at least (\d+)x(\d+)$/,
    translate:
      ([width, height, minWidth, minHeight]) =>
      (i18n) => {
        const size = isolate(`${width}x${height}`);
        const least = isolate(`${minWidth}x${minHeight}`);
        return i18n._(msg`The image is ${size} pixels; photos must be at least ${least}`);
      },
  },
  {
    pattern: /^The image is (\d+)x(\d+) pixels; at most ([\d.]+) megapixels are accepted$/,
    translate:
      ([width, height, most = '']) =>
      (i18n) => {
        const size = isolate(`${width}x${height}`);
        return i18n._(msg`The image is ${size} pixels; at most ${most} megapixels are accepted`);
      },
  },
  withValues(
    /^([A-Z_]+) holds at most (\d+) images: (\d+) more can be added$/,
    (room, most, left) => msg`${room} holds at most ${most} images: ${left} more can be added`,
  ),
  withValues(
    /^([A-Z_]+) already holds (\d+) images: delete one to add another$/,
    (room, most) => msg`${room} already holds ${most} images: delete one to add another`,
  ),
  // A room count the listing's type does not offer (the features module).
  {
    pattern: /^([A-Z_]+) does not apply to (.+)$/s,
    translate:
      ([feature = '', type = '']) =>
      (i18n) => {
        const name = isolate(type);
        return i18n._(msg`${feature} does not apply to ${name}`);
      },
  },
  // A RESO replication run's listing.
  withNames(
    /^No type of this site matches '(.+)'$/s,
    (name) => msg`No type of this site matches '${name}'`,
  ),
  withNames(
    /^No suburb of this site is named '(.+)'$/s,
    (name) => msg`No suburb of this site is named '${name}'`,
  ),
  withNames(
    /^Several suburbs of this site are named '(.+)'$/s,
    (name) => msg`Several suburbs of this site are named '${name}'`,
  ),
  withNames(
    /^No agent of this site is mapped to member '(.*)' or office '(.*)'$/s,
    (member, office) =>
      msg`No agent of this site is mapped to member '${member}' or office '${office}'`,
  ),
  withNames(/^Not active there \((.*)\)$/s, (status) => msg`Not active there (${status})`),
  withNames(/^([\w ]+) there$/, (status) => msg`${status} there`),
  // A RESO source's remote server, as a run or a connection test met it.
  withNames(
    /^(\S+) took too long to answer$/,
    (address) => msg`${address} took too long to answer`,
  ),
  withNames(
    /^The address (\S+) is not allowed \(only public http\(s\) servers\)$/,
    (address) => msg`The address ${address} is not allowed (only public http(s) servers)`,
  ),
  withNames(
    /^(\S+) answered more than (\d+) bytes$/,
    (address, bytes) => msg`${address} answered more than ${bytes} bytes`,
  ),
  withNames(/^(\S+) could not be reached$/, (address) => msg`${address} could not be reached`),
  withNames(/^(\S+) did not answer JSON$/, (address) => msg`${address} did not answer JSON`),
  withNames(
    /^The token endpoint refused the credentials \((\d+)\)(?: \((.+)\))?$/,
    (status, detail) =>
      detail
        ? msg`The token endpoint refused the credentials (${status}): ${detail}`
        : msg`The token endpoint refused the credentials (${status})`,
  ),
  withNames(
    /^The server refused the credentials \((\d+)\)$/,
    (status) => msg`The server refused the credentials (${status})`,
  ),
  withNames(
    /^(The token endpoint|The server) asked to slow down \(429\)(?:: retry after (\d+) s)?$/,
    (what, wait) =>
      what?.includes('token')
        ? wait
          ? msg`The token endpoint asked to slow down (429): retry after ${wait} s`
          : msg`The token endpoint asked to slow down (429)`
        : wait
          ? msg`The server asked to slow down (429): retry after ${wait} s`
          : msg`The server asked to slow down (429)`,
  ),
  withNames(/^(The token endpoint|The server) failed \((\d+)\)$/, (what, status) =>
    what?.includes('token')
      ? msg`The token endpoint failed (${status})`
      : msg`The server failed (${status})`,
  ),
  withNames(/^(The token endpoint|The server) answered (\d+)$/, (what, status) =>
    what?.includes('token')
      ? msg`The token endpoint answered ${status}`
      : msg`The server answered ${status}`,
  ),
];

/** How to write a schema's English message in another language, if the web knows it. */
export function validationTranslation(message: string): Translate | undefined {
  const exact = EXACT[message];
  if (exact) return (i18n) => i18n._(exact);
  for (const rule of RULES) {
    const match = rule.pattern.exec(message);
    const translation = match && rule.translate(match.slice(1));
    if (translation) return translation;
  }
  return undefined;
}

/**
 * A shared schema's message in the active language ('Title is required' → 'Titre : obligatoire'),
 * or its English when the web does not know it. A `path: message` (the API's detail of a nested
 * field) keeps its path.
 */
export function validationMessage(message: string, i18n: I18n = activeI18n): string {
  // The API's English is the English text already, its names not isolated, as it always read.
  if (i18n.locale === 'en') return message;
  const translation = validationTranslation(message);
  if (translation) return translation(i18n);
  const colon = message.indexOf(': ');
  const rest = colon > 0 ? validationTranslation(message.slice(colon + 2)) : undefined;
  return rest ? `${message.slice(0, colon)}: ${rest(i18n)}` : message;
}

/** Every message of a form's errors in the active language. */
export function translateErrors<T extends Record<string, unknown>>(errors: T): T {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? validationMessage(error) : error,
    ]),
  ) as T;
}

/**
 * A reason the API gives for one listing of an import, in the active language: a CSV import
 * row's problem or reason, or a RESO replication run's item reason ('skipped', 'failed',
 * 'archived'). A reason that joins several errors with '; ' has each one translated.
 */
export function importReasonMessage(reason: string, i18n: I18n = activeI18n): string {
  if (validationTranslation(reason) || !reason.includes('; ')) {
    return validationMessage(reason, i18n);
  }
  return reason
    .split('; ')
    .map((part) => validationMessage(part, i18n))
    .join('; ');
}

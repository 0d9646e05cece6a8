import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportOutcome, ImportStatus, ListingCsvField } from '@propdesk/shared';

/** Each Propdesk field a column can fill, as the listing editor names it. */
export const FIELD_LABELS: Record<ListingCsvField, MessageDescriptor> = {
  reference: msg`Your reference`,
  name: msg`Property name`,
  title: msg`Title`,
  description: msg`Description`,
  type: msg`Property type`,
  category: msg`Category`,
  country: msg`Country`,
  city: msg`City`,
  suburb: msg`Suburb`,
  price: msg`Price`,
  currency: msg`Currency`,
  priceType: msg`Price per`,
  area: msg`Area`,
  areaType: msg`Area unit`,
  built: msg`Year built`,
  bedrooms: msg`Bedrooms`,
  bathrooms: msg`Bathrooms`,
  latitude: msg`Latitude`,
  longitude: msg`Longitude`,
  altitude: msg`Altitude`,
  displayMap: msg`Show the map`,
  vatable: msg`VAT applies`,
  serviced: msg`Serviced`,
  serviceCharge: msg`Service charge`,
  metaTags: msg`Keywords`,
  tourUrl: msg`Video or tour link`,
  photos: msg`Photos (addresses)`,
};

/** Where an import is, in a word. */
export const STATUS_LABELS: Record<ImportStatus, MessageDescriptor> = {
  uploaded: msg({ message: 'Columns to check', context: 'import status' }),
  running: msg({ message: 'Running', context: 'import status' }),
  cancelling: msg({ message: 'Cancelling', context: 'import status' }),
  cancelled: msg({ message: 'Cancelled', context: 'import status' }),
  finished: msg({ message: 'Finished', context: 'import status' }),
  failed: msg({ message: 'Failed', context: 'import status' }),
};

/** Filled badges' colours, in shades whose text (chosen by autoContrast) reads in both schemes. */
export const STATUS_COLORS: Record<ImportStatus, string> = {
  uploaded: 'gray.7',
  running: 'blue.8',
  cancelling: 'orange.4',
  cancelled: 'orange.4',
  finished: 'teal.9',
  failed: 'red.8',
};

/** What the import does (or did) with a row. */
export const OUTCOME_LABELS: Record<ImportOutcome, MessageDescriptor> = {
  created: msg({ message: 'Create', context: 'import row' }),
  updated: msg({ message: 'Update', context: 'import row' }),
  unchanged: msg({ message: 'Unchanged', context: 'import row' }),
  skipped: msg({ message: 'Skip', context: 'import row' }),
  failed: msg({ message: 'Fail', context: 'import row' }),
};

export const OUTCOME_COLORS: Record<ImportOutcome, string> = {
  created: 'teal.9',
  updated: 'blue.8',
  unchanged: 'gray.7',
  skipped: 'yellow.4',
  failed: 'red.8',
};

/** The counts of a run, in the order they are shown. */
export const COUNT_LABELS: Record<ImportOutcome, MessageDescriptor> = {
  created: msg({ message: 'Created', context: 'import count' }),
  updated: msg({ message: 'Updated', context: 'import count' }),
  unchanged: msg({ message: 'Unchanged', context: 'import count' }),
  skipped: msg({ message: 'Skipped', context: 'import count' }),
  failed: msg({ message: 'Failed', context: 'import count' }),
};

/** The same counts after a dry run: what the import would do. */
export const DRY_COUNT_LABELS: Record<ImportOutcome, MessageDescriptor> = {
  created: msg`Would create`,
  updated: msg`Would update`,
  unchanged: msg`Would leave unchanged`,
  skipped: msg`Would skip`,
  failed: msg`Would fail`,
};

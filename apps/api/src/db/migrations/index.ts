import { foundation } from './0001-foundation';
import { properties } from './0002-properties';
import { imageFiles } from './0003-image-files';
import { listingIndexes } from './0004-listing-indexes';
import { listingsVersions } from './0005-listings-versions';
import { amenities } from './0006-amenities';
import { units } from './0007-units';
import { events } from './0008-events';
import { banners } from './0009-banners';
import { notices } from './0010-notices';
import { leads } from './0011-leads';
import { content } from './0012-content';
import { moderation } from './0013-moderation';
import { audit } from './0014-audit';
import { rowLevelSecurity } from './0015-row-level-security';
import { pendingFiles } from './0016-pending-files';
import { accountVersions } from './0017-account-versions';
import { emailConfirmation } from './0018-email-confirmation';
import { readyForReview } from './0019-ready-for-review';
import { languages } from './0020-languages';
import { leadLanguage } from './0021-lead-language';
import { listingTranslations } from './0022-listing-translations';

/** Ordered, forward-only. Append new migrations; never edit one that has shipped. */
export const migrations: { id: string; sql: string }[] = [
  { id: '0001-foundation', sql: foundation },
  { id: '0002-properties', sql: properties },
  { id: '0003-image-files', sql: imageFiles },
  { id: '0004-listing-indexes', sql: listingIndexes },
  { id: '0005-listings-versions', sql: listingsVersions },
  { id: '0006-amenities', sql: amenities },
  { id: '0007-units', sql: units },
  { id: '0008-events', sql: events },
  { id: '0009-banners', sql: banners },
  { id: '0010-notices', sql: notices },
  { id: '0011-leads', sql: leads },
  { id: '0012-content', sql: content },
  { id: '0013-moderation', sql: moderation },
  { id: '0014-audit', sql: audit },
  { id: '0015-row-level-security', sql: rowLevelSecurity },
  { id: '0016-pending-files', sql: pendingFiles },
  { id: '0017-account-versions', sql: accountVersions },
  { id: '0018-email-confirmation', sql: emailConfirmation },
  { id: '0019-ready-for-review', sql: readyForReview },
  { id: '0020-languages', sql: languages },
  { id: '0021-lead-language', sql: leadLanguage },
  { id: '0022-listing-translations', sql: listingTranslations },
];

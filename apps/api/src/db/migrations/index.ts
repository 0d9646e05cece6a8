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
import { referenceWords } from './0023-reference-words';
import { feedClients } from './0024-feed-clients';
import { listingSources } from './0025-listing-sources';
import { imageSources } from './0026-image-sources';
import { listingImports } from './0027-listing-imports';
import { plannerStatistics } from './0028-planner-statistics';
import { resoSources } from './0029-reso-sources';
import { savedSearches } from './0030-saved-searches';
import { favourites } from './0031-favourites';
import { listingLocations } from './0032-listing-locations';
import { searchAlerts } from './0033-search-alerts';
import { siteWallReadOnce } from './0034-site-wall-once';
import { photoOrder } from './0035-photo-order';
import { tourLinks } from './0036-tour-links';
import { photoHashes } from './0037-photo-hashes';
import { listingDuplicates } from './0038-listing-duplicates';
import { auditSessions } from './0039-audit-sessions';
import { watermarks } from './0040-watermarks';
import { listingPerformance } from './0041-listing-performance';
import { duplicateDismissals } from './0042-duplicate-dismissals';
import { sessions } from './0043-sessions';
import { idempotencyKeys } from './0044-idempotency-keys';
import { personalData } from './0045-personal-data';
import { searchPlans } from './0046-search-plans';
import { viewCounts } from './0047-view-counts';

/** Ordered, forward-only. Append new migrations; never edit one that has shipped. */
export interface Migration {
  id: string;
  sql: string;
  /**
   * Run after the migration's transaction commits, outside it: a VACUUM after a table rewrite,
   * so index-only scans need no table row from the first request (VACUUM cannot run in one).
   */
  afterCommit?: string;
}

export const migrations: Migration[] = [
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
  { id: '0023-reference-words', sql: referenceWords },
  { id: '0024-feed-clients', sql: feedClients },
  { id: '0025-listing-sources', sql: listingSources },
  { id: '0026-image-sources', sql: imageSources },
  { id: '0027-listing-imports', sql: listingImports },
  { id: '0028-planner-statistics', sql: plannerStatistics },
  { id: '0029-reso-sources', sql: resoSources },
  { id: '0030-saved-searches', sql: savedSearches },
  { id: '0031-favourites', sql: favourites },
  { id: '0032-listing-locations', sql: listingLocations },
  { id: '0033-search-alerts', sql: searchAlerts },
  { id: '0034-site-wall-once', sql: siteWallReadOnce },
  { id: '0035-photo-order', sql: photoOrder },
  { id: '0036-tour-links', sql: tourLinks },
  { id: '0037-photo-hashes', sql: photoHashes },
  { id: '0038-listing-duplicates', sql: listingDuplicates },
  { id: '0039-audit-sessions', sql: auditSessions },
  { id: '0040-watermarks', sql: watermarks },
  { id: '0041-listing-performance', sql: listingPerformance },
  { id: '0042-duplicate-dismissals', sql: duplicateDismissals },
  { id: '0043-sessions', sql: sessions },
  { id: '0044-idempotency-keys', sql: idempotencyKeys },
  { id: '0045-personal-data', sql: personalData },
  { id: '0046-search-plans', sql: searchPlans, afterCommit: 'VACUUM (ANALYZE) properties' },
  { id: '0047-view-counts', sql: viewCounts },
];

import { idempotencyPersonalData } from '../../infra/idempotency.personal-data';
import type { PersonalDataProvider } from '../../infra/personal-data';
import { articlesPersonalData } from '../articles';
import { auditPersonalData } from '../audit';
import { authPersonalData } from '../auth';
import { eventsPersonalData } from '../events';
import { favouritesPersonalData } from '../favourites';
import { feedClientsPersonalData } from '../feed-clients';
import { listingPhotosPersonalData } from '../images';
import { leadsPersonalData } from '../leads';
import { listingDuplicatesPersonalData } from '../listing-duplicates';
import { listingImportsPersonalData } from '../listing-imports';
import { noticesPersonalData } from '../notices';
import { listingsPersonalData } from '../properties';
import { resoSourcesPersonalData } from '../reso-sources';
import { savedSearchesPersonalData } from '../saved-searches';
import { unitsPersonalData } from '../units';
import { accountPersonalData } from '../users';

/**
 * Every module that holds personal data, in the order an erasure runs them: what hangs on the
 * listings before the listings move (leads follow the listings to their heir), the audit log once
 * everything else has written its entries, and the account itself last (the others still find
 * the person by it). A module that starts keeping personal data adds its provider here.
 */
export const PERSONAL_DATA_PROVIDERS: readonly PersonalDataProvider[] = [
  authPersonalData,
  idempotencyPersonalData,
  listingPhotosPersonalData,
  unitsPersonalData,
  leadsPersonalData,
  eventsPersonalData,
  listingImportsPersonalData,
  resoSourcesPersonalData,
  listingsPersonalData,
  favouritesPersonalData,
  savedSearchesPersonalData,
  feedClientsPersonalData,
  listingDuplicatesPersonalData,
  articlesPersonalData,
  noticesPersonalData,
  auditPersonalData,
  accountPersonalData,
];

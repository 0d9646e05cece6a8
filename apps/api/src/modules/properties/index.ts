// Listings: their writes and rules (create, edit, delete, the review state moderation sets),
// who may see and change them, their audit entries, their answer shape (the spec's Property,
// with its references and view counts) and the caches' generations. Owns the properties and
// listings_versions tables. Searching listings is property-search's; moderating them is
// property-moderation's; counting their views is property-view-counts'.
import type { PropertiesContext } from './properties.context';

export { propertiesRoutes } from './properties.routes';
export {
  createPropertiesContext,
  type ListingParts,
  type PropertiesContext,
} from './properties.context';
export {
  canReadAsAgentOrStaff,
  canSee as listingVisibleTo,
  isOwnRead,
  listingScope,
  NOT_YOURS_MESSAGE,
} from './properties.access';
export { propertyAnswer } from './properties.answer';
// Internal API: the live rule (approved, not archived) as a condition over a listings row, for
// the read models that list what the public sees (property-search, the RESO feed).
export { liveListingSql } from './properties.access';
export { findLiveListingView, liveListingStamps } from './properties.pages';
export {
  contentLanguageOf,
  inReadersLanguage,
  listingTranslations,
  readingOf,
  translatedFields,
} from './properties.translations';
export {
  ifMatchHeaders as listingIfMatchHeaders,
  langQuery,
  listingTotalCapped,
  propertyFeatureSchema,
  propertyPageSchema,
  propertySchema,
  type PropertyView,
} from './properties.schemas';
export {
  createProperty,
  deleteProperty,
  findListingById,
  findListingByReference,
  findListingsByReferences,
  findListingDetail,
  findListingOwner,
  findOwnListing,
  findVisibleListing,
  findVisibleListingView,
  listingAnswers,
  lockListing,
  setListingProfilePhoto,
  sameVersion as sameListingVersion,
  setReviewState,
  updateCompletion,
  updateProperty,
  type ListingVersion,
  type ReviewState,
} from './properties.service';
// Internal API for the images module's re-render after a site's watermark changed: a listing's
// cover moved to the same photo's variant drawn again under a new name (no access check).
export { swapProfilePhoto } from './properties.repository';
// Internal API for trusted batch callers (CSV imports): the write of every new listing
// (createProperty is its batch of one): the editor's rules, review state and audit entry, in one
// transaction (a savepoint each when one fails), without answers; writeParts adds their features.
export { createListings, type NewListing, type WriteParts } from './properties.service';
// What an update changes when a listing read elsewhere (a CSV row, a RESO record) replaces a
// stored one: the fields its source carries that differ, as the listing's audit compares them.
export {
  LISTING_FIELDS,
  listingChanges,
  type ListingField,
  type StoredListing,
} from './properties.changes';

/**
 * What a module that changes what a listing shows (its features, its images) is given, to
 * announce the change once its writes are committed: the listings' caches in every server
 * process drop what they hold for the site.
 */
export type ListingsChanged = (tenantId: number) => Promise<void>;

/**
 * The generation of a tenant's listings: a number that moves whenever they change, here or in
 * another server process. A module caching something derived from listings awaits `caughtUp`
 * before it reads (so another process's change older than a second counts), keeps the generation
 * it computed under and recomputes when it moved.
 */
export type ListingsGeneration = Pick<PropertiesContext, 'generation' | 'caughtUp'>;

/*
 * Internal API for people's rights over their data (the privacy module lists the providers):
 * an agent's listings in an export, handed over or archived at erasure; and the listings the
 * photos and units modules find their rows by.
 */
export { agentListings, listingsPersonalData } from './properties.personal-data';

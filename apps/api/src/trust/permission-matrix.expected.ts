import { CALLERS, type Caller } from './permission-matrix.fixture';

/** The table's text: a header naming the callers, then one row of statuses per operation. */
export function parseExpected(text: string): Record<string, Record<Caller, number>> {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  const [header, ...rows] = lines;
  const columns = header!.split(/\s+/).slice(1);
  if (columns.join(' ') !== CALLERS.join(' ')) {
    throw new Error(`the table's columns must be: ${CALLERS.join(' ')}`);
  }
  const table: Record<string, Record<Caller, number>> = {};
  for (const row of rows) {
    const [name, ...statuses] = row.split(/\s+/);
    if (table[name!]) throw new Error(`row ${name} appears twice`);
    table[name!] = Object.fromEntries(
      CALLERS.map((caller, i) => [caller, Number(statuses[i] ?? statuses[0])]),
    ) as Record<Caller, number>;
  }
  return table;
}

/**
 * The reviewed table: what each caller gets from each operation, written from the rules in
 * docs/decisions.md. Columns: no session; agent A, who owns every resource; agent B of the same
 * site; the customer who sent the viewing; another customer; the site's moderator and admin; an
 * agent of another site calling its own site with these ids; A's token signed with another key;
 * A's token an hour after it expired. A row is an operation, or an operation on a resource in a
 * given state (`@approved`). Changing a cell is changing a rule: say why in docs/decisions.md.
 */
export const EXPECTED = `
row                          anon owner agentB customer customerB moderator admin otherSite badSignature expired

# Sites. The site's details and offices are public; only its admin changes them.
listSiteAddresses            200  200   200    200      200       200       200   200       200          200
createSiteAddress            401  403   403    403      403       403       201   403       401          401
updateSiteAddress            401  403   403    403      403       403       200   403       401          401
deleteSiteAddress            401  403   403    403      403       403       204   403       401          401
listSites                    200  200   200    200      200       200       200   200       200          200
getCurrentSite               200  200   200    200      200       200       200   200       200          200
updateCurrentSite            401  403   403    403      403       403       200   403       401          401
updateSiteLanguages          401  403   403    403      403       403       200   403       401          401
# The site's watermark and its re-render's progress: its admins only.
getSiteWatermark             401  403   403    403      403       403       200   403       401          401
updateSiteWatermark          401  403   403    403      403       403       200   403       401          401

# Sign-in and sessions are public; a token sent to them is ignored. A session of another site
# is refused (401) on this one.
signIn                       200  200   200    200      200       200       200   401       200          200
refreshToken                 200  200   200    200      200       200       200   401       200          200
requestPasswordReset         200  200   200    200      200       200       200   200       200          200
resetPassword                400  400   400    400      400       400       400   400       400          400
getUserByEmail               401  200   403    403      403       200       200   403       401          401
# A person's own language: anyone signed in sets their own account's (the other site's agent
# its own, on its own site).
setOwnLanguage               401  200   200    200      200       200       200   200       401          401
# Email confirmation: a link's token confirms (an unknown one is 400 for anyone); asking for a
# new link needs a session, whatever the role, and mails the caller's own address only (the
# matrix's accounts are unconfirmed; the demo moderator's is confirmed: 409).
verifyEmail                  400  400   400    400      400       400       400   400       400          400
sendEmailConfirmation        401  202   202    202      202       409       202   202       401          401
# Sessions: logout ends the session of the refresh token sent (the token is the proof; 204 for
# any token, known or not). Everyone signed in lists and ends their own sessions only: another
# person's session is unknown to them (404), staff included, across sites too.
signOut                      204  204   204    204      204       204       204   204       204          204
listSessions                 401  200   200    200      200       200       200   200       401          401
revokeSession                401  204   404    404      404       404       404   404       401          401
signOutOtherSessions         401  200   200    200      200       200       200   200       401          401

# Agencies: public profiles; the agent edits their own, an admin any (a moderator only sets
# verified, through its own route); staff list and verify them. The other site's agent calls
# with its own site, where these ids do not exist: 404.
registerAgent                201  201   201    201      201       201       201   404       201          201
listVerifiedAgents           200  200   200    200      200       200       200   200       200          200
getAgent                     200  200   200    200      200       200       200   404       401          401
updateAgent                  401  200   403    403      403       403       200   404       401          401
listAgentsForStaff           401  403   403    403      403       200       200   403       401          401
setAgentVerification         401  403   403    403      403       200       200   403       401          401

# Customers: a profile is its owner's; staff read it (to answer for the site), never change it.
registerCustomer             201  201   201    201      201       201       201   201       201          201
getCustomer                  401  403   403    200      403       200       200   403       401          401
updateCustomer               401  403   403    200      403       403       403   403       401          401

# Reference data is public. Place search and reverse geocoding need a session (they spend a
# paid quota); optional-auth routes refuse a bad token (401) rather than ignore it.
listCountries                200  200   200    200      200       200       200   200       200          200
listCities                   200  200   200    200      200       200       200   404       200          200
listSuburbs                  200  200   200    200      200       200       200   404       200          200
getSuburb                    200  200   200    200      200       200       200   404       200          200
listPlacesByName             200  200   200    200      200       200       200   200       200          200
getCallerLocation            200  200   200    200      200       200       200   200       200          200
listPropertyTypes            200  200   200    200      200       200       200   200       200          200
listTags                     200  200   200    200      200       200       200   200       200          200
listTagsByName               200  200   200    200      200       200       200   200       200          200
searchPlaces                 401  200   200    200      200       200       200   200       401          401
reversePlace                 401  200   200    200      200       200       200   200       401          401

# Images: the listing's agent only. Another agent meets a listing under review as not found
# (404); a customer or staff is refused by role (403). Approved listings and their images are public.
uploadPropertyImages         401  201   404    403      403       403       403   404       401          401
uploadLocationImages         401  201   404    403      403       403       403   404       401          401
uploadProfilePhoto           401  201   404    403      403       403       403   404       401          401
uploadAgentLogo              401  200   403    403      403       403       403   404       401          401
listPropertyImages           404  200   404    404      404       200       200   404       401          401
listPropertyImages@approved  200  200   200    200      200       200       200   404       401          401
setProfilePhoto              401  200   403    403      403       403       403   404       401          401
updatePropertyImageOrder     401  200   403    403      403       403       403   404       401          401
deleteImage                  401  200   403    403      403       403       403   404       401          401

# Listings: the agent writes their own; moderators read and moderate, never edit or delete.
# A listing under review or rejected is its agent's and staff's alone: 404 for everyone else,
# so neither it nor its rejection reason shows.
createProperty               401  201   403    403      403       403       403   403       401          401
updateProperty               401  200   404    404      404       403       403   404       401          401
endEditSession               401  204   404    404      404       403       403   404       401          401
deleteProperty               401  200   404    404      404       403       403   404       401          401
# Only its agent says a listing is finished (sends it for review).
sendForReview                401  200   404    404      404       403       403   404       401          401
getProperty                  404  200   404    404      404       200       200   404       401          401
getProperty@approved         200  200   200    200      200       200       200   404       401          401
getProperty@rejected         404  200   404    404      404       200       200   404       401          401
# A listing's brochure: whoever may read the listing, by the same rule.
getListingBrochure           404  200   404    404      404       200       200   404       401          401
getListingBrochure@approved  200  200   200    200      200       200       200   404       401          401
# A listing's translations: its agent and staff read them (another agent's live listing: 403);
# only its agent writes them, as for the listing itself.
listPropertyTranslations     401  200   404    404      404       200       200   404       401          401
listPropertyTranslations@approved 401 200 403  403      403       200       200   404       401          401
setPropertyTranslation       401  200   404    404      404       403       403   404       401          401
deletePropertyTranslation    401  204   404    404      404       403       403   404       401          401
listSimilarProperties        200  200   200    200      200       200       200   404       401          401
listPropertiesByCategory     200  200   200    200      200       200       200   200       200          200
listPropertiesByType         200  200   200    200      200       200       200   404       200          200
listPropertiesByCity         200  200   200    200      200       200       200   404       200          200
listPropertiesBySuburb       200  200   200    200      200       200       200   404       200          200
listPropertiesByAgent        200  200   200    200      200       200       200   404       401          401
# CSV exports: an agent their own listings (every state), staff an agent's of their site with
# agentId; customers are refused. Named ids of another agent are not found.
exportProperties             401  200   200    403      403       400       400   200       401          401
exportProperties@agency      401  200   403    403      403       200       200   403       401          401
exportProperties@selection   401  200   404    403      403       400       400   404       401          401
# Bulk actions are an agent's, on their own listings only: another's id is not found.
listPropertySelection        401  200   200    403      403       403       403   200       401          401
archiveProperties            401  200   404    403      403       403       403   404       401          401
restoreProperties            401  200   404    403      403       403       403   404       401          401
deleteProperties             401  200   404    403      403       403       403   404       401          401
searchProperties             200  200   200    200      200       200       200   200       200          200
searchPropertiesOnMap        200  200   200    200      200       200       200   200       200          200
searchPropertiesDetailed     200  200   200    200      200       200       200   200       401          401
searchPropertiesBySentence   200  200   200    200      200       200       200   200       200          200

# Moderation: moderators and admins only.
listReviewQueue              401  403   403    403      403       200       200   403       401          401
approveProperty              401  403   403    403      403       200       200   403       401          401
rejectProperty               401  403   403    403      403       200       200   403       401          401
listListingChanges           401  403   403    403      403       200       200   403       401          401
# A listing's possible duplicates: staff see them all, its agent their own matches only; another
# agent sees a live listing that is not theirs (403), another site's agent finds none (404).
listPossibleDuplicates       401  200   403    403      403       200       200   404       401          401
dismissPossibleDuplicate     401  403   403    403      403       200       200   404       401          401
getModerationSummary         401  403   403    403      403       200       200   403       401          401
# How a listing is doing: its agent and the site's staff; another agent sees a live listing
# that is not theirs (403), another site's agent finds none (404). The attention list is an
# agent's own listings (the site's for staff). A photo view is anyone's to send (204).
getListingPerformance        401  200   403    403      403       200       200   404       401          401
exportListingPerformance     401  200   403    403      403       200       200   404       401          401
listListingsNeedingAttention 401  200   200    403      403       200       200   200       401          401
exportListingsNeedingAttention 401 200  200    403      403       200       200   200       401          401
addPhotoView                 204  204   204    204      204       204       204   404       401          401

# Features, amenities and units follow their listing: private while under review.
listPropertyFeatures         404  200   404    404      404       200       200   404       401          401
addPropertyFeatures          401  201   404    404      404       403       403   404       401          401
removePropertyFeature        401  200   404    404      404       403       403   404       401          401
listAmenities                404  200   404    404      404       200       200   404       401          401
createAmenity                401  201   404    403      403       403       403   404       401          401
updateAmenity                401  200   403    403      403       403       403   404       401          401
deleteAmenity                401  200   403    403      403       403       403   404       401          401
listUnits                    404  200   404    404      404       200       200   404       401          401
getUnit                      200  200   200    200      200       200       200   404       401          401
createUnit                   401  201   403    403      403       403       403   404       401          401
updateUnit                   401  200   403    403      403       403       403   404       401          401
deleteUnit                   401  200   403    403      403       403       403   404       401          401
uploadUnitImages             401  201   403    403      403       403       403   404       401          401
deleteUnitImage              401  200   403    403      403       403       403   404       401          401

# Events: any agent creates their own; everyone reads them; only the owner changes them.
createEvent                  401  201   201    403      403       403       403   400       401          401
listEventCategories          200  200   200    200      200       200       200   200       200          200
getEventCategory             200  200   200    200      200       200       200   404       200          200
listEvents                   200  200   200    200      200       200       200   200       200          200
listAgentEvents              200  200   200    200      200       200       200   404       200          200
getEvent                     200  200   200    200      200       200       200   404       200          200
updateEvent                  401  200   403    403      403       403       403   404       401          401
cancelEvent                  401  200   403    403      403       403       403   404       401          401
deleteEvent                  401  204   403    403      403       403       403   404       401          401
uploadEventBanner            401  201   403    403      403       403       403   404       401          401
deleteEventBanner            401  200   403    403      403       403       403   404       401          401

# Banners and articles: staff write; everyone reads what is live or published.
listLiveBanners              200  200   200    200      200       200       200   200       200          200
listAllBanners               401  403   403    403      403       200       200   403       401          401
createBanner                 401  403   403    403      403       201       201   403       401          401
updateBanner                 401  403   403    403      403       200       200   403       401          401
deleteBanner                 401  403   403    403      403       204       204   403       401          401
uploadBannerImage            401  403   403    403      403       201       201   403       401          401
setBannerOrder               401  403   403    403      403       200       200   403       401          401

# Leads: anyone asks (not the listing's own agent: 409). An agent reads only the leads of
# their listings; a customer only their own; staff never read leads. The agent of a viewing
# declines it, only the customer who asked cancels it.
createInquiry                201  409   201    201      201       201       201   404       401          401
createTour                   201  409   201    201      201       201       201   404       401          401
createCustomerTour           401  403   403    201      403       403       403   403       401          401
listLeads                    401  200   200    403      403       403       403   200       401          401
getUnreadLeadCount           401  200   200    403      403       403       403   200       401          401
getLead                      401  200   404    404      404       404       404   404       401          401
getLead@viewing              401  200   404    200      404       404       404   404       401          401
setLeadRead                  401  200   404    403      403       403       403   404       401          401
sendLeadReply                401  201   404    403      403       403       403   404       401          401
setViewingStatus             401  200   404    403      403       403       403   404       401          401
listCustomerLeads            401  403   403    200      403       403       403   403       401          401
cancelViewing                401  403   404    200      404       404       404   404       401          401

# Articles.
listPublishedArticles        200  200   200    200      200       200       200   200       200          200
getArticle                   200  200   200    200      200       200       200   404       401          401
listArticleCategories        200  200   200    200      200       200       200   200       200          200
getArticleCategory           200  200   200    200      200       200       200   404       200          200
listAllArticles              401  403   403    403      403       200       200   403       401          401
createArticle                401  403   403    403      403       201       201   403       401          401
updateArticle                401  403   403    403      403       200       200   403       401          401
deleteArticle                401  403   403    403      403       204       204   403       401          401
uploadArticleCover           401  403   403    403      403       201       201   403       401          401
deleteArticleCover           401  403   403    403      403       200       200   403       401          401

# The audit log: staff; an agent reads the history of their own listings.
listAuditLog                 401  403   403    403      403       200       200   403       401          401
listPropertyHistory          401  200   404    404      404       200       200   404       401          401

# A listing's demand (how many saved searches it matches, never whose): its agent and the staff.
getListingDemand             401  200   404    404      404       200       200   404       401          401

# CSV imports of listings: an agent imports their own, site staff on behalf of an agent of their
# site; an import is seen and run by who started it, its agent and the site's staff (404 for others).
uploadListingImport          401  201   201    403      403       201       201   201       401          401
listListingImports           401  200   200    403      403       200       200   200       401          401
getListingImport             401  200   404    404      404       200       200   404       401          401
setListingImportMapping      401  200   404    404      404       200       200   404       401          401
getListingImportPreview         401  200   404    404      404       200       200   404       401          401
startListingImport           401  202   404    404      404       202       202   404       401          401
cancelListingImport          401  200   404    404      404       200       200   404       401          401
getListingImportReport       401  200   404    404      404       200       200   404       401          401

# Saved searches: anyone saves one (a visitor with an address: 202, the search waits for the
# confirmation link); an account lists, changes and deletes its own only (404 for anyone else's,
# across sites too). The confirmation link and an alert's signed links need no session; the
# link is the check (another site's caller holds no link of its own: 400 as a forged one).
listSavedSearches            401  200   200    200      200       200       200   200       401          401
createSavedSearch            202  201   201    201      201       201       201   201       401          401
confirmSavedSearch           400  400   400    400      400       400       400   400       400          400
updateSavedSearch            401  200   404    404      404       404       404   404       401          401
deleteSavedSearch            401  204   404    404      404       404       404   404       401          401
markSavedSearchSeen          401  204   404    404      404       404       404   404       401          401
getSavedSearchByLink         200  200   200    200      200       200       200   400       200          200
updateSavedSearchByLink      200  200   200    200      200       200       200   400       200          200
deleteSavedSearchByLink      204  204   204    204      204       204       204   400       204          204
unsubscribeSavedSearch       200  200   200    200      200       200       200   400       200          200
unsubscribeSavedSearchOneClick 200 200  200    200      200       200       200   400       200          200

# Who may read the site's RESO feed: its admins keep the feed clients. The token endpoint needs
# no session (a token sent is ignored): the client's id and secret are the check.
listFeedClients              401  403   403    403      403       403       200   403       401          401
createFeedClient             401  403   403    403      403       403       201   403       401          401
revokeFeedClient             401  403   403    403      403       403       200   403       401          401
createFeedToken              200
# RESO sources hold another server's credentials and say whose listings arrive under which
# agent: the site's admins only, as for feed clients. The remote of the matrix's source is a
# private address, refused before a connection: test and members answer the admin 422.
listResoSources              401  403   403    403      403       403       200   403       401          401
createResoSource             401  403   403    403      403       403       201   403       401          401
getResoSource                401  403   403    403      403       403       200   403       401          401
updateResoSource             401  403   403    403      403       403       200   403       401          401
deleteResoSource             401  403   403    403      403       403       204   403       401          401
verifyResoSource             401  403   403    403      403       403       422   403       401          401
listResoRemoteAgents         401  403   403    403      403       403       422   403       401          401
setResoMapping               401  403   403    403      403       403       200   403       401          401
startResoRun                 401  403   403    403      403       403       202   403       401          401
listResoRuns                 401  403   403    403      403       403       200   403       401          401
getResoRun                   401  403   403    403      403       403       200   403       401          401
# The feed itself takes feed tokens only: every dashboard session (and none) is 401.
getFeedCaller                401
getResoServiceDocument       401
getResoMetadata              401
listResoRecords              401

# Favourites: every signed-in account keeps its own list and only sees and changes its own (the
# other site's agent its own on its own site, where this site's listing is unknown: 404). Only a
# listing the public can see is saved, whoever asks (its agent and the staff too).
listFavourites               401  200   200    200      200       200       200   200       401          401
listFavouriteIds             401  200   200    200      200       200       200   200       401          401
addFavourite                 401  204   204    204      204       204       204   404       401          401
addFavourite@review          401  404   404    404      404       404       404   404       401          401
removeFavourite              401  204   204    204      204       204       204   204       401          401
addDeviceFavourites          401  200   200    200      200       200       200   200       401          401

# Personal data: everyone signed in exports their own data and may delete their own account
# (confirmed by password: a wrong one is 400); only the site's staff find, export and erase other
# people, never another site's (its staff are refused before any look-up).
exportOwnData                401  200   200    200      200       200       200   200       401          401
getOwnErasure                401  200   200    200      200       200       200   200       401          401
deleteOwnAccount             401  400   400    400      400       400       400   400       401          401
searchPeople                 401  403   403    403      403       200       200   403       401          401
getPersonErasure             401  403   403    403      403       200       200   403       401          401
exportPersonData             401  403   403    403      403       200       200   403       401          401
deletePersonAccount          401  403   403    403      403       200       200   403       401          401
`;

import { uniqueEmail } from '../test/helper';
import { validListing } from '../test/listings';
import type { UploadFile } from '../test/uploads';
import type { Caller, Fixture, Kind } from './permission-matrix.fixture';

/** One call of the matrix: a JSON body or files, from one caller. */
export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: Record<string, unknown>;
  files?: UploadFile[];
  /** A form body (application/x-www-form-urlencoded), as the feed's token endpoint reads. */
  form?: Record<string, string>;
}

export interface MatrixRow {
  /** The operation in the OpenAPI document this row calls. */
  operationId: string;
  /** Things a successful call uses up (deleted, approved, cancelled): made afresh after it. */
  spends?: Kind[];
  request(fx: Fixture, caller: Caller): Promise<MatrixRequest>;
}

const get = (url: string): MatrixRequest => ({ method: 'GET', url });
let feedClients = 0;
let resoSources = 0;
const enc = encodeURIComponent;

/**
 * How each row of the table calls its operation. A row key is the operation id, or the id and
 * the state it tries (`getProperty@approved`); every call uses a valid body, so the answer says
 * what the caller may do rather than what is wrong with the input.
 */
export const MATRIX_ROWS: Record<string, MatrixRow> = {
  // Sites
  listSiteAddresses: {
    operationId: 'listSiteAddresses',
    request: async () => get('/api/v2/tenants/demo/addresses'),
  },
  createSiteAddress: {
    operationId: 'createSiteAddress',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/v2/tenants/demo/addresses/create',
      body: fx.bodies.office(),
    }),
  },
  updateSiteAddress: {
    operationId: 'updateSiteAddress',
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/v2/tenants/demo/addresses/ids/${await fx.get('office')}/update`,
      body: fx.bodies.office(),
    }),
  },
  deleteSiteAddress: {
    operationId: 'deleteSiteAddress',
    spends: ['office'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/api/v2/tenants/demo/addresses/ids/${await fx.get('office')}/delete`,
    }),
  },
  listSites: { operationId: 'listSites', request: async () => get('/api/v2/tenants') },
  getCurrentSite: {
    operationId: 'getCurrentSite',
    request: async () => get('/api/v2/tenants/current'),
  },
  updateCurrentSite: {
    operationId: 'updateCurrentSite',
    request: async (fx) => ({
      method: 'PUT',
      url: '/api/v2/tenants/current',
      body: { name: fx.site.name, defaultCurrency: fx.site.defaultCurrency },
    }),
  },
  updateSiteLanguages: {
    operationId: 'updateSiteLanguages',
    request: async () => ({
      method: 'PUT',
      url: '/api/v2/tenants/current/languages',
      body: { defaultLanguage: 'en', languages: ['en'] },
    }),
  },
  getSiteWatermark: {
    operationId: 'getSiteWatermark',
    request: async () => get('/api/v2/tenants/current/watermark'),
  },
  updateSiteWatermark: {
    operationId: 'updateSiteWatermark',
    request: async () => ({
      method: 'PUT',
      url: '/api/v2/tenants/current/watermark',
      body: { mode: 'OFF', text: '', position: 'BOTTOM_RIGHT', opacity: 60, size: 5 },
    }),
  },

  // Auth
  signIn: {
    operationId: 'signIn',
    request: async (fx) => ({
      method: 'POST',
      url: '/auth/authenticate',
      body: { username: fx.people.sessionUser.email, password: fx.people.sessionUser.password },
    }),
  },
  refreshToken: {
    operationId: 'refreshToken',
    spends: ['refreshToken'],
    request: async (fx) => ({
      method: 'POST',
      url: '/auth/refreshToken',
      body: { token: await fx.get('refreshToken') },
    }),
  },
  requestPasswordReset: {
    operationId: 'requestPasswordReset',
    request: async (fx) => ({
      method: 'POST',
      url: '/auth/users/request/password-reset',
      body: { email: fx.people.sessionUser.email },
    }),
  },
  resetPassword: {
    operationId: 'resetPassword',
    request: async () => ({
      method: 'POST',
      url: '/auth/users/password/change',
      body: { token: 'not-a-reset-token-0123456789abcdef', password: 'N3w!Passw0rd-long' },
    }),
  },
  verifyEmail: {
    operationId: 'verifyEmail',
    request: async () => ({
      method: 'POST',
      url: '/auth/users/email/confirm',
      body: { token: 'not-a-confirmation-token-0123456789' },
    }),
  },
  sendEmailConfirmation: {
    operationId: 'sendEmailConfirmation',
    request: async () => ({ method: 'POST', url: '/auth/users/email/confirmation/resend' }),
  },
  setOwnLanguage: {
    operationId: 'setOwnLanguage',
    request: async () => ({
      method: 'POST',
      url: '/auth/users/language/change',
      body: { language: null },
    }),
  },
  getUserByEmail: {
    operationId: 'getUserByEmail',
    request: async (fx) => get(`/auth/users/names/${enc(fx.people.owner.email)}/get`),
  },
  signOut: {
    operationId: 'signOut',
    spends: ['refreshToken'],
    request: async (fx) => ({
      method: 'POST',
      url: '/auth/logout',
      body: { token: await fx.get('refreshToken') },
    }),
  },
  listSessions: { operationId: 'listSessions', request: async () => get('/auth/sessions') },
  revokeSession: {
    operationId: 'revokeSession',
    spends: ['ownerSession'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/auth/sessions/ids/${await fx.get('ownerSession')}/delete`,
    }),
  },
  signOutOtherSessions: {
    operationId: 'signOutOtherSessions',
    request: async () => ({ method: 'POST', url: '/auth/sessions/others/delete' }),
  },

  // Agents
  registerAgent: {
    operationId: 'registerAgent',
    request: async (fx) => ({
      method: 'POST',
      url: `/auth/countries/ids/${fx.country}/agents/create`,
      body: {
        name: 'Harbour Homes',
        firstName: 'Rudo',
        email: uniqueEmail('matrix-agent'),
        password: 'Str0ng!Passw0rd',
        telephone: '+263 77 111 2222',
      },
    }),
  },
  listVerifiedAgents: {
    operationId: 'listVerifiedAgents',
    request: async () => get('/api/v2/agents/verified/true'),
  },
  getAgent: {
    operationId: 'getAgent',
    request: async (fx) => get(`/api/v2/agents/ids/${fx.people.owner.publicId}`),
  },
  updateAgent: {
    operationId: 'updateAgent',
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/v2/agents/ids/${fx.people.owner.publicId}`,
      body: { name: 'Test Realty', firstName: 'Test', telephone: '+263 77 555 0199' },
    }),
  },
  listAgentsForStaff: {
    operationId: 'listAgentsForStaff',
    request: async () => get('/api/v2/moderation/agents/all'),
  },
  setAgentVerification: {
    operationId: 'setAgentVerification',
    spends: ['verifyTarget'],
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/moderation/agents/ids/${await fx.get('verifyTarget')}/verification`,
      body: { verified: true, reason: 'Checked the agency licence' },
    }),
  },

  // Customers
  registerCustomer: {
    operationId: 'registerCustomer',
    request: async () => ({
      method: 'POST',
      url: '/auth/customers/create',
      body: {
        firstName: 'Farai',
        lastName: 'Mutasa',
        email: uniqueEmail('matrix-customer'),
        password: 'Str0ng!Passw0rd',
        mobile: '+263 71 234 5678',
      },
    }),
  },
  getCustomer: {
    operationId: 'getCustomer',
    request: async (fx) => get(`/customer/ids/${fx.people.customer.publicId}/get`),
  },
  updateCustomer: {
    operationId: 'updateCustomer',
    request: async (fx) => ({
      method: 'PUT',
      url: `/customer/ids/${fx.people.customer.publicId}/update`,
      body: { firstName: 'Test', lastName: 'Customer', mobile: fx.secrets.customer[1] },
    }),
  },

  // Places and reference data
  listCountries: { operationId: 'listCountries', request: async () => get('/api/v2/countries') },
  listCities: {
    operationId: 'listCities',
    request: async (fx) => get(`/api/v2/countries/ids/${fx.country}/cities/all`),
  },
  listSuburbs: {
    operationId: 'listSuburbs',
    request: async (fx) => get(`/api/v2/cities/ids/${fx.city}/suburbs`),
  },
  getSuburb: {
    operationId: 'getSuburb',
    request: async (fx) => get(`/api/v2/suburbs/ids/${fx.place.suburb}`),
  },
  listPlacesByName: {
    operationId: 'listPlacesByName',
    request: async () => get('/api/v2/locations/search?name=Avon'),
  },
  getCallerLocation: {
    operationId: 'getCallerLocation',
    request: async () => get('/api/v2/geo/ip'),
  },
  listPropertyTypes: {
    operationId: 'listPropertyTypes',
    request: async () => get('/api/v2/types/all'),
  },
  listTags: { operationId: 'listTags', request: async () => get('/api/v2/tags/get/all') },
  listTagsByName: {
    operationId: 'listTagsByName',
    request: async () => get('/api/v2/tags/names/garden/get/all'),
  },
  searchPlaces: {
    operationId: 'searchPlaces',
    request: async () => get('/api/v2/places/search?q=Avondale'),
  },
  reversePlace: {
    operationId: 'reversePlace',
    request: async () => get('/api/v2/places/reverse?lat=-17.8&lon=31.04'),
  },

  // Images
  uploadPropertyImages: {
    operationId: 'uploadPropertyImages',
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('reviewListing')}/files/upload`,
      files: [{ data: await fx.photo() }],
    }),
  },
  uploadLocationImages: {
    operationId: 'uploadLocationImages',
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('reviewListing')}/locations/ids/KITCHEN/files/upload`,
      files: [{ data: await fx.photo() }],
    }),
  },
  uploadProfilePhoto: {
    operationId: 'uploadProfilePhoto',
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('reviewListing')}/profiles/add`,
      files: [{ data: await fx.photo(), field: 'file' }],
    }),
  },
  uploadAgentLogo: {
    operationId: 'uploadAgentLogo',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/agents/ids/${fx.people.owner.publicId}/profile/set`,
      files: [{ data: await fx.squarePhoto() }],
    }),
  },
  listPropertyImages: {
    operationId: 'listPropertyImages',
    request: async (fx) => get(`/properties/ids/${await fx.get('reviewListing')}/images/all`),
  },
  'listPropertyImages@approved': {
    operationId: 'listPropertyImages',
    request: async (fx) => get(`/properties/ids/${await fx.get('approvedListing')}/images/all`),
  },
  setProfilePhoto: {
    operationId: 'setProfilePhoto',
    request: async (fx) => {
      const listing = await fx.get('approvedListing');
      const uri = await fx.get('image');
      return {
        method: 'POST',
        url: `/properties/profile?imageUrl=${enc(uri)}&propertyId=${listing}`,
      };
    },
  },
  updatePropertyImageOrder: {
    operationId: 'updatePropertyImageOrder',
    request: async (fx) => {
      const listing = await fx.get('approvedListing');
      await fx.get('image');
      return {
        method: 'PUT',
        url: `/properties/ids/${listing}/images/order`,
        body: { images: (await fx.imageOrder(listing)).reverse() },
      };
    },
  },
  deleteImage: {
    operationId: 'deleteImage',
    spends: ['image'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/images/delete?Filename=${enc((await fx.get('image')).split('/').pop()!)}`,
    }),
  },

  // Listings
  createProperty: {
    operationId: 'createProperty',
    request: async (fx) => ({
      method: 'POST',
      url: `/agents/${fx.people.owner.publicId}/types/ids/${fx.place.type}/suburbs/ids/${fx.place.suburb}/properties/create`,
      body: validListing(),
    }),
  },
  updateProperty: {
    operationId: 'updateProperty',
    request: async (fx) => ({
      method: 'PUT',
      url: `/properties/ids/${await fx.get('reviewListing')}/update`,
      body: validListing({ name: 'Sunny garden cottage, renovated' }),
    }),
  },
  endEditSession: {
    operationId: 'endEditSession',
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('reviewListing')}/edit-sessions/7d3c1f0e-8a4b-4c2d-9e6f-1a2b3c4d5e6f/end`,
    }),
  },
  deleteProperty: {
    operationId: 'deleteProperty',
    spends: ['reviewListing'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/properties/ids/${await fx.get('reviewListing')}/delete`,
    }),
  },
  getProperty: {
    operationId: 'getProperty',
    request: async (fx) => get(`/properties/ids/${await fx.get('reviewListing')}/get`),
  },
  'getProperty@approved': {
    operationId: 'getProperty',
    request: async (fx) => get(`/properties/ids/${await fx.get('approvedListing')}/get`),
  },
  'getProperty@rejected': {
    operationId: 'getProperty',
    request: async (fx) => get(`/properties/ids/${await fx.get('rejectedListing')}/get`),
  },
  getListingBrochure: {
    operationId: 'getListingBrochure',
    request: async (fx) => get(`/properties/ids/${await fx.get('reviewListing')}/brochure`),
  },
  'getListingBrochure@approved': {
    operationId: 'getListingBrochure',
    request: async (fx) => get(`/properties/ids/${await fx.get('approvedListing')}/brochure`),
  },
  listPropertyTranslations: {
    operationId: 'listPropertyTranslations',
    request: async (fx) => get(`/properties/ids/${await fx.get('translation')}/translations`),
  },
  'listPropertyTranslations@approved': {
    operationId: 'listPropertyTranslations',
    request: async (fx) => get(`/properties/ids/${await fx.get('approvedListing')}/translations`),
  },
  setPropertyTranslation: {
    operationId: 'setPropertyTranslation',
    request: async (fx) => {
      await fx.offerFrench();
      return {
        method: 'PUT',
        url: `/properties/ids/${await fx.get('reviewListing')}/translations/fr`,
        body: { title: 'Cottage avec jardin', description: 'Un cottage ensoleillé.' },
      };
    },
  },
  deletePropertyTranslation: {
    operationId: 'deletePropertyTranslation',
    spends: ['translation'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/properties/ids/${await fx.get('translation')}/translations/fr`,
    }),
  },
  listSimilarProperties: {
    operationId: 'listSimilarProperties',
    request: async (fx) => get(`/properties/ids/${await fx.get('approvedListing')}/similar`),
  },
  listPropertiesByCategory: {
    operationId: 'listPropertiesByCategory',
    request: async () => get('/properties/categories/RENT/get'),
  },
  listPropertiesByType: {
    operationId: 'listPropertiesByType',
    request: async (fx) => get(`/properties/types/${fx.place.type}/get`),
  },
  listPropertiesByCity: {
    operationId: 'listPropertiesByCity',
    request: async (fx) => get(`/api/v2/cities/ids/${fx.city}/properties`),
  },
  listPropertiesBySuburb: {
    operationId: 'listPropertiesBySuburb',
    request: async (fx) => get(`/api/v2/suburbs/ids/${fx.place.suburb}/properties`),
  },
  listPropertiesByAgent: {
    operationId: 'listPropertiesByAgent',
    request: async (fx) => get(`/api/v2/agents/ids/${fx.people.owner.publicId}/properties`),
  },
  exportProperties: {
    operationId: 'exportProperties',
    request: async () => get('/api/v2/properties/export'),
  },
  'exportProperties@agency': {
    operationId: 'exportProperties',
    request: async (fx) => get(`/api/v2/properties/export?agentId=${fx.people.owner.publicId}`),
  },
  'exportProperties@selection': {
    operationId: 'exportProperties',
    request: async (fx) => get(`/api/v2/properties/export?ids=${await fx.get('reviewListing')}`),
  },
  listPropertySelection: {
    operationId: 'listPropertySelection',
    request: async () => ({ method: 'POST', url: '/api/v2/properties/selection', body: {} }),
  },
  archiveProperties: {
    operationId: 'archiveProperties',
    spends: ['reviewListing'],
    request: async (fx) => ({
      method: 'POST',
      url: '/api/v2/properties/bulk/archive',
      body: { ids: [await fx.get('reviewListing')] },
    }),
  },
  restoreProperties: {
    operationId: 'restoreProperties',
    spends: ['reviewListing'],
    request: async (fx) => ({
      method: 'POST',
      url: '/api/v2/properties/bulk/restore',
      body: { ids: [await fx.get('reviewListing')] },
    }),
  },
  deleteProperties: {
    operationId: 'deleteProperties',
    spends: ['reviewListing'],
    request: async (fx) => ({
      method: 'POST',
      url: '/api/v2/properties/bulk/delete',
      body: { ids: [await fx.get('reviewListing')], confirm: 1 },
    }),
  },
  searchProperties: {
    operationId: 'searchProperties',
    request: async () => ({ method: 'POST', url: '/properties/search', body: {} }),
  },
  searchPropertiesOnMap: {
    operationId: 'searchPropertiesOnMap',
    request: async () => ({ method: 'POST', url: '/properties/search/map', body: {} }),
  },
  searchPropertiesDetailed: {
    operationId: 'searchPropertiesDetailed',
    request: async () => ({ method: 'POST', url: '/properties/search/detailed', body: {} }),
  },
  searchPropertiesBySentence: {
    operationId: 'searchPropertiesBySentence',
    request: async () => get(`/api/v1/property/ai-search?q=${enc('house to rent in Avondale')}`),
  },

  // Moderation
  listReviewQueue: {
    operationId: 'listReviewQueue',
    request: async () => get('/api/v2/moderation/properties'),
  },
  sendForReview: {
    operationId: 'sendForReview',
    spends: ['reviewListing'],
    request: async (fx) => {
      const id = await fx.get('reviewListing');
      const seen = (await fx.asOwner('GET', `/properties/ids/${id}/get`)) as unknown as {
        updatedAt: string;
      };
      return {
        method: 'POST',
        url: `/properties/ids/${id}/ready`,
        body: { updatedAt: seen.updatedAt },
      };
    },
  },
  approveProperty: {
    operationId: 'approveProperty',
    spends: ['reviewListing'],
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('reviewListing')}/approve`,
    }),
  },
  rejectProperty: {
    operationId: 'rejectProperty',
    spends: ['reviewListing'],
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('reviewListing')}/reject`,
      body: { reason: 'The photos do not show the house' },
    }),
  },
  listListingChanges: {
    operationId: 'listListingChanges',
    request: async (fx) =>
      get(`/api/v2/moderation/properties/ids/${await fx.get('approvedListing')}/changes`),
  },
  listPossibleDuplicates: {
    operationId: 'listPossibleDuplicates',
    request: async (fx) => get(`/properties/ids/${await fx.get('approvedListing')}/duplicates`),
  },
  dismissPossibleDuplicate: {
    operationId: 'dismissPossibleDuplicate',
    // Two listings of the owner on one spot at one price: a possible duplicate from the start.
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('approvedListing')}/duplicates/${await fx.get('reviewListing')}/dismiss`,
    }),
  },
  getListingPerformance: {
    operationId: 'getListingPerformance',
    request: async (fx) =>
      get(`/properties/ids/${await fx.get('approvedListing')}/performance?days=7`),
  },
  exportListingPerformance: {
    operationId: 'exportListingPerformance',
    request: async (fx) =>
      get(`/properties/ids/${await fx.get('approvedListing')}/performance/csv?days=30`),
  },
  listListingsNeedingAttention: {
    operationId: 'listListingsNeedingAttention',
    request: async () => get('/api/v2/properties/attention'),
  },
  exportListingsNeedingAttention: {
    operationId: 'exportListingsNeedingAttention',
    request: async () => get('/api/v2/properties/attention/csv'),
  },
  addPhotoView: {
    operationId: 'addPhotoView',
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('approvedListing')}/photo-views`,
    }),
  },
  getModerationSummary: {
    operationId: 'getModerationSummary',
    request: async () => get('/api/v2/moderation/summary'),
  },

  // Features and amenities
  listPropertyFeatures: {
    operationId: 'listPropertyFeatures',
    request: async (fx) => get(`/properties/ids/${await fx.get('reviewListing')}/features/all`),
  },
  addPropertyFeatures: {
    operationId: 'addPropertyFeatures',
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('reviewListing')}/features/all/create`,
      body: { bulk: [{ featureId: fx.feature, quantity: 1 }] },
    }),
  },
  removePropertyFeature: {
    operationId: 'removePropertyFeature',
    request: async (fx) => {
      const listing = await fx.get('reviewListing');
      await fx.asOwner('POST', `/properties/ids/${listing}/features/all/create`, {
        bulk: [{ featureId: fx.feature, quantity: 1 }],
      });
      return {
        method: 'POST',
        url: `/api/v2/properties/ids/${listing}/features/ids/${fx.feature}/remove`,
      };
    },
  },
  listAmenities: {
    operationId: 'listAmenities',
    request: async (fx) => get(`/properties/ids/${await fx.get('reviewListing')}/amenities/all`),
  },
  createAmenity: {
    operationId: 'createAmenity',
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('reviewListing')}/amenities/create`,
      body: { name: 'Sam Levy Village', type: 'MALL', latitude: -17.76, longitude: 31.08 },
    }),
  },
  updateAmenity: {
    operationId: 'updateAmenity',
    request: async (fx) => ({
      method: 'PUT',
      url: `/amenities/ids/${await fx.get('amenity')}/update`,
      body: {
        name: 'Avondale Primary School',
        type: 'SCHOOL',
        latitude: -17.7935,
        longitude: 31.0452,
      },
    }),
  },
  deleteAmenity: {
    operationId: 'deleteAmenity',
    spends: ['amenity'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/amenities/ids/${await fx.get('amenity')}/delete`,
    }),
  },

  // Units
  listUnits: {
    operationId: 'listUnits',
    request: async (fx) => get(`/properties/${await fx.get('reviewListing')}/units`),
  },
  getUnit: { operationId: 'getUnit', request: async (fx) => get(`/units/${await fx.get('unit')}`) },
  createUnit: {
    operationId: 'createUnit',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/properties/ids/${await fx.get('approvedListing')}/units`,
      body: fx.bodies.unit(),
    }),
  },
  updateUnit: {
    operationId: 'updateUnit',
    request: async (fx) => ({
      method: 'PUT',
      url: `/units/${await fx.get('unit')}`,
      body: fx.bodies.unit(),
    }),
  },
  deleteUnit: {
    operationId: 'deleteUnit',
    spends: ['unit'],
    request: async (fx) => ({ method: 'DELETE', url: `/units/${await fx.get('unit')}` }),
  },
  uploadUnitImages: {
    operationId: 'uploadUnitImages',
    request: async (fx) => ({
      method: 'POST',
      url: `/units/${await fx.get('unit')}/files/upload`,
      files: [{ data: await fx.photo() }],
    }),
  },
  deleteUnitImage: {
    operationId: 'deleteUnitImage',
    spends: ['unitImage'],
    request: async (fx) => {
      const name = await fx.get('unitImage');
      return {
        method: 'DELETE',
        url: `/units/${await fx.get('unit')}/images/delete?Filename=${enc(name)}`,
      };
    },
  },

  // Events
  createEvent: {
    operationId: 'createEvent',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/v2/events/create',
      body: fx.bodies.event(),
    }),
  },
  listEventCategories: {
    operationId: 'listEventCategories',
    request: async () => get('/api/v2/events/categories'),
  },
  getEventCategory: {
    operationId: 'getEventCategory',
    request: async (fx) => get(`/api/v2/events/categories/ids/${fx.eventCategory}`),
  },
  listEvents: { operationId: 'listEvents', request: async () => get('/api/v2/events/all') },
  listAgentEvents: {
    operationId: 'listAgentEvents',
    request: async (fx) => get(`/api/v2/agents/ids/${fx.people.owner.publicId}/events/all`),
  },
  getEvent: {
    operationId: 'getEvent',
    request: async (fx) => get(`/events/ids/${await fx.get('event')}/get`),
  },
  updateEvent: {
    operationId: 'updateEvent',
    request: async (fx) => ({
      method: 'PUT',
      url: `/events/ids/${await fx.get('event')}/update`,
      body: fx.bodies.event(),
    }),
  },
  cancelEvent: {
    operationId: 'cancelEvent',
    spends: ['event'],
    request: async (fx) => ({ method: 'POST', url: `/events/ids/${await fx.get('event')}/cancel` }),
  },
  deleteEvent: {
    operationId: 'deleteEvent',
    spends: ['event'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/events/ids/${await fx.get('event')}/delete`,
    }),
  },
  uploadEventBanner: {
    operationId: 'uploadEventBanner',
    request: async (fx) => ({
      method: 'POST',
      url: `/events/ids/${await fx.get('event')}/banner/upload`,
      files: [{ data: await fx.photo(), field: 'file' }],
    }),
  },
  deleteEventBanner: {
    operationId: 'deleteEventBanner',
    spends: ['eventBanner'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/events/ids/${await fx.get('eventBanner')}/banner/delete`,
    }),
  },

  // Banners
  listLiveBanners: {
    operationId: 'listLiveBanners',
    request: async () => get('/banners/type/LANDING/get/all'),
  },
  listAllBanners: { operationId: 'listAllBanners', request: async () => get('/banners/all') },
  createBanner: {
    operationId: 'createBanner',
    request: async (fx) => ({ method: 'POST', url: '/banners/create', body: fx.bodies.banner() }),
  },
  updateBanner: {
    operationId: 'updateBanner',
    request: async (fx) => ({
      method: 'PUT',
      url: `/banners/ids/${await fx.get('banner')}/update`,
      body: fx.bodies.banner(),
    }),
  },
  deleteBanner: {
    operationId: 'deleteBanner',
    spends: ['banner'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/banners/ids/${await fx.get('banner')}/delete`,
    }),
  },
  uploadBannerImage: {
    operationId: 'uploadBannerImage',
    request: async (fx) => ({
      method: 'POST',
      url: `/banners/ids/${await fx.get('banner')}/image/upload`,
      files: [{ data: await fx.photo(), field: 'file' }],
    }),
  },
  setBannerOrder: {
    operationId: 'setBannerOrder',
    request: async (fx) => {
      await fx.get('banner');
      return {
        method: 'PUT',
        url: '/banners/order',
        body: { type: 'LANDING', ids: (await fx.landingBannerIds()).reverse() },
      };
    },
  },

  // Leads
  createInquiry: {
    operationId: 'createInquiry',
    request: async (fx) => ({
      method: 'POST',
      url: '/inquiries/create',
      body: {
        propertyId: await fx.get('approvedListing'),
        name: 'Ann Lee',
        email: fx.nextEmail(),
        message: 'Is it still available?',
      },
    }),
  },
  createTour: {
    operationId: 'createTour',
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('approvedListing')}/tours/create`,
      body: {
        name: 'Ann Lee',
        email: fx.nextEmail(),
        phone: '+263 77 123 4567',
        times: [fx.inDays(4)],
      },
    }),
  },
  createCustomerTour: {
    operationId: 'createCustomerTour',
    request: async (fx) => ({
      method: 'POST',
      url: `/properties/ids/${await fx.get('approvedListing')}/customers/ids/${fx.people.customer.publicId}/tours/create`,
      body: { times: [fx.inDays(5)] },
    }),
  },
  listLeads: { operationId: 'listLeads', request: async () => get('/api/v2/leads/all') },
  getUnreadLeadCount: {
    operationId: 'getUnreadLeadCount',
    request: async () => get('/api/v2/leads/unread/count'),
  },
  getLead: {
    operationId: 'getLead',
    request: async (fx) => get(`/api/v2/leads/ids/${await fx.get('inquiry')}/get`),
  },
  'getLead@viewing': {
    operationId: 'getLead',
    request: async (fx) => get(`/api/v2/leads/ids/${await fx.get('viewing')}/get`),
  },
  setLeadRead: {
    operationId: 'setLeadRead',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/leads/ids/${await fx.get('inquiry')}/read`,
      body: { read: true },
    }),
  },
  sendLeadReply: {
    operationId: 'sendLeadReply',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/leads/ids/${await fx.get('inquiry')}/reply`,
      body: { message: 'Yes, it is available from May.' },
    }),
  },
  setViewingStatus: {
    operationId: 'setViewingStatus',
    spends: ['viewing'],
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/leads/ids/${await fx.get('viewing')}/viewing/status`,
      body: { status: 'CONFIRMED', date: fx.inDays(3) },
    }),
  },
  listCustomerLeads: {
    operationId: 'listCustomerLeads',
    request: async (fx) => get(`/api/v2/customers/ids/${fx.people.customer.publicId}/leads/all`),
  },
  cancelViewing: {
    operationId: 'cancelViewing',
    spends: ['viewing'],
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/leads/ids/${await fx.get('viewing')}/cancel`,
    }),
  },

  // Articles
  listPublishedArticles: {
    operationId: 'listPublishedArticles',
    request: async () => get('/articles/get/all'),
  },
  getArticle: {
    operationId: 'getArticle',
    request: async (fx) => get(`/articles/ids/${await fx.get('article')}/get`),
  },
  listArticleCategories: {
    operationId: 'listArticleCategories',
    request: async () => get('/api/v2/articles/categories'),
  },
  getArticleCategory: {
    operationId: 'getArticleCategory',
    request: async (fx) => get(`/api/v2/articles/categories/ids/${fx.articleCategory}`),
  },
  listAllArticles: {
    operationId: 'listAllArticles',
    request: async () => get('/api/v2/articles/all'),
  },
  createArticle: {
    operationId: 'createArticle',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/v2/articles/create',
      body: fx.bodies.article(),
    }),
  },
  updateArticle: {
    operationId: 'updateArticle',
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/v2/articles/ids/${await fx.get('article')}/update`,
      body: fx.bodies.article(),
    }),
  },
  deleteArticle: {
    operationId: 'deleteArticle',
    spends: ['article'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/api/v2/articles/ids/${await fx.get('article')}/delete`,
    }),
  },
  uploadArticleCover: {
    operationId: 'uploadArticleCover',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/articles/ids/${await fx.get('article')}/cover/upload`,
      files: [{ data: await fx.photo(), field: 'file' }],
    }),
  },
  deleteArticleCover: {
    operationId: 'deleteArticleCover',
    spends: ['articleCover'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/api/v2/articles/ids/${await fx.get('articleCover')}/cover/delete`,
    }),
  },

  // Audit
  listAuditLog: { operationId: 'listAuditLog', request: async () => get('/api/v2/audit/all') },
  listPropertyHistory: {
    operationId: 'listPropertyHistory',
    request: async (fx) => get(`/api/v2/properties/ids/${await fx.get('reviewListing')}/history`),
  },
  getListingDemand: {
    operationId: 'getListingDemand',
    request: async (fx) => get(`/api/v2/properties/ids/${await fx.get('reviewListing')}/demand`),
  },

  // The RESO feed
  getResoServiceDocument: {
    operationId: 'getResoServiceDocument',
    request: async () => get('/demo/reso/odata'),
  },
  getResoMetadata: {
    operationId: 'getResoMetadata',
    request: async () => get('/demo/reso/odata/$metadata'),
  },
  listResoRecords: {
    operationId: 'listResoRecords',
    request: async () => get('/demo/reso/odata/Property?$expand=Media&$count=true'),
  },
  // Listing imports: staff name the agent whose listings these are.
  uploadListingImport: {
    operationId: 'uploadListingImport',
    request: async (fx, caller) => ({
      method: 'POST',
      url:
        caller === 'moderator' || caller === 'admin'
          ? `/api/v2/listing-imports?agentId=${fx.people.owner.publicId}`
          : '/api/v2/listing-imports',
      files: [fx.listingCsv()],
    }),
  },
  listListingImports: {
    operationId: 'listListingImports',
    request: async () => get('/api/v2/listing-imports'),
  },
  getListingImport: {
    operationId: 'getListingImport',
    request: async (fx) => get(`/api/v2/listing-imports/${await fx.get('listingImport')}`),
  },
  setListingImportMapping: {
    operationId: 'setListingImportMapping',
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/v2/listing-imports/${await fx.get('listingImport')}/mapping`,
      body: {
        mapping: [
          'reference',
          'name',
          'type',
          'category',
          'suburb',
          'currency',
          'priceType',
          'latitude',
          'longitude',
        ],
      },
    }),
  },
  getListingImportPreview: {
    operationId: 'getListingImportPreview',
    request: async (fx) =>
      get(`/api/v2/listing-imports/${await fx.get('listingImport')}/preview?limit=5`),
  },
  startListingImport: {
    operationId: 'startListingImport',
    spends: ['listingImport'],
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/listing-imports/${await fx.get('listingImport')}/start`,
      body: { dryRun: true },
    }),
  },
  cancelListingImport: {
    operationId: 'cancelListingImport',
    spends: ['runningImport'],
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/listing-imports/${await fx.get('runningImport')}/cancel`,
    }),
  },
  getListingImportReport: {
    operationId: 'getListingImportReport',
    request: async (fx) => get(`/api/v2/listing-imports/${await fx.get('listingImport')}/report`),
  },
  // Saved searches: anyone saves (a visitor with an address); an account reads and changes its
  // own only; an alert's signed links need no session.
  listSavedSearches: {
    operationId: 'listSavedSearches',
    request: async () => get('/api/v2/saved-searches'),
  },
  createSavedSearch: {
    operationId: 'createSavedSearch',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/v2/saved-searches',
      body: {
        name: 'Houses to rent',
        frequency: 'daily',
        filters: { category: 'RENT' },
        email: fx.nextEmail(),
      },
    }),
  },
  confirmSavedSearch: {
    operationId: 'confirmSavedSearch',
    request: async () => ({
      method: 'POST',
      url: '/api/v2/saved-searches/confirm',
      body: { token: 'not-a-confirmation-token' },
    }),
  },
  updateSavedSearch: {
    operationId: 'updateSavedSearch',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/v2/saved-searches/${await fx.get('savedSearch')}`,
      body: { name: 'Renamed search', frequency: 'weekly' },
    }),
  },
  deleteSavedSearch: {
    operationId: 'deleteSavedSearch',
    spends: ['savedSearch'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/api/v2/saved-searches/${await fx.get('savedSearch')}`,
    }),
  },
  markSavedSearchSeen: {
    operationId: 'markSavedSearchSeen',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/saved-searches/${await fx.get('savedSearch')}/seen`,
    }),
  },
  getSavedSearchByLink: {
    operationId: 'getSavedSearchByLink',
    request: async (fx) =>
      get(`/api/v2/saved-searches/by-link?token=${enc(await fx.searchLink('manage'))}`),
  },
  updateSavedSearchByLink: {
    operationId: 'updateSavedSearchByLink',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/v2/saved-searches/by-link?token=${enc(await fx.searchLink('manage'))}`,
      body: { frequency: 'weekly' },
    }),
  },
  deleteSavedSearchByLink: {
    operationId: 'deleteSavedSearchByLink',
    spends: ['savedSearch'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/api/v2/saved-searches/by-link?token=${enc(await fx.searchLink('manage'))}`,
    }),
  },
  unsubscribeSavedSearch: {
    operationId: 'unsubscribeSavedSearch',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/saved-searches/unsubscribe?token=${enc(await fx.searchLink('unsubscribe'))}`,
    }),
  },
  unsubscribeSavedSearchOneClick: {
    operationId: 'unsubscribeSavedSearchOneClick',
    // The site is the path's: another site's caller posts to its own.
    request: async (fx, caller) => ({
      method: 'POST',
      url: `/${fx.tenantOf(caller)}/saved-searches/unsubscribe?token=${enc(await fx.searchLink('unsubscribe'))}`,
      form: { 'List-Unsubscribe': 'One-Click' },
    }),
  },
  // Feed clients
  listFeedClients: {
    operationId: 'listFeedClients',
    request: async () => get('/api/v2/feed-clients/all'),
  },
  createFeedClient: {
    operationId: 'createFeedClient',
    request: async () => ({
      method: 'POST',
      url: '/api/v2/feed-clients',
      body: { name: `Portal ${++feedClients}`, scopes: ['Property', 'Media'] },
    }),
  },
  revokeFeedClient: {
    operationId: 'revokeFeedClient',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/feed-clients/ids/${await fx.get('feedClient')}/revoke`,
    }),
  },
  // RESO sources: the site's admins only.
  listResoSources: {
    operationId: 'listResoSources',
    request: async () => get('/api/v2/reso-sources'),
  },
  createResoSource: {
    operationId: 'createResoSource',
    request: async () => ({
      method: 'POST',
      url: '/api/v2/reso-sources',
      body: {
        name: `Matrix feed ${++resoSources} ${Math.random().toString(36).slice(2, 6)}`,
        serviceRoot: 'http://10.0.0.1/reso/odata',
        tokenUrl: 'http://10.0.0.1/reso/token',
        clientId: 'matrix',
        clientSecret: 'matrix-secret',
      },
    }),
  },
  getResoSource: {
    operationId: 'getResoSource',
    request: async (fx) => get(`/api/v2/reso-sources/${await fx.get('resoSource')}`),
  },
  updateResoSource: {
    operationId: 'updateResoSource',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/v2/reso-sources/${await fx.get('resoSource')}`,
      body: { everyMinutes: 30 },
    }),
  },
  deleteResoSource: {
    operationId: 'deleteResoSource',
    spends: ['resoSource'],
    request: async (fx) => ({
      method: 'DELETE',
      url: `/api/v2/reso-sources/${await fx.get('resoSource')}`,
    }),
  },
  verifyResoSource: {
    operationId: 'verifyResoSource',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/reso-sources/${await fx.get('resoSource')}/test`,
    }),
  },
  listResoRemoteAgents: {
    operationId: 'listResoRemoteAgents',
    request: async (fx) => get(`/api/v2/reso-sources/${await fx.get('resoSource')}/members`),
  },
  setResoMapping: {
    operationId: 'setResoMapping',
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/v2/reso-sources/${await fx.get('resoSource')}/mapping`,
      body: { entries: [] },
    }),
  },
  startResoRun: {
    operationId: 'startResoRun',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/reso-sources/${await fx.get('resoSource')}/run`,
    }),
  },
  listResoRuns: {
    operationId: 'listResoRuns',
    request: async (fx) => get(`/api/v2/reso-sources/${await fx.get('resoSource')}/runs`),
  },
  getResoRun: {
    operationId: 'getResoRun',
    request: async (fx) => get(`/api/v2/reso-sources/${await fx.get('resoRun')}`),
  },
  createFeedToken: {
    operationId: 'createFeedToken',
    request: async (fx) => {
      const [clientId, clientSecret] = (await fx.get('feedCredentials')).split(' ');
      return {
        method: 'POST',
        url: '/demo/reso/token',
        form: {
          grant_type: 'client_credentials',
          client_id: clientId!,
          client_secret: clientSecret!,
        },
      };
    },
  },
  getFeedCaller: {
    operationId: 'getFeedCaller',
    request: async () => get('/demo/reso/client'),
  },
  // Favourites: every signed-in account keeps its own.
  listFavourites: {
    operationId: 'listFavourites',
    request: async () => get('/api/v2/favourites'),
  },
  listFavouriteIds: {
    operationId: 'listFavouriteIds',
    request: async () => get('/api/v2/favourites/ids'),
  },
  addFavourite: {
    operationId: 'addFavourite',
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/v2/favourites/${await fx.get('approvedListing')}`,
    }),
  },
  'addFavourite@review': {
    operationId: 'addFavourite',
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/v2/favourites/${await fx.get('reviewListing')}`,
    }),
  },
  removeFavourite: {
    operationId: 'removeFavourite',
    request: async (fx) => ({
      method: 'DELETE',
      url: `/api/v2/favourites/${await fx.get('approvedListing')}`,
    }),
  },
  addDeviceFavourites: {
    operationId: 'addDeviceFavourites',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/v2/favourites/merge',
      body: { ids: [await fx.get('approvedListing')] },
    }),
  },
  // Personal data
  exportOwnData: {
    operationId: 'exportOwnData',
    request: async () => get('/api/v2/privacy/me/export'),
  },
  getOwnErasure: {
    operationId: 'getOwnErasure',
    request: async () => get('/api/v2/privacy/me'),
  },
  // Every caller would erase themselves, and the fixture's people with them: a wrong password
  // shows who reaches the confirmation (anyone signed in, for their own account only).
  deleteOwnAccount: {
    operationId: 'deleteOwnAccount',
    request: async () => ({
      method: 'POST',
      url: '/api/v2/privacy/me/erase',
      body: { password: 'not-the-password' },
    }),
  },
  searchPeople: {
    operationId: 'searchPeople',
    request: async () => get('/api/v2/privacy/people?q=example'),
  },
  getPersonErasure: {
    operationId: 'getPersonErasure',
    request: async (fx) => get(`/api/v2/privacy/people/${await fx.get('erasablePerson')}`),
  },
  exportPersonData: {
    operationId: 'exportPersonData',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/privacy/people/${await fx.get('erasablePerson')}/export`,
      body: { reason: 'Access request received by e-mail' },
    }),
  },
  deletePersonAccount: {
    operationId: 'deletePersonAccount',
    spends: ['erasablePerson'],
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v2/privacy/people/${await fx.get('erasablePerson')}/erase`,
      body: { reason: 'Erasure request received by e-mail' },
    }),
  },
};

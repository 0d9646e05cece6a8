/** Business constants from the specification (section 9). */
export const LISTING_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE = 20;
/**
 * A listing search counts its matches up to this many; beyond, its total says "1,000+"
 * (totalCapped). Counting every match of a million-listing site read them all on each page.
 */
export const LISTING_COUNT_LIMIT = 1000;
export const UNIT_PAGE_SIZE = 10;
/** Units one listing may have (a block of flats, an office park). */
export const MAX_UNITS_PER_LISTING = 200;
export const EVENTS_PAGE_SIZE = 10;
export const LOCATION_PAGE_SIZE = 200;
export const PROPERTY_TYPES_PAGE_SIZE = 50;
export const PROPERTIES_BY_PLACE_PAGE_SIZE = 50;
export const TAGS_PAGE_SIZE = 10;
export const BANNERS_PAGE_SIZE = 10;
export const CATEGORIES_PAGE_SIZE = 20;
export const ARTICLES_PAGE_SIZE = 12;
export const TENANTS_PAGE_SIZE = 12;
/** Offices one site may list: the public footer reads them as one page. */
export const MAX_OFFICES_PER_SITE = 50;
export const MAX_PAGE_SIZE = 200;

export const INACTIVITY_LOCK_MS = 600000;
export const LOCK_ATTEMPTS = 3;
/** Screen-time remaining: effectively unlimited by default, less one tick (1000 ms) a second. */
export const SCREEN_TIME_DEFAULT_MS = Number.MAX_SAFE_INTEGER;
export const SCREEN_TIME_TICK_MS = 1000;
export const SAVED_STATUS_RESET_MS = 2000;
export const LINK_COPIED_MS = 5000;
export const TOKEN_REFRESH_LEAD_SECONDS = 300;

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;
/** How long an email confirmation link works: two days, so a mail read the next day still works. */
export const EMAIL_CONFIRMATION_TTL_SECONDS = 48 * 3600;
/** Failed sign-ins one client address may make on one account within the window, then 429. */
export const LOGIN_THROTTLE_MAX_FAILURES = 10;
export const LOGIN_THROTTLE_WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins one client address may make within the window, whatever the accounts. */
export const LOGIN_ADDRESS_MAX_FAILURES = 100;
/**
 * Failed sign-ins an account may collect in a day from everywhere; past it only the addresses
 * that signed in to it before may try (the owner's), and the owner is told once by e-mail.
 */
export const LOGIN_ACCOUNT_DAILY_FAILURES = 100;
export const LOGIN_ACCOUNT_WINDOW_SECONDS = 24 * 3600;

export const ROLES = ['AGENT', 'CUSTOMER', 'MODERATOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const USER_TYPES = ['RENTAL', 'BUYER', 'LANDLORD', 'AGENT'] as const;

export const CATEGORIES = ['RENT', 'SALE', 'QUICK_RENT'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  RENT: 'Rent',
  SALE: 'Sale',
  QUICK_RENT: 'Short stay',
};

export const PRICE_TYPES = ['TOTAL', 'UNIT'] as const;
export const PUBLISHED_STATES = ['REVIEW', 'APPROVED'] as const;
export const LISTING_CATEGORIES = ['FEATURED', 'STANDARD'] as const;

export const AREA_TYPES = ['HECTARE', 'SQUARE_FEET', 'SQUARE_METRES', 'ACRES'] as const;
export type AreaType = (typeof AREA_TYPES)[number];
export const AREA_TYPE_LABELS: Record<AreaType, string> = {
  HECTARE: 'ha',
  SQUARE_FEET: 'sq ft',
  SQUARE_METRES: 'sq mts',
  ACRES: 'acres',
};

export const IMAGE_LOCATIONS = [
  'GENERAL',
  'BEDROOM',
  'BATHROOM',
  'KITCHEN',
  'LAUNDRY',
  'DINING_ROOM',
  'LIVING_ROOM',
  'POOL',
  'EXTERIOR',
  'PARKING',
  'GAZEBO',
  'FLOOR_PLAN',
  'ROOF',
  'OFFICE',
  'STUDY',
] as const;
export type ImageLocation = (typeof IMAGE_LOCATIONS)[number];
export const MAX_IMAGES_PER_LOCATION = 5;
export const MAX_GENERAL_IMAGES_PER_UPLOAD = 10;
export const MIN_IMAGE_WIDTH = 800;
export const MIN_IMAGE_HEIGHT = 500;
export const PROPERTY_PHOTO_RATIO = 8 / 5;
export const AGENT_LOGO_SIZE = 400;

export const AMENITY_TYPES = [
  'SCHOOL',
  'WORSHIP_CENTER',
  'HOSPITAL',
  'HIGHWAY',
  'MALL',
  'HOTEL',
] as const;
export type AmenityType = (typeof AMENITY_TYPES)[number];
export const AMENITY_TYPE_LABELS: Record<AmenityType, string> = {
  SCHOOL: 'School',
  WORSHIP_CENTER: 'Worship center',
  HOSPITAL: 'Hospital',
  HIGHWAY: 'Highway',
  MALL: 'Mall',
  HOTEL: 'Hotel',
};
/** How the amenities of a listing are grouped when shown; every type is in one group. */
export const AMENITY_GROUPS: readonly { label: string; types: readonly AmenityType[] }[] = [
  { label: 'Schools', types: ['SCHOOL'] },
  { label: 'Worship Centers', types: ['WORSHIP_CENTER'] },
  { label: 'Health Centers', types: ['HOSPITAL'] },
  { label: 'Other', types: ['HIGHWAY', 'MALL', 'HOTEL'] },
];
/** Amenities one listing may have (a bounded list, answered whole). */
export const MAX_AMENITIES_PER_LISTING = 50;

/**
 * First path segments the server keeps for itself: a tenant slug may not take one,
 * or /{tenant}/... would shadow the API.
 */
export const RESERVED_TENANT_SLUGS = [
  'api',
  'auth',
  'properties',
  'property',
  'files',
  'customer',
  'customers',
  'agents',
  'images',
  'amenities',
  'units',
  'events',
  'inquiries',
  'banners',
  'articles',
  'health',
  'ready',
  'assets',
  'static',
  'docs',
  'admin',
  'user',
  'users',
  'favicon.ico',
  'robots.txt',
] as const;

export const TENANT_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** Largest image file one upload part may carry. */
export const MAX_IMAGE_FILE_BYTES = 15 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * What a feed client may read: each scope is a resource of the site's RESO feed (a client reads
 * only the resources of its scopes; the metadata, the service document and Lookup are open to
 * every client). The token endpoint grants these names as OAuth2 scopes.
 */
export const FEED_SCOPES = ['Property', 'Media', 'Member', 'Office', 'OpenHouse'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

/** Favourites one account may keep; saving one more is refused with a 400. */
export const MAX_FAVOURITES = 500;
/** Listing ids one merge of a device's favourites into an account may carry. */
export const MAX_FAVOURITES_MERGE = 200;

/**
 * The attribute of what a server-rendered public page shows only once its scripts run (a map's
 * place): the server then sends the page with its scripts loading at once, not at first use.
 */
export const NEEDS_BROWSER_ATTRIBUTE = 'data-needs-browser';

/**
 * The widest each sized copy of a property photo is (WebP; the API makes them, pages name them
 * in `srcset`): thumbnails and cards are 8:5 crops, the full copy keeps the photo's shape and is
 * never enlarged.
 */
export const PHOTO_VARIANT_WIDTHS = { thumbnail: 320, card: 800, full: 1920 } as const;

// Propdesk's data under RESO Data Dictionary 2.0 names: for every resource of the feed, each DD
// field with its Edm type and the SQL that gives it, and the enumerations the feed's values come
// from (the Lookup resource lists them). This is the one place that maps Propdesk to the DD;
// docs/reso.md explains it field by field.
//
// The SQL reads these tables under these aliases (a read model: see index.ts):
//   p properties, t/tp property_types (the listing's type and its parent), s suburbs, c cities,
//   co countries, u users (the agent's account), g agents (the agent's agency profile),
//   i property_images, a audit_log.
import { sql, type SQL } from 'drizzle-orm';
import { liveListingSql } from '../properties';
import type { EdmType, ODataField } from './odata';

/** A DD field: the OData field plus what the metadata says of it. */
export interface ResoField extends ODataField {
  /** The DD enumeration (a LookupName of the Lookup resource) its values come from. */
  lookup?: LookupName;
  /** False for the key and the fields every record has. */
  nullable?: boolean;
  /** Edm.Decimal: the DD's digits in all and after the point (values are rounded to it). */
  precision?: number;
  scale?: number;
}

export interface ResoResource {
  name: ResourceName;
  key: string;
  /** The rows the public may see of one site, as a FROM clause with its WHERE. */
  from(tenantId: number): SQL;
  fields: Readonly<Record<string, ResoField>>;
  /** Resources that $expand may add to each record, by navigation name. */
  expandable: readonly ResourceName[];
  /** The default order (and the last tie-breaker of every order): the key. */
  keyOrder: SQL;
}

type ResourceName = 'Property' | 'Media' | 'Member' | 'Office' | 'Lookup' | 'EntityEvent';

/**
 * The enumerations of the feed, each with the DD's values it uses (their display form, as the
 * DD's string mode sends them). Country's values are the site's countries (ISO codes).
 */
const ENUMERATIONS = {
  StandardStatus: ['Active'],
  PropertyType: ['Residential', 'Residential Lease', 'Commercial Sale', 'Commercial Lease', 'Land'],
  PropertySubType: [
    'Single Family Residence',
    'Townhouse',
    'Apartment',
    'Duplex',
    'Office',
    'Retail',
    'Warehouse',
    'Business',
    'Unimproved Land',
    'Agriculture',
    'Farm',
    'Hotel/Motel',
  ],
  AreaUnits: ['Square Feet', 'Square Meters'],
  LotSizeUnits: ['Acres', 'Square Feet', 'Square Meters'],
  MediaCategory: ['Photo', 'Floor Plan'],
  ResourceName: ['Property'],
  MemberStatus: ['Active'],
  OfficeStatus: ['Active'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The enumerations whose values are the site's own: its countries (ISO codes) and its feature
 * catalogue (by location), which the Lookup resource lists as they are now.
 */
export type LookupName =
  keyof typeof ENUMERATIONS | 'Country' | 'InteriorOrRoomFeatures' | 'ExteriorFeatures';

/** When the enumerations above last changed: the Lookup records' ModificationTimestamp. */
const LOOKUPS_CHANGED_AT = '2026-11-27T00:00:00.000Z';

/**
 * PropertySubType by the name of the listing's type (lower case), or failing that its parent's:
 * the reference types every site starts with, and common names an admin may add.
 */
const SUBTYPE_BY_TYPE_NAME: Record<string, (typeof ENUMERATIONS.PropertySubType)[number]> = {
  house: 'Single Family Residence',
  cottage: 'Single Family Residence',
  villa: 'Single Family Residence',
  cluster: 'Townhouse',
  townhouse: 'Townhouse',
  apartment: 'Apartment',
  flat: 'Apartment',
  'garden flat': 'Apartment',
  studio: 'Apartment',
  penthouse: 'Apartment',
  duplex: 'Duplex',
  office: 'Office',
  'retail shop': 'Retail',
  shop: 'Retail',
  warehouse: 'Warehouse',
  commercial: 'Business',
  land: 'Unimproved Land',
  'residential land': 'Unimproved Land',
  'commercial land': 'Unimproved Land',
  'agricultural land': 'Agriculture',
  farm: 'Farm',
  'short stay': 'Hotel/Motel',
  'guest house': 'Hotel/Motel',
  lodge: 'Hotel/Motel',
};

/** Propdesk's image locations (rooms) that are not photos of the property. */
const FLOOR_PLAN_LOCATION = 'FLOOR_PLAN';

/** `CASE expr WHEN key THEN value ... END`, keys and values as parameters. */
function caseOf(expr: SQL, map: Readonly<Record<string, string>>): SQL {
  const whens = Object.entries(map).map(([k, v]) => sql` WHEN ${k}::text THEN ${v}::text`);
  return sql`(CASE ${expr}${sql.join(whens, sql``)} END)`;
}

const field = (type: EdmType, expr: SQL, more: Partial<ResoField> = {}): ResoField => ({
  type,
  sql: expr,
  ...more,
});
/** An Edm.Decimal with the DD's precision and scale, rounded to that scale. */
const decimal = (precision: number, scale: number, expr: SQL) =>
  field('Edm.Decimal', sql`round((${expr})::numeric, ${sql.raw(String(scale))})`, {
    precision,
    scale,
  });
/**
 * An Edm.DateTimeOffset to the millisecond, in answers and in comparisons alike: what clients
 * parse (a JavaScript Date), so a row's time compares with a literal as it does on the server.
 */
const timestamp = (expr: SQL) =>
  field('Edm.DateTimeOffset', sql`date_trunc('milliseconds', ${expr})`, { nullable: false });
const text = (expr: SQL, more: Partial<ResoField> = {}) => field('Edm.String', expr, more);
const lookup = (name: LookupName, expr: SQL) => field('Edm.String', expr, { lookup: name });
/** A field of one value: it may still be ordered on (OData's ties then go by the key). */
const constant = (name: LookupName, value: string) =>
  field('Edm.String', sql`${value}::text`, { lookup: name, nullable: false });

/** An address Propdesk stores relative to itself (`/files/...`), made absolute. */
const absolute = (publicUrl: string, expr: SQL) =>
  sql`(CASE WHEN ${expr} LIKE '/%' THEN ${publicUrl}::text || ${expr} ELSE ${expr} END)`;

/** The audit entries of a change to a listing as the feed shows it (not its units or amenities). */
const listingEntries = sql`a.entity IN ('property', 'moderation', 'image', 'feature')`;

/** The listing's last change of anything the feed shows: its row, features, photos, review. */
const listingChangedAt = sql`GREATEST(p.updated_at, (SELECT max(a.at) FROM audit_log a
  WHERE a.tenant_id = p.tenant_id AND a.property_id = p.public_id AND ${listingEntries}))`;

const featureCount = (name: string) => sql`(SELECT pf.quantity FROM property_features pf
  JOIN features f ON f.id = pf.feature_id WHERE pf.property_id = p.id AND f.name = ${name}::text)`;

/** Features counted by fields of their own (BedroomsTotal...), not listed among the features. */
const COUNTED_FEATURES = sql`('BEDROOM', 'BATHROOM')`;
/** A catalogue feature's display name: AIR_CONDITIONING → Air Conditioning. */
const featureName = sql`initcap(replace(f.name, '_', ' '))`;
/** The listing's features of one location of the catalogue (INTERNAL, EXTERNAL): a collection. */
const featuresAt = (location: 'INTERNAL' | 'EXTERNAL') =>
  field(
    'Edm.String',
    sql`SELECT ${featureName} AS value FROM property_features pf JOIN features f ON f.id = pf.feature_id
      WHERE pf.property_id = p.id AND f.location = ${location}::text
        AND f.name NOT IN ${COUNTED_FEATURES} ORDER BY 1`,
    {
      collection: true,
      nullable: false,
      lookup: location === 'INTERNAL' ? 'InteriorOrRoomFeatures' : 'ExteriorFeatures',
    },
  );

const isLand = sql`lower(coalesce(tp.name, t.name)) = 'land'`;
const isSale = sql`p.category = 'SALE'`;
/** Square feet and metres measure the building; hectares and acres, or any area of land, the lot. */
const isLivingArea = sql`(p.area_type IN ('SQUARE_FEET', 'SQUARE_METRES') AND NOT ${isLand})`;

/** The live listings of a site with their type, place and agent. */
const listings = (tenantId: number) => sql`properties p
  JOIN property_types t ON t.id = p.type_id
  LEFT JOIN property_types tp ON tp.id = t.parent_id
  JOIN suburbs s ON s.id = p.suburb_id
  JOIN cities c ON c.id = s.city_id
  JOIN countries co ON co.id = c.country_id
  JOIN users u ON u.id = p.user_id
  LEFT JOIN agents g ON g.user_id = p.user_id
  WHERE p.tenant_id = ${tenantId} AND ${liveListingSql({ published: sql`p.published`, archived: sql`p.archived` })}`;

/** The agents (and their agencies) with at least one live listing. */
const listingAgents = (tenantId: number) => sql`users u
  JOIN agents g ON g.user_id = u.id
  LEFT JOIN cities c ON c.id = g.city_id
  LEFT JOIN countries co ON co.id = g.country_id
  WHERE u.tenant_id = ${tenantId} AND EXISTS (SELECT 1 FROM properties p
    WHERE p.tenant_id = u.tenant_id AND p.user_id = u.id
      AND ${liveListingSql({ published: sql`p.published`, archived: sql`p.archived` })})`;

/** The image is the listing's profile photo (its original or one of its variants). */
const isProfilePhoto = sql`(p.profile_photo IS NOT NULL AND (i.file_download_uri = p.profile_photo
  OR EXISTS (SELECT 1 FROM jsonb_each_text(i.variants) v WHERE v.value = p.profile_photo)))`;

/** Every resource of a site's feed; `publicUrl` makes stored addresses absolute. */
export function resoResources(publicUrl: string, serviceRoot: string) {
  const area = sql`p.area`;
  const property: ResoResource = {
    name: 'Property',
    key: 'ListingKey',
    from: listings,
    keyOrder: sql`p.public_id ASC`,
    expandable: ['Media'],
    fields: {
      ListingKey: text(sql`p.public_id`, { nullable: false }),
      ListingId: text(sql`p.code`, { nullable: false }),
      StandardStatus: constant('StandardStatus', 'Active'),
      PropertyType: lookup(
        'PropertyType',
        sql`(CASE WHEN ${isLand} THEN 'Land'
          WHEN lower(coalesce(tp.name, t.name)) = 'commercial'
            THEN CASE WHEN ${isSale} THEN 'Commercial Sale' ELSE 'Commercial Lease' END
          WHEN ${isSale} THEN 'Residential' ELSE 'Residential Lease' END)`,
      ),
      PropertySubType: lookup(
        'PropertySubType',
        sql`coalesce(${caseOf(sql`lower(t.name)`, SUBTYPE_BY_TYPE_NAME)}, ${caseOf(sql`lower(tp.name)`, SUBTYPE_BY_TYPE_NAME)})`,
      ),
      // Stored with two decimals already: no rounding, so an order or a filter can use an index.
      ListPrice: field('Edm.Decimal', sql`p.price`, { precision: 14, scale: 2 }),
      BedroomsTotal: field('Edm.Int64', featureCount('BEDROOM')),
      BathroomsTotalInteger: field('Edm.Int64', featureCount('BATHROOM')),
      LivingArea: field('Edm.Decimal', sql`(CASE WHEN ${isLivingArea} THEN ${area} END)`, {
        precision: 14,
        scale: 2,
      }),
      LivingAreaUnits: lookup(
        'AreaUnits',
        sql`(CASE WHEN ${isLivingArea} AND p.area IS NOT NULL THEN
          CASE p.area_type WHEN 'SQUARE_FEET' THEN 'Square Feet' ELSE 'Square Meters' END END)`,
      ),
      LotSizeArea: decimal(
        16,
        4,
        sql`(CASE WHEN NOT ${isLivingArea} THEN
          CASE p.area_type WHEN 'HECTARE' THEN ${area} * 10000 ELSE ${area} END END)`,
      ),
      LotSizeUnits: lookup(
        'LotSizeUnits',
        sql`(CASE WHEN NOT ${isLivingArea} AND p.area IS NOT NULL THEN
          CASE p.area_type WHEN 'ACRES' THEN 'Acres' WHEN 'SQUARE_FEET' THEN 'Square Feet'
          ELSE 'Square Meters' END END)`,
      ),
      YearBuilt: field('Edm.Int64', sql`extract(year FROM p.built AT TIME ZONE 'UTC')`),
      PublicRemarks: text(sql`p.description`),
      VirtualTourURLUnbranded: text(sql`p.tour_url`, { sortable: false }),
      InteriorFeatures: featuresAt('INTERNAL'),
      ExteriorFeatures: featuresAt('EXTERNAL'),
      City: text(sql`c.name`),
      SubdivisionName: text(sql`s.name`),
      Country: lookup('Country', sql`co.code`),
      Latitude: decimal(12, 8, sql`p.latitude`),
      Longitude: decimal(12, 8, sql`p.longitude`),
      ListAgentKey: text(sql`u.public_id`),
      ListOfficeKey: text(sql`g.code`),
      ListOfficeName: text(sql`g.name`),
      PhotosCount: field(
        'Edm.Int64',
        sql`(SELECT count(*) FROM property_images pi WHERE pi.property_id = p.id)`,
        { nullable: false },
      ),
      ListingContractDate: field('Edm.Date', sql`(p.created_at AT TIME ZONE 'UTC')::date`),
      OriginalEntryTimestamp: timestamp(sql`p.created_at`),
      ModificationTimestamp: timestamp(listingChangedAt),
    },
  };

  const mediaUrl = absolute(publicUrl, sql`coalesce(i.variants ->> 'full', i.file_download_uri)`);
  const media: ResoResource = {
    name: 'Media',
    key: 'MediaKey',
    from: (tenantId) => sql`property_images i
      JOIN properties p ON p.id = i.property_id
      WHERE i.tenant_id = ${tenantId} AND p.tenant_id = ${tenantId}
        AND ${liveListingSql({ published: sql`p.published`, archived: sql`p.archived` })}`,
    keyOrder: sql`i.name ASC`,
    expandable: [],
    fields: {
      MediaKey: text(sql`i.name`, { nullable: false }),
      ResourceRecordKey: text(sql`p.public_id`, { nullable: false }),
      ResourceName: constant('ResourceName', 'Property'),
      MediaURL: text(mediaUrl, { nullable: false, sortable: false }),
      Order: field(
        'Edm.Int64',
        // The photo's place in the listing's gallery, as the agent ordered it.
        sql`(SELECT count(*) FROM property_images o
          WHERE o.property_id = i.property_id AND (o.position, o.id) <= (i.position, i.id))`,
        { nullable: false },
      ),
      PreferredPhotoYN: field('Edm.Boolean', isProfilePhoto, { nullable: false }),
      MediaCategory: lookup(
        'MediaCategory',
        sql`(CASE i.location WHEN ${FLOOR_PLAN_LOCATION}::text THEN 'Floor Plan' ELSE 'Photo' END)`,
      ),
      ShortDescription: text(sql`initcap(replace(i.location, '_', ' '))`),
      // The listing's changes reorder its photos or choose another profile photo.
      ModificationTimestamp: timestamp(sql`GREATEST(i.created_at, ${listingChangedAt})`),
    },
  };

  const accountChangedAt = sql`GREATEST(u.updated_at, (SELECT max(a.at) FROM audit_log a
    WHERE a.tenant_id = u.tenant_id AND a.entity = 'agent' AND a.entity_id = u.public_id))`;
  const member: ResoResource = {
    name: 'Member',
    key: 'MemberKey',
    from: listingAgents,
    keyOrder: sql`u.public_id ASC`,
    expandable: [],
    fields: {
      MemberKey: text(sql`u.public_id`, { nullable: false }),
      MemberMlsId: text(sql`g.code`, { nullable: false }),
      MemberFullName: text(sql`g.name`),
      MemberOfficePhone: text(sql`g.telephone`),
      MemberStatus: constant('MemberStatus', 'Active'),
      OfficeKey: text(sql`g.code`, { nullable: false }),
      OfficeName: text(sql`g.name`),
      OriginalEntryTimestamp: timestamp(sql`u.created_at`),
      ModificationTimestamp: timestamp(accountChangedAt),
    },
  };

  const office: ResoResource = {
    name: 'Office',
    key: 'OfficeKey',
    from: listingAgents,
    keyOrder: sql`g.code ASC`,
    expandable: [],
    fields: {
      OfficeKey: text(sql`g.code`, { nullable: false }),
      OfficeMlsId: text(sql`g.code`, { nullable: false }),
      OfficeName: text(sql`g.name`),
      OfficePhone: text(sql`g.telephone`),
      OfficeCity: text(sql`c.name`),
      OfficeCountry: lookup('Country', sql`co.code`),
      OfficeStatus: constant('OfficeStatus', 'Active'),
      OriginalEntryTimestamp: timestamp(sql`u.created_at`),
      ModificationTimestamp: timestamp(accountChangedAt),
    },
  };

  const enumerationRows = Object.entries(ENUMERATIONS).flatMap(([name, values]) =>
    values.map((value) => sql`(${name}::text, ${value}::text)`),
  );
  const lookupResource: ResoResource = {
    name: 'Lookup',
    key: 'LookupKey',
    from: (tenantId) => sql`(SELECT * FROM (VALUES ${sql.join(enumerationRows, sql`, `)})
        AS e (lookup_name, lookup_value)
      UNION ALL SELECT 'Country', code FROM countries WHERE tenant_id = ${tenantId}
      UNION SELECT CASE f.location WHEN 'INTERNAL' THEN 'InteriorOrRoomFeatures'
          ELSE 'ExteriorFeatures' END, ${featureName}
        FROM features f WHERE f.tenant_id = ${tenantId} AND f.location IN ('INTERNAL', 'EXTERNAL')
          AND f.name NOT IN ${COUNTED_FEATURES}) l
      WHERE true`,
    keyOrder: sql`l.lookup_name ASC, l.lookup_value ASC`,
    expandable: [],
    fields: {
      LookupKey: text(sql`(l.lookup_name || ':' || l.lookup_value)`, { nullable: false }),
      LookupName: text(sql`l.lookup_name`, { nullable: false }),
      LookupValue: text(sql`l.lookup_value`, { nullable: false }),
      StandardLookupValue: text(sql`l.lookup_value`),
      LegacyODataValue: text(sql`regexp_replace(l.lookup_value, '[^A-Za-z0-9_]', '', 'g')`),
      // One time for every record; orderable like every resource's ModificationTimestamp.
      ModificationTimestamp: field('Edm.DateTimeOffset', sql`${LOOKUPS_CHANGED_AT}::timestamptz`, {
        nullable: false,
      }),
    },
  };

  const live = liveListingSql({ published: sql`p.published`, archived: sql`p.archived` });
  const entityEvent: ResoResource = {
    name: 'EntityEvent',
    key: 'EntityEventSequence',
    // A listing's changes from its first approval on (or all of them while it is live): its
    // drafts' history stays private, and a listing that leaves the feed leaves an event.
    from: (tenantId) => sql`audit_log a
      WHERE a.tenant_id = ${tenantId} AND a.property_id IS NOT NULL AND ${listingEntries}
        AND (a.id >= (SELECT min(f.id) FROM audit_log f WHERE f.tenant_id = a.tenant_id
              AND f.property_id = a.property_id AND f.action = 'approve')
          OR EXISTS (SELECT 1 FROM properties p WHERE p.tenant_id = a.tenant_id
              AND p.public_id = a.property_id AND ${live}))`,
    keyOrder: sql`a.id ASC`,
    expandable: [],
    fields: {
      EntityEventSequence: field('Edm.Int64', sql`a.id`, { nullable: false }),
      ResourceName: text(sql`'Property'::text`, { nullable: false }),
      ResourceRecordKey: text(sql`a.property_id`, { nullable: false }),
      ResourceRecordUrl: text(
        sql`(${`${serviceRoot}/Property('`}::text || a.property_id || ''')')`,
        { nullable: false, sortable: false },
      ),
    },
  };

  return { property, media, member, office, lookupResource, entityEvent };
}

import { and, count, eq, sql } from 'drizzle-orm';
import {
  amenityInputSchema,
  generatePropertyTitle,
  propertyCreateSchema,
  unitBody,
  type Role,
} from '@propdesk/shared';
import type { Actor } from '../infra/auth';
import type { Tenant } from '../infra/tenant';
import type { ModuleContext } from '../infra/context';
import { createAmenity } from '../modules/amenities';
import { addFeatures, type FeaturesContext } from '../modules/features';
import { addProfilePhoto, uploadPropertyImages, type ImagesContext } from '../modules/images';
import {
  createProperty,
  findListingOwner,
  updateProperty,
  type PropertiesContext,
} from '../modules/properties';
import {
  approveProperty,
  sendForReview,
  type PropertyModerationContext,
} from '../modules/property-moderation';
import { createUnit, type UnitsContext } from '../modules/units';
import { findAccountByEmail } from '../modules/users';
import { cities, features, properties, propertyTypes, suburbs } from '../db/schema';
import {
  DEMO_LISTINGS,
  DEMO_PRICE_FACTOR,
  DEMO_SUBURBS,
  type DemoListing,
} from './demo-listings-data';
import { demoPhoto, type DemoScene } from './demo-photos';

/** The modules the demo listings go through (the app's), so their rules and side tables apply. */
export interface DemoListingModules {
  properties: PropertiesContext;
  propertyModeration: PropertyModerationContext;
  features: FeaturesContext;
  images: ImagesContext;
  amenities: ModuleContext;
  units: UnitsContext;
}

interface Place {
  publicId: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
}

async function places(modules: DemoListingModules, tenant: Tenant, names: string[]) {
  const rows = await modules.properties.db
    .select({
      publicId: suburbs.publicId,
      name: suburbs.name,
      city: cities.name,
      latitude: suburbs.latitude,
      longitude: suburbs.longitude,
    })
    .from(suburbs)
    .innerJoin(cities, eq(cities.id, suburbs.cityId))
    .where(eq(suburbs.tenantId, tenant.id));
  const byName = new Map(rows.map((r) => [r.name, r]));
  return names
    .map((name) => byName.get(name))
    .filter((p): p is Place => p?.latitude != null && p.longitude != null);
}

async function publicIdsByName(
  modules: DemoListingModules,
  tenant: Tenant,
  table: typeof features | typeof propertyTypes,
) {
  const rows = await modules.properties.db
    .select({ name: table.name, publicId: table.publicId })
    .from(table)
    .where(eq(table.tenantId, tenant.id));
  return new Map(rows.map((r) => [r.name, r.publicId]));
}

async function actorFor(
  modules: DemoListingModules,
  tenant: Tenant,
  email: string,
): Promise<Actor | undefined> {
  const account = await findAccountByEmail(modules.properties, tenant, email);
  if (!account) return undefined;
  const roles = account.roles as Role[];
  return {
    userId: account.id,
    publicId: account.publicId,
    tenantId: tenant.id,
    tenant: tenant.slug,
    email: account.email,
    roles,
    ...(roles.includes('AGENT') && { agentId: account.publicId }),
  };
}

async function listingCount(modules: DemoListingModules, tenant: Tenant, userId: number) {
  const [row] = await modules.properties.db
    .select({ n: count() })
    .from(properties)
    .where(and(eq(properties.tenantId, tenant.id), eq(properties.userId, userId)));
  return row?.n ?? 0;
}

/** A point a few hundred metres from the suburb's centre, the same on every run. */
function near(place: Place, index: number, spread = 0.006) {
  const angle = index * 2.4;
  const distance = spread * (0.4 + ((index * 37) % 10) / 16);
  return {
    latitude: Number((place.latitude + distance * Math.sin(angle)).toFixed(6)),
    longitude: Number((place.longitude + distance * Math.cos(angle)).toFixed(6)),
  };
}

const photoFiles = (scene: DemoScene, hue: number) =>
  async function* () {
    yield await demoPhoto(scene, hue);
  };

interface Seeding {
  modules: DemoListingModules;
  tenant: Tenant;
  agent: Actor;
  moderator: Actor;
  currency: string;
  featureIds: Map<string, string>;
  typeIds: Map<string, string>;
}

async function seedListing(s: Seeding, demo: DemoListing, place: Place, index: number) {
  const { modules, tenant, agent } = s;
  const factor = DEMO_PRICE_FACTOR[s.currency] ?? 1;
  const money = (usd: number) => Math.round(usd * factor * 100) / 100;
  const fill = (text: string) =>
    text.replaceAll('{suburb}', place.name).replaceAll('{city}', place.city);
  const spot = near(place, index);
  const listing = await createProperty(
    modules.properties,
    agent,
    tenant,
    { agentId: agent.agentId!, typeId: s.typeIds.get(demo.type)!, suburbId: place.publicId },
    propertyCreateSchema.parse({
      name: demo.name,
      title: generatePropertyTitle({
        typeName: demo.type,
        category: demo.category,
        suburbName: place.name,
      }),
      description: fill(demo.description),
      category: demo.category,
      price: money(demo.price),
      currency: s.currency,
      priceType: demo.priceType ?? 'TOTAL',
      ...(demo.area && { area: demo.area.value, areaType: demo.area.unit }),
      ...(demo.built && { built: demo.built }),
      displayMap: demo.displayMap,
      ...spot,
      metaTags: demo.metaTags ?? [],
    }),
  );
  const id = listing.publicId;
  await addFeatures(
    modules.features,
    agent,
    tenant,
    id,
    Object.entries(demo.features).map(([name, quantity]) => ({
      featureId: s.featureIds.get(name)!,
      quantity,
    })),
    'en',
  );
  for (const [i, amenity] of (demo.amenities ?? []).entries()) {
    await createAmenity(
      modules.amenities,
      agent,
      tenant,
      id,
      amenityInputSchema.parse({ ...amenity, ...near(place, index * 7 + i + 1, 0.012) }),
    );
  }
  for (const unit of demo.units ?? []) {
    await createUnit(
      modules.units,
      agent,
      tenant,
      id,
      unitBody.parse({
        ...unit,
        deposit: money(unit.deposit ?? 0),
        rentalPrice: money(unit.rentalPrice ?? 0),
      }),
    );
  }
  return id;
}

/**
 * A profile photo, and the photos by room of a live listing (the others are not shown to
 * visitors, so one photo keeps the seed quick).
 */
async function addPhotos(s: Seeding, demo: DemoListing, id: string, index: number) {
  const { modules, tenant, agent } = s;
  // Each listing has its own colours; the same listing looks the same on every site.
  const hue = (index * 47) % 360;
  await addProfilePhoto(modules.images, agent, tenant, id, photoFiles(demo.photos.profile, hue));
  if (demo.state !== 'LIVE') return;
  for (const [location, scene] of demo.photos.rooms) {
    await uploadPropertyImages(modules.images, agent, tenant, id, location, photoFiles(scene, hue));
  }
}

/**
 * The demo listings were entered a day apart, the last one today, in the order they are made:
 * the public search's newest-first order stays as it was, and the RESO feed's ListingContractDate
 * has days to filter on (RESO's certification filters the first date field with three or more
 * values by every operator).
 */
async function backdate(s: Seeding, id: string, days: number) {
  await s.modules.properties.db
    .update(properties)
    .set({ createdAt: sql`${properties.createdAt} - make_interval(days => ${days}::int)` })
    .where(and(eq(properties.tenantId, s.tenant.id), eq(properties.publicId, id)));
}

async function publish(s: Seeding, demo: DemoListing, id: string) {
  if (demo.state === 'FILLING') return;
  if (demo.state === 'REVIEW') {
    const row = await findListingOwner(s.modules.properties, s.tenant, id);
    const seen = row!.updatedAt.toISOString();
    await sendForReview(s.modules.propertyModeration, s.agent, s.tenant, id, seen);
    return;
  }
  await approveProperty(s.modules.propertyModeration, s.moderator, s.tenant, id);
  if (demo.state === 'ARCHIVED') {
    await updateProperty(s.modules.properties, s.agent, s.tenant, id, { archived: true });
  }
}

/**
 * The demo agent's listings on one site (DEMO_LISTINGS: most live, some in review, one
 * archived), with features, amenities, units and drawn photos, made through the modules'
 * services as an agent and a moderator would. Does nothing when the demo agent or moderator is
 * missing, or the agent has any listing already: the seed runs at every start. Answers how many
 * listings it made.
 */
export async function seedDemoListings(
  modules: DemoListingModules,
  tenant: Tenant,
  country: string,
  accounts: { agentEmail: string; moderatorEmail: string },
): Promise<number> {
  const agent = await actorFor(modules, tenant, accounts.agentEmail);
  const moderator = await actorFor(modules, tenant, accounts.moderatorEmail);
  if (!agent?.agentId || !moderator) return 0;
  if ((await listingCount(modules, tenant, agent.userId)) > 0) return 0;
  const suburbPlaces = await places(modules, tenant, DEMO_SUBURBS[country] ?? []);
  if (!suburbPlaces.length) return 0;
  const seeding: Seeding = {
    modules,
    tenant,
    agent,
    moderator,
    currency: tenant.defaultCurrency,
    featureIds: await publicIdsByName(modules, tenant, features),
    typeIds: await publicIdsByName(modules, tenant, propertyTypes),
  };
  const ids: string[] = [];
  for (const [index, demo] of DEMO_LISTINGS.entries()) {
    const place = suburbPlaces[demo.suburb % suburbPlaces.length]!;
    ids.push(await seedListing(seeding, demo, place, index));
    await backdate(seeding, ids[index]!, DEMO_LISTINGS.length - 1 - index);
  }
  // Photos of all listings at once: the pipeline keeps every core busy, and no more.
  await Promise.all(DEMO_LISTINGS.map((demo, i) => addPhotos(seeding, demo, ids[i]!, i)));
  for (const [index, demo] of DEMO_LISTINGS.entries()) await publish(seeding, demo, ids[index]!);
  return DEMO_LISTINGS.length;
}

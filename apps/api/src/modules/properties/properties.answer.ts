import type { Tenant } from '../../infra/tenant';
import { answerFeature, answerLocation } from '../../lib/reference-words';
import type { PropertiesContext } from './properties.context';
import type { References } from './properties.references';
import type { PropertyDetailRow } from './properties.repository';
import type { PropertyView } from './properties.schemas';

type Images = PropertyView['images'];

/**
 * The photos by room. On a site that marks its photos, each one's address is its marked
 * full-size variant: the answer never hands out an unmarked original.
 */
function groupImages(rows: PropertyDetailRow['images'], marked: boolean): Images {
  const grouped: Images = {};
  for (const { location, name, fileDownloadUri, variants, order } of rows) {
    const file = (marked && variants?.full) || fileDownloadUri;
    (grouped[location] ??= []).push({
      name,
      fileDownloadUri: file,
      variants: variants ?? {},
      order,
    });
  }
  return grouped;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The spec's Property (section 3) with its JSON names. */
function answerOf(
  ctx: PropertiesContext,
  row: PropertyDetailRow,
  refs: References,
  tenantCurrency: string,
  marked: boolean,
): PropertyView {
  const p = row.property;
  const place = refs.place(p.suburbId);
  return {
    publicId: p.publicId,
    name: p.name,
    title: p.title,
    code: p.code,
    views: row.views + ctx.views.unsaved(p.id),
    typeId: refs.typePublicId(p.typeId) ?? '',
    category: p.category as PropertyView['category'],
    area: p.area,
    areaType: p.areaType as PropertyView['areaType'],
    built: p.built ? iso(p.built) : null,
    description: p.description,
    price: p.price,
    currency: p.currency,
    priceType: p.priceType as PropertyView['priceType'],
    vatable: p.vatable,
    serviced: p.serviced,
    serviceCharge: p.serviceCharge,
    displayMap: p.displayMap,
    latitude: p.latitude,
    longitude: p.longitude,
    altitude: p.altitude,
    suburb: place?.publicId ?? '',
    location: answerLocation(
      { city: place?.city ?? '', suburb: place?.name ?? '', country: place?.country ?? '' },
      place?.countryCode ?? '',
    ),
    features: row.features.map(answerFeature),
    metaTags: p.metaTags,
    tourUrl: p.tourUrl,
    language: p.originalLanguage,
    originalLanguage: p.originalLanguage,
    published: p.published as PropertyView['published'],
    listingCategory: p.listingCategory as PropertyView['listingCategory'],
    archived: p.archived,
    profilePhoto: p.profilePhoto,
    agent: { publicId: refs.agentPublicId(p.userId) ?? '' },
    defaultCurrency: { code: place?.currencies[0] ?? tenantCurrency },
    completion: p.completion,
    images: groupImages(row.images, marked),
    rejectionReason: p.rejectionReason,
    readyForReviewAt: p.readyForReviewAt ? iso(p.readyForReviewAt) : null,
    agentReference: p.agentReference,
    source: p.source as PropertyView['source'],
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}

export async function propertyAnswers(
  ctx: PropertiesContext,
  tenant: Tenant,
  rows: PropertyDetailRow[],
): Promise<PropertyView[]> {
  const refs = await ctx.references.resolve(
    tenant.id,
    rows.map((r) => r.property),
    ctx.db,
  );
  const marked = await ctx.photosMarked(tenant.id, ctx.db);
  return rows.map((row) => answerOf(ctx, row, refs, tenant.defaultCurrency, marked));
}

export async function propertyAnswer(
  ctx: PropertiesContext,
  tenant: Tenant,
  row: PropertyDetailRow,
): Promise<PropertyView> {
  const [view] = await propertyAnswers(ctx, tenant, [row]);
  return view!;
}

import type { PropertiesContext } from './properties.context';
import type { PropertyDetailRow } from './properties.repository';
import type { PropertyView } from './properties.schemas';

type Images = PropertyView['images'];

function groupImages(rows: PropertyDetailRow['images']): Images {
  const grouped: Images = {};
  for (const { location, name, fileDownloadUri, variants } of rows) {
    (grouped[location] ??= []).push({ name, fileDownloadUri, variants: variants ?? {} });
  }
  return grouped;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The spec's Property (section 3) with its JSON names. */
export function propertyView(
  ctx: PropertiesContext,
  row: PropertyDetailRow,
  tenantCurrency: string,
): PropertyView {
  const p = row.property;
  return {
    publicId: p.publicId,
    name: p.name,
    title: p.title,
    code: p.code,
    views: p.views + ctx.views.unsaved(p.id),
    typeId: row.typePublicId,
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
    suburb: row.suburbPublicId,
    location: { city: row.cityName, suburb: row.suburbName, country: row.countryName },
    features: row.features,
    metaTags: p.metaTags,
    published: p.published as PropertyView['published'],
    listingCategory: p.listingCategory as PropertyView['listingCategory'],
    archived: p.archived,
    profilePhoto: p.profilePhoto,
    agent: { publicId: row.agentPublicId },
    defaultCurrency: { code: row.countryCurrencies[0] ?? tenantCurrency },
    completion: p.completion,
    images: groupImages(row.images),
    rejectionReason: p.rejectionReason,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}

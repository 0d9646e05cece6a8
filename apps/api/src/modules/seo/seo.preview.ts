import { languageDirection, type LanguageCode } from '@propdesk/shared';
import type { Tenant } from '../../infra/tenant';
import { formatMoney } from '../../lib/money';
import { apiText } from '../../locales';
import { previewKey, type PreviewInput } from '../images';
import type { PropertyView } from '../properties';

/** A listing's photos across its rooms in the gallery's order, as the agent ordered them. */
export function galleryOrder(view: PropertyView) {
  return Object.values(view.images)
    .flat()
    .sort((a, b) => a.order - b.order);
}

/** The photo a listing is shown by: its profile photo, else the first of its gallery. */
export function coverImage(view: PropertyView) {
  const images = galleryOrder(view);
  if (!view.profilePhoto) return images[0];
  return images.find(
    (i) =>
      i.fileDownloadUri === view.profilePhoto ||
      Object.values(i.variants).includes(view.profilePhoto!),
  );
}

/** The price as the listing's page says it: per month for a rent, per night for a short stay. */
export function priceWords(view: PropertyView, language: LanguageCode): string {
  if (view.price === null) return apiText(language, 'Price on request');
  const price = formatMoney(language, view.price, view.currency);
  if (view.category === 'RENT') return apiText(language, '{price} / month', { price });
  if (view.category === 'QUICK_RENT') return apiText(language, '{price} / night', { price });
  return price;
}

/** Where the listing is: its suburb and city, else its country. */
export function placeWords(view: PropertyView, language: LanguageCode): string {
  const { suburb, city, country } = view.location;
  if (suburb && city && suburb !== city)
    return apiText(language, '{suburb}, {city}', { suburb, city });
  return suburb || city || country;
}

/** What the listing's preview picture is drawn from, in a language. */
export function previewInput(
  view: PropertyView,
  tenant: Tenant,
  language: LanguageCode,
): PreviewInput {
  const cover = coverImage(view);
  return {
    tenantSlug: tenant.slug,
    publicId: view.publicId,
    coverUrl: cover?.variants.full ?? cover?.fileDownloadUri,
    words: {
      price: priceWords(view, language),
      place: placeWords(view, language),
      site: tenant.name,
      rightToLeft: languageDirection(language) === 'rtl',
    },
  };
}

/** The preview picture's address: it names what is drawn on it, so a change is a new address. */
export function previewPath(view: PropertyView, tenant: Tenant, language: LanguageCode): string {
  const key = previewKey(previewInput(view, tenant, language));
  return `/${tenant.slug}/listings/${encodeURIComponent(view.publicId)}/preview/${language}/${key}.jpg`;
}

import { languageAddress, languageAlternates, type LanguageCode } from '@propdesk/shared';
import type { Tenant } from '../../infra/tenant';
import { apiText } from '../../locales';
import type { PropertyView } from '../properties';
import { summary, type PageHead } from './seo.html';

const BUSINESS_FUNCTION: Record<string, string> = {
  SALE: 'http://purl.org/goodrelations/v1#Sell',
  RENT: 'http://purl.org/goodrelations/v1#LeaseOut',
  QUICK_RENT: 'http://purl.org/goodrelations/v1#LeaseOut',
};

/** A public page's address after its site and language: '' for the home. */
export const listingPage = (publicId: string) => `/listings/${encodeURIComponent(publicId)}`;

/**
 * Where a public page is read: its address in the language asked for (null: the address without
 * a language, the reader's), with its alternates in every language the site offers.
 */
export function pageAddresses(
  publicUrl: string,
  tenant: Tenant,
  language: LanguageCode | null,
  page: string,
) {
  return {
    url: publicUrl + languageAddress(tenant.slug, language, page),
    alternates: languageAlternates(tenant, page).map(({ hreflang, path }) => ({
      hreflang,
      href: publicUrl + path,
    })),
  };
}

/**
 * The picture link previews show: the profile photo's card variant (800×500, the shape previews
 * crop to), else its full size; the first image when no profile photo is set.
 */
function previewImage(view: PropertyView, publicUrl: string): string | undefined {
  const images = Object.values(view.images).flat();
  const profile = view.profilePhoto
    ? images.find(
        (i) =>
          i.fileDownloadUri === view.profilePhoto ||
          Object.values(i.variants).includes(view.profilePhoto!),
      )
    : images[0];
  const url =
    profile?.variants.card ??
    profile?.variants.full ??
    profile?.fileDownloadUri ??
    view.profilePhoto;
  return url ? new URL(url, `${publicUrl}/`).toString() : undefined;
}

function postalAddress(view: PropertyView) {
  const { suburb, city, country } = view.location;
  return {
    '@type': 'PostalAddress',
    ...((suburb || city) && { addressLocality: suburb || city }),
    ...(suburb && city && { addressRegion: city }),
    ...(country && { addressCountry: country }),
  };
}

/** The listing page's head: title, description, canonical link, Open Graph, Twitter, JSON-LD. */
export function listingHead(
  view: PropertyView,
  tenant: Tenant,
  publicUrl: string,
  language: LanguageCode | null,
): PageHead {
  const { url, alternates } = pageAddresses(
    publicUrl,
    tenant,
    language,
    listingPage(view.publicId),
  );
  const description = summary(view.description);
  const image = previewImage(view, publicUrl);
  return {
    title: `${view.title} | ${tenant.name}`,
    description,
    canonical: url,
    language: language ?? tenant.defaultLanguage,
    alternates,
    properties: [
      ['og:type', 'website'],
      ['og:site_name', tenant.name],
      ['og:title', view.title],
      ['og:description', description],
      ['og:url', url],
      ...(image ? ([['og:image', image]] as [string, string][]) : []),
      ['twitter:card', image ? 'summary_large_image' : 'summary'],
      ['twitter:title', view.title],
      ['twitter:description', description],
      ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: view.title,
      description: view.description,
      // A listing is written in its site's language (translations come with their own address).
      inLanguage: tenant.defaultLanguage,
      url,
      ...(image && { image }),
      datePosted: view.createdAt,
      offers: {
        '@type': 'Offer',
        price: view.price,
        priceCurrency: view.currency,
        availability: 'https://schema.org/InStock',
        businessFunction: BUSINESS_FUNCTION[view.category] ?? BUSINESS_FUNCTION.SALE,
      },
      address: postalAddress(view),
      ...(view.displayMap &&
        view.latitude != null &&
        view.longitude != null && {
          geo: { '@type': 'GeoCoordinates', latitude: view.latitude, longitude: view.longitude },
        }),
    },
  };
}

/** The site home's head. */
export function siteHead(
  tenant: Tenant,
  publicUrl: string,
  language: LanguageCode | null,
): PageHead {
  const { url, alternates } = pageAddresses(publicUrl, tenant, language, '');
  const pageLanguage = language ?? tenant.defaultLanguage;
  const description = apiText(
    pageLanguage,
    'Homes, land and offices for sale and to rent on {site}.',
    { site: tenant.name },
  );
  return {
    title: tenant.name,
    description,
    canonical: url,
    language: pageLanguage,
    alternates,
    properties: [
      ['og:type', 'website'],
      ['og:site_name', tenant.name],
      ['og:title', tenant.name],
      ['og:description', description],
      ['og:url', url],
      ['twitter:card', 'summary'],
      ['twitter:title', tenant.name],
      ['twitter:description', description],
    ],
  };
}

/** The head of a listing that is not there (or not live), in the page's language. */
export const notFoundHead = (language: LanguageCode): PageHead => ({
  title: apiText(language, 'Property not found'),
  noIndex: true,
  language,
});

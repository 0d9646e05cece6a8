import { languageAddress, languageAlternates, type LanguageCode } from '@propdesk/shared';
import type { Tenant } from '../../infra/tenant';
import { apiText } from '../../locales';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../images';
import type { PropertyView } from '../properties';
import { summary, type PageHead } from './seo.html';
import { coverImage, previewPath } from './seo.preview';

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

/** The listing's photo for its structured data: the cover's card copy, else its full size. */
function coverPhoto(view: PropertyView, publicUrl: string): string | undefined {
  const cover = coverImage(view);
  const url =
    cover?.variants.card ?? cover?.variants.full ?? cover?.fileDownloadUri ?? view.profilePhoto;
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
  const pageLanguage = language ?? tenant.defaultLanguage;
  const image = coverPhoto(view, publicUrl);
  // Link previews show a picture made for them: the cover with the price and place on it.
  const preview = publicUrl + previewPath(view, tenant, pageLanguage);
  return {
    title: `${view.title} | ${tenant.name}`,
    description,
    canonical: url,
    language: pageLanguage,
    alternates,
    properties: [
      ['og:type', 'website'],
      ['og:site_name', tenant.name],
      ['og:title', view.title],
      ['og:description', description],
      ['og:url', url],
      ['og:image', preview],
      ['og:image:type', 'image/jpeg'],
      ['og:image:width', String(PREVIEW_WIDTH)],
      ['og:image:height', String(PREVIEW_HEIGHT)],
      ['og:image:alt', view.title],
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', view.title],
      ['twitter:description', description],
      ['twitter:image', preview],
      ['twitter:image:alt', view.title],
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

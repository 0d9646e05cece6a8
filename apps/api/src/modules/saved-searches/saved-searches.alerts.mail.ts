import { LANGUAGE_CODES, type LanguageCode } from '@propdesk/shared';
import { formatMoney } from '../../lib/money';
import { apiText } from '../../locales';
import type { NoticeInput } from '../notices';
import { searchLinkToken } from './saved-searches.links';
import { escapeHtml } from '../../lib/escape-html';

/** A listing as an alert shows it. */
export interface AlertListing {
  publicId: string;
  title: string;
  price: number | null;
  previousPrice: number | null;
  currency: string;
  reason: 'new' | 'price';
  place: string;
  /** The listing's main photo, an absolute address; null for none. */
  photo: string | null;
}

export interface AlertSearch {
  publicId: string;
  name: string;
  email: string;
  language: string;
  /** null for a visitor's search (the manage link is then a signed one). */
  userId: number | null;
}

export interface AlertSite {
  slug: string;
  name: string;
}

export interface AlertLinks {
  publicUrl: string;
  secret: Uint8Array;
}

const languageOf = (language: string): LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(language) ? (language as LanguageCode) : 'en';

function money(language: LanguageCode, amount: number | null, currency: string): string | null {
  return amount === null ? null : formatMoney(language, amount, currency);
}

/** The one-click unsubscribe address of a search (RFC 8058: the same URL takes the POST). */
function unsubscribeUrl(links: AlertLinks, site: AlertSite, search: AlertSearch) {
  const token = searchLinkToken(links.secret, search.publicId, 'unsubscribe');
  return `${links.publicUrl}/${site.slug}/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Where the owner manages the search: the dashboard for a customer, a signed link for a visitor. */
function manageUrl(links: AlertLinks, site: AlertSite, search: AlertSearch) {
  if (search.userId !== null) return `${links.publicUrl}/${site.slug}/dashboard/saved-searches`;
  const token = searchLinkToken(links.secret, search.publicId, 'manage');
  return `${links.publicUrl}/${site.slug}/saved-searches/manage?token=${encodeURIComponent(token)}`;
}

/**
 * 'saved-search.alert': one e-mail listing a search's new matches, as text and HTML, in the
 * search's language, with RFC 8058's one-click unsubscribe headers.
 */
export function alertNotice(
  links: AlertLinks,
  site: AlertSite,
  search: AlertSearch,
  listings: AlertListing[],
): NoticeInput {
  const language = languageOf(search.language);
  const words = (message: Parameters<typeof apiText>[1], values?: Record<string, string>) =>
    apiText(language, message, values);
  const unsubscribe = unsubscribeUrl(links, site, search);
  const manage = manageUrl(links, site, search);
  const items = listings.map((l) => {
    const price = money(language, l.price, l.currency) ?? words('Price on request');
    const was = money(language, l.previousPrice, l.currency);
    return {
      ...l,
      // `from=alert`: the listing's figures count the visit as from an alert e-mail.
      url: `${links.publicUrl}/${site.slug}/listings/${l.publicId}?from=alert`,
      price,
      label:
        l.reason === 'price' && was
          ? words('Price reduced, was {price}', { price: was })
          : words('New listing'),
    };
  });
  const intro = words('New on {site} for your saved search \u201c{name}\u201d:', {
    site: site.name,
    name: search.name,
  });
  const footer = words(
    'You get this e-mail because you saved this search on {site}. One click on \u201cStop these alerts\u201d ends them, no sign-in needed.',
    { site: site.name },
  );
  const text = [
    intro,
    '',
    ...items.flatMap((i) => [`${i.title}: ${i.price} (${i.label})`, i.place, i.url, '']),
    `${words('Manage this search')}: ${manage}`,
    `${words('Stop these alerts')}: ${unsubscribe}`,
    '',
    footer,
  ].join('\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const cards = items
    .map(
      (i) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e5e7eb">
${i.photo ? `<a href="${escapeHtml(i.url)}"><img src="${escapeHtml(i.photo)}" alt="" width="280" style="display:block;max-width:100%;border-radius:6px"></a>` : ''}
<p style="margin:8px 0 0;font-size:16px"><a href="${escapeHtml(i.url)}"><bdi>${escapeHtml(i.title)}</bdi></a></p>
<p style="margin:4px 0 0;font-weight:bold"><bdi>${escapeHtml(i.price)}</bdi> · ${escapeHtml(i.label)}</p>
<p style="margin:4px 0 0;color:#555"><bdi>${escapeHtml(i.place)}</bdi></p>
<p style="margin:4px 0 0"><a href="${escapeHtml(i.url)}">${escapeHtml(words('See the listing'))}</a></p>
</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif;color:#111">
<p>${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px">
${cards}
</table>
<p><a href="${escapeHtml(manage)}">${escapeHtml(words('Manage this search'))}</a> · <a href="${escapeHtml(unsubscribe)}">${escapeHtml(words('Stop these alerts'))}</a></p>
<p style="color:#555;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return {
    event: 'saved-search.alert',
    email: {
      to: search.email,
      subject: words('New listings for your search: {name}', { name: search.name }),
      text,
      html,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    data: {
      savedSearch: { publicId: search.publicId, name: search.name },
      listings: items.map((i) => ({ publicId: i.publicId, reason: i.reason, url: i.url })),
    },
  };
}

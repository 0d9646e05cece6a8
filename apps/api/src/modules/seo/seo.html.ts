import { languageDirection, type LanguageCode } from '@propdesk/shared';

/** Text for an HTML attribute or element: nothing in it can close the tag or start markup. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` as Unicode escapes, so no
 * `</script>` or `<!--` in a title ends the block; JSON parsers read them back unchanged.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** What a page's head says about it; the values are plain text, escaped here. */
export interface PageHead {
  title: string;
  description?: string;
  canonical?: string;
  /** Open Graph and Twitter card properties (`og:title`, `twitter:card`...). */
  properties?: [string, string][];
  jsonLd?: unknown;
  noIndex?: boolean;
  /** The page's language, named on `<html>` with its direction. */
  language?: LanguageCode;
  /** The page's address in each language and `x-default` (`hreflang` links). */
  alternates?: { hreflang: string; href: string }[];
}

function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) {
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  }
  if (head.noIndex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const { hreflang, href } of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    );
  }
  for (const [name, content] of head.properties ?? []) {
    // Open Graph names its tags with `property`, Twitter with `name`.
    const key = name.startsWith('og:') ? 'property' : 'name';
    tags.push(`<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}">`);
  }
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

/** Light until first-paint.js reads the reader's choice (and without scripts, light). */
const htmlTag = (language: LanguageCode) =>
  `<html lang="${language}" dir="${languageDirection(language)}" data-mantine-color-scheme="light">`;

/** The web app's index.html, its `<html>` naming the page's language and direction. */
export const withLanguage = (indexHtml: string, language: LanguageCode): string =>
  indexHtml.replace(/<html[^>]*>/i, () => htmlTag(language));

/** The web app's index.html with its own title and description replaced by the page's head. */
export function withHead(indexHtml: string, head: PageHead): string {
  const page = indexHtml
    .replace(/<html[^>]*>/i, (tag) => (head.language ? htmlTag(head.language) : tag))
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s[^>]*name="description"[^>]*>\s*/i, '');
  // A function as replacement, so `$&` or `$1` in a title is not read as a pattern.
  return page.replace(/<\/head>/i, () => `${headTags(head)}\n  </head>`);
}

/** The first `max` characters of a text on one line, cut at a word with an ellipsis. */
export function summary(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * The page with its body rendered on the server inside #root, its pages' style sheets (so it is
 * styled before its scripts run, or without them) and scripts in the head, and the state the
 * browser hydrates from as a JSON block (not a script: the content security policy runs no
 * inline script).
 */
export function withBody(
  html: string,
  body: { html: string; state: unknown; assets: { css: string[]; js: string[] } },
): string {
  const links = [
    ...body.assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...body.assets.js.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
  ];
  const state = `<script type="application/json" id="propdesk-state">${jsonForScript(body.state)}</script>`;
  return html
    .replace(/<\/head>/i, () => `${links.join('\n    ')}\n  </head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${body.html}</div>\n    ${state}`);
}

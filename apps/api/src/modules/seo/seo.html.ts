import { languageDirection, NEEDS_BROWSER_ATTRIBUTE, type LanguageCode } from '@propdesk/shared';
import { escapeHtml } from '../../lib/escape-html';

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

/** The app's entry script and the modules it preloads, as the web build writes them. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/i;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/gi;
/** The head's first script, which reads the meta tag as it runs: the tag must come before it. */
const FIRST_PAINT_SCRIPT = /<script src="[^"]*\/first-paint\.js"><\/script>/i;

/** The meta tag first-paint.js reads: the scripts it loads at the reader's first sign of use. */
const DEFERRED_APP_META = 'propdesk-app';

/**
 * The page with its body rendered on the server inside #root, its pages' style sheets in the head
 * (so it is styled before its scripts run, or without them), and the state the browser hydrates
 * from as a JSON block (not a script: the content security policy runs no inline script).
 *
 * The scripts are not fetched with the page: the entry, its preloads and the page's own modules
 * are named in a meta tag, and first-paint.js loads them when the reader first scrolls, touches,
 * types or moves the mouse; at once on a device that remembers a session, favourites or another
 * language, which change what the page shows, and for a page that shows something only with its
 * scripts (a map). A reader who only reads downloads no script at all
 * (docs/public-pages.md, "Scripts on first use").
 */
export function withBody(
  html: string,
  body: { html: string; state: unknown; assets: { css: string[]; js: string[] } },
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const links = body.assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
  const state = `<script type="application/json" id="propdesk-state">${jsonForScript(body.state)}</script>`;
  let page = html;
  if (entry && FIRST_PAINT_SCRIPT.test(html)) {
    const scripts = {
      entry,
      preload: [...new Set([...preloads, ...body.assets.js])],
      // What the page shows only with its scripts (a map, a part the render left to the
      // browser) wants them at once.
      now:
        body.html.includes(`${NEEDS_BROWSER_ATTRIBUTE}=`) || body.html.includes('<template id="B:'),
    };
    const meta = `<meta name="${DEFERRED_APP_META}" content="${escapeHtml(JSON.stringify(scripts))}">`;
    page = html
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(FIRST_PAINT_SCRIPT, (script) => `${meta}\n    ${script}`);
  } else {
    // A build without the head's script: the page's modules load with the entry as usual.
    links.push(
      ...body.assets.js.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    );
  }
  return page
    .replace(/<\/head>/i, () => `${links.join('\n    ')}\n  </head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${body.html}</div>\n    ${state}`);
}

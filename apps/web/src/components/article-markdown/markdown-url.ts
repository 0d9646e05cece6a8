const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address a Markdown link or image may keep: http, https and mailto, or a path on this site
 * ('/files/...', '#part'). Anything else (javascript:, data:, vbscript:, '//other.host') becomes
 * '', so the link renders as plain text and the image as its alt text.
 */
export function safeMarkdownUrl(url: string): string {
  const value = url.trim();
  if (value.startsWith('#')) return value;
  if (value.startsWith('/')) return value.startsWith('//') || value.includes('\\') ? '' : value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  return scheme && ALLOWED_SCHEMES.has(`${scheme.toLowerCase()}:`) ? value : '';
}

/** True for a link that leaves the site (http or https to any host). */
export const isExternalUrl = (url: string) => /^https?:/i.test(url.trim());

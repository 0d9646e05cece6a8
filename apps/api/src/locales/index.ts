import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  DEFAULT_LANGUAGE,
  LANGUAGE_MESSAGES,
  LANGUAGE_CODES,
  negotiateLanguage,
  type LanguageCode,
} from '@propdesk/shared';
import { ar } from './ar';
import type { ApiCatalog, ApiMessage } from './en';
import { fr } from './fr';

const CATALOGS: Partial<Record<LanguageCode, ApiCatalog>> = { fr, ar };

/**
 * The language a request reads: its Accept-Language negotiated against the site's languages,
 * falling back to the site's default; without a site (its name unknown), against every language
 * Propdesk offers, falling back to English.
 */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const header = request.headers['accept-language'];
  const site = request.tenant;
  return negotiateLanguage(
    Array.isArray(header) ? header.join(',') : header,
    site?.languages ?? LANGUAGE_CODES,
    site?.defaultLanguage ?? DEFAULT_LANGUAGE,
  );
}

/**
 * The language a read answers in, said in its Content-Language (with `Vary: Accept-Language`):
 * `lang` when the request names one (a language the site does not offer is 400), else
 * requestLanguage.
 */
export function readerLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  lang: LanguageCode | undefined,
): LanguageCode {
  const site = request.tenant;
  if (lang !== undefined && site && !site.languages.includes(lang)) {
    throw new AppError('VALIDATION_FAILED', LANGUAGE_MESSAGES.notOffered, [
      { path: 'lang', message: LANGUAGE_MESSAGES.notOffered },
    ]);
  }
  const language = lang ?? requestLanguage(request);
  reply.header('content-language', language).header('vary', 'Accept-Language');
  return language;
}

/**
 * The language of the site's words inside an answer whose own text is not translated (an
 * article's or an event's category): requestLanguage, with `Vary: Accept-Language`.
 */
export function wordsLanguage(request: FastifyRequest, reply: FastifyReply): LanguageCode {
  reply.header('vary', 'Accept-Language');
  return requestLanguage(request);
}

/**
 * The site's language a request names in its Accept-Language, or null when it names none of
 * them (no header, `*`, or only languages the site does not offer): a sign-up keeps it as the
 * new account's choice.
 */
export function askedLanguage(request: FastifyRequest): LanguageCode | null {
  const header = request.headers['accept-language'];
  const site = request.tenant;
  return negotiateLanguage(
    Array.isArray(header) ? header.join(',') : header,
    site?.languages ?? LANGUAGE_CODES,
    null,
  );
}

/**
 * An English message of the API in a language. A message the catalogs do not know (one built
 * with values, or a library's own words) stays English; `path: message` keeps its path.
 */
export function translateMessage(language: LanguageCode, message: string): string {
  const catalog = CATALOGS[language];
  if (!catalog) return message;
  const known = (catalog as Record<string, string | undefined>)[message];
  if (known) return known;
  const colon = message.indexOf(': ');
  if (colon > 0) {
    const rest = (catalog as Record<string, string | undefined>)[message.slice(colon + 2)];
    if (rest) return `${message.slice(0, colon)}: ${rest}`;
  }
  return message;
}

/**
 * A text the API writes itself (a public page's head) in a language, from the catalogs; `{name}`
 * in it takes `values.name`, which is not read for placeholders in turn.
 */
export function apiText(
  language: LanguageCode,
  message: ApiMessage,
  values: Readonly<Record<string, string>> = {},
): string {
  const text = CATALOGS[language]?.[message] ?? message;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

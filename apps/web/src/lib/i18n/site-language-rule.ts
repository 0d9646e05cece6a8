import { negotiateBrowserLanguages, type LanguageCode } from '@propdesk/shared';

/**
 * The language a site's page is read in: a signed-in person's own choice (kept on their account,
 * the site's default when the site no longer offers it), else the reader's last choice on this
 * device when the site offers it, else the best match of the browser's languages among the
 * site's, else the site's default.
 */
export function siteLanguage(
  site: { languages: readonly LanguageCode[]; defaultLanguage: LanguageCode },
  account: { language: LanguageCode | null; effectiveLanguage: LanguageCode } | undefined,
  remembered: LanguageCode | null,
  browser: readonly string[],
): LanguageCode {
  if (account?.language) return account.effectiveLanguage;
  if (remembered && site.languages.includes(remembered)) return remembered;
  return negotiateBrowserLanguages(browser, site.languages, site.defaultLanguage);
}

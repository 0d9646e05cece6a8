import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router';
import {
  hasLanguageAddresses,
  isLanguageCode,
  languageAddress,
  readLanguageAddress,
  type LanguageCode,
} from '@propdesk/shared';
import { useTenant } from '../tenant';

/**
 * The language a public page's address names (`/{tenant}/{lang}…`) when the site offers it:
 * it wins over every other choice while the reader stays on such addresses.
 */
export function useAddressedLanguage(): LanguageCode | null {
  const { lang } = useParams();
  const { site } = useTenant();
  return isLanguageCode(lang) && site.languages.includes(lang) ? lang : null;
}

/**
 * Links between public pages keep the reader's language address: on `/{tenant}/fr/…` a link to
 * `/{tenant}/listings/x` becomes `/{tenant}/fr/listings/x`; elsewhere links are left as they are.
 */
export function usePublicPath(): (path: string) => string {
  const language = useAddressedLanguage();
  const { slug } = useTenant();
  return useCallback(
    (path: string) => {
      if (!language) return path;
      const [pathname = '', query] = splitQuery(path);
      const address = readLanguageAddress(pathname);
      if (!address || address.tenant !== slug || address.language) return path;
      if (!hasLanguageAddresses(address.page)) return path;
      return languageAddress(slug, language, address.page) + query;
    },
    [language, slug],
  );
}

/** The same page in another language, for the language switch on an addressed page. */
function addressInLanguage(
  pathname: string,
  search: string,
  language: LanguageCode,
): string | undefined {
  const address = readLanguageAddress(pathname);
  if (!address?.language) return undefined;
  return languageAddress(address.tenant, language, address.page) + search;
}

function splitQuery(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}

/** The current page's address in another language, when it has one; for the switch. */
export function useAddressInLanguage(): (language: LanguageCode) => string | undefined {
  const location = useLocation();
  const addressed = useAddressedLanguage();
  return (language) =>
    addressed ? addressInLanguage(location.pathname, location.search, language) : undefined;
}

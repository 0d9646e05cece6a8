import { Outlet } from 'react-router';
import { useAddressedLanguage } from '../lib/i18n';
import { SiteNotFound } from './not-found-pages';

/**
 * The public pages at `/{tenant}/{lang}…`: shown in the language their address names (SiteLanguage
 * switches to it), or 'Page not found' for a language the site does not offer.
 */
export function AddressedLanguage() {
  return useAddressedLanguage() ? <Outlet /> : <SiteNotFound />;
}

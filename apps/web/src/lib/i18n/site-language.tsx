import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { languageOf, type Language, type LanguageCode } from '@propdesk/shared';
import { unwrap } from '../api-client';
import { notifyError } from '../notify';
import { renderedOnServer } from '../rendering';
import { useCurrentUser, type User } from '../queries/current-user';
import { queryKeys } from '../query-keys';
import { useSession, useTenant } from '../tenant';
import { activateLanguage, browserLanguages, rememberedLanguage } from './activate';
import { useAddressedLanguage, useAddressInLanguage } from './addressed-language';
import { siteLanguage } from './site-language-rule';
import { useLanguage } from './use-language';

/**
 * Holds a site's pages until they can be shown in the site's language for this reader (at once
 * when the page opened in it, as it nearly always does), and follows the account's choice once
 * the signed-in person is known. A public page whose address names a language is shown in it.
 */
export function SiteLanguage({ children }: { children: ReactNode }) {
  const { site } = useTenant();
  const account = useCurrentUser().data;
  const { language } = useLanguage();
  const addressed = useAddressedLanguage();
  const wanted = addressed ?? siteLanguage(site, account, rememberedLanguage(), browserLanguages());
  // Only the first showing waits; later switches (the account arriving) happen in place. A page
  // rendered on the server is shown in its language at once, and switches in place if the reader
  // wants another.
  const [settled, setSettled] = useState(wanted === language || renderedOnServer());
  useEffect(() => {
    if (wanted === language) {
      setSettled(true);
      return;
    }
    // A catalog that cannot load (offline) leaves the page in the language it already has.
    activateLanguage(wanted).catch(() => setSettled(true));
  }, [wanted, language]);
  if (!settled) return null;
  return children;
}

/** The languages the site offers, each with its own name and direction. */
export function useOfferedLanguages(): Language[] {
  return useTenant().site.languages.map(languageOf);
}

/**
 * Switches the interface at once and keeps the choice on this device and, for a signed-in
 * person, on their account, so that their other devices and their e-mails follow it. On a page
 * whose address names a language, it goes to the same page's address in the new language.
 */
export function useChooseLanguage() {
  const { api, slug } = useTenant();
  const session = useSession();
  const queryClient = useQueryClient();
  const { choose } = useLanguage();
  const navigate = useNavigate();
  const addressIn = useAddressInLanguage();
  return async (language: LanguageCode) => {
    // The address first: it names the language SiteLanguage shows.
    const address = addressIn(language);
    if (address) void navigate(address, { replace: true });
    if (session.status !== 'authenticated') {
      await choose(language);
      return;
    }
    // The account shows the new choice at once, or SiteLanguage would switch back to the old one
    // until the server answers; a refusal puts the old one back.
    const key = queryKeys.user(slug, session.claims.sub);
    const before = queryClient.getQueryData<User>(key);
    if (before) queryClient.setQueryData(key, { ...before, language, effectiveLanguage: language });
    await choose(language);
    try {
      const user = await unwrap(api.POST('/auth/users/language/change', { body: { language } }));
      queryClient.setQueryData(key, user);
    } catch (error) {
      if (before) {
        queryClient.setQueryData(key, before);
        await choose(before.effectiveLanguage);
      }
      notifyError(error);
    }
  };
}

import { useLingui } from '@lingui/react';
import { activateLanguage, rememberLanguage } from './activate';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@propdesk/shared';

/** The active language, and the reader's way to change it (kept on this device). */
export function useLanguage() {
  const { i18n } = useLingui();
  const language: LanguageCode = isLanguageCode(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  const choose = async (next: LanguageCode) => {
    rememberLanguage(next);
    await activateLanguage(next);
  };
  return { language, choose };
}

import { useLingui } from '@lingui/react';
import { activateLanguage, rememberLanguage } from './activate';
import { isInterfaceLanguage, SOURCE_LANGUAGE, type InterfaceLanguage } from './languages';

/** The active language, and the reader's way to change it (kept on this device). */
export function useLanguage() {
  const { i18n } = useLingui();
  const language: InterfaceLanguage = isInterfaceLanguage(i18n.locale)
    ? i18n.locale
    : SOURCE_LANGUAGE;
  const choose = async (next: InterfaceLanguage) => {
    rememberLanguage(next);
    await activateLanguage(next);
  };
  return { language, choose };
}

import { useEffect, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { useDirection } from '@mantine/core';
import { isLanguageCode, languageDirection } from '@propdesk/shared';

/** Keeps Mantine's layout direction (drawers, menus, carousels) with the active language. */
function Direction({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const language = isLanguageCode(active.locale) ? active.locale : 'en';
  const { setDirection } = useDirection();
  useEffect(() => setDirection(languageDirection(language)), [language, setDirection]);
  return children;
}

/** Every translated word below reads the active language and changes with it. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <Direction>{children}</Direction>
    </I18nProvider>
  );
}

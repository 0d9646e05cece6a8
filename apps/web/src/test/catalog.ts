import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';

/** The web's shared catalog (src/locales) in a language, as the interface reads it. */
export async function readerIn(locale: 'fr' | 'ar'): Promise<I18n> {
  const file = path.resolve(import.meta.dirname, `../locales/${locale}.po`);
  const catalog = await formatter({ origins: false }).parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  });
  const messages = Object.fromEntries(
    Object.entries(catalog ?? {}).map(([id, entry]) => [id, entry.translation ?? '']),
  );
  return setupI18n({ locale, messages: { [locale]: messages } });
}

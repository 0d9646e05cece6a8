import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';

async function messagesOf(file: string, locale: string): Promise<Record<string, string>> {
  const catalog = await formatter({ origins: false }).parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.fromEntries(
    Object.entries(catalog ?? {}).map(([id, entry]) => [id, entry.translation ?? '']),
  );
}

/**
 * The web's shared catalog (src/locales) in a language, as the interface reads it, with the
 * catalogs of the features named (`features/<name>/locales`).
 */
export async function readerIn(locale: 'fr' | 'ar', features: string[] = []): Promise<I18n> {
  const files = [
    path.resolve(import.meta.dirname, `../locales/${locale}.po`),
    ...features.map((name) =>
      path.resolve(import.meta.dirname, `../features/${name}/locales/${locale}.po`),
    ),
  ];
  const parts = await Promise.all(files.map((file) => messagesOf(file, locale)));
  return setupI18n({ locale, messages: { [locale]: Object.assign({}, ...parts) } });
}

import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useLanguage } from '../../../lib/i18n/use-language';

/** A language's name in the reader's language ('anglais' for a French reader), or its code. */
function languageName(code: string, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Says so when the listing's text is not in the reader's language: it has no translation in it,
 * and the API answered in the language it is written in.
 */
export function ListingLanguageNote({ textLanguage }: { textLanguage: string }) {
  const { language } = useLanguage();
  if (textLanguage === language) return null;
  const name = languageName(textLanguage, language);
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconLanguage size={18} aria-hidden />}
      data-testid="listing-language-note"
      lang={language}
    >
      <Trans>This listing is written in {name}</Trans>
    </Alert>
  );
}

import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { isLanguageCode } from '@propdesk/shared';
import { useChooseLanguage, useLanguage, useOfferedLanguages } from '../lib/i18n';

/**
 * The language switch of the sign-in and sign-up pages: the browser's own select, each language
 * named in itself. Lighter than the header's menu, because these pages are the first download.
 */
export function LanguageSelect() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const choose = useChooseLanguage();
  const offered = useOfferedLanguages();
  if (offered.length < 2) return null;
  return (
    <NativeSelect
      aria-label={t`Language`}
      size="sm"
      w={150}
      value={language}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={offered.map((option) => ({ value: option.code, label: option.nativeName }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguageCode(next)) void choose(next);
      }}
    />
  );
}

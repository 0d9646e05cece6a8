import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useChooseLanguage, useLanguage, useOfferedLanguages } from '../lib/i18n';

/**
 * The languages to read the interface in, each named in itself ('Français', 'العربية') so that a
 * reader finds theirs whatever language the page is in now; the active one is ticked.
 */
export function LanguageChoices() {
  const { language } = useLanguage();
  const choose = useChooseLanguage();
  return useOfferedLanguages().map((option) => (
    <Menu.Item
      key={option.code}
      lang={option.code}
      dir={option.dir}
      onClick={() => void choose(option.code)}
      aria-current={option.code === language ? 'true' : undefined}
      rightSection={option.code === language ? <IconCheck size={16} aria-hidden /> : null}
      data-testid={`language-${option.code}`}
    >
      {option.nativeName}
    </Menu.Item>
  ));
}

/** Whether the site offers a choice of language at all. */
export const useLanguageChoice = () => useOfferedLanguages().length > 1;

/** The public header's language switch, when the site offers more than one language. */
export function LanguageMenu() {
  const { t } = useLingui();
  const choice = useLanguageChoice();
  const label = t`Language`;
  if (!choice) return null;
  return (
    <Menu position="bottom-end" width={180}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" radius="md" aria-label={label} title={label}>
          <IconLanguage size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageChoices />
      </Menu.Dropdown>
    </Menu>
  );
}

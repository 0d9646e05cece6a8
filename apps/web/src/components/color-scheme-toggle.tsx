import { useLingui } from '@lingui/react/macro';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Switches light and dark; the choice is remembered in localStorage. */
export function useColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = computed === 'dark';
  return { dark, toggle: () => setColorScheme(dark ? 'light' : 'dark') };
}

export function ColorSchemeToggle() {
  const { t } = useLingui();
  const { dark, toggle } = useColorSchemeToggle();
  const label = dark ? t`Switch to light mode` : t`Switch to dark mode`;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      onClick={toggle}
      aria-label={label}
      title={label}
    >
      {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}

import { useLingui } from '@lingui/react/macro';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useHydrated } from '../lib/rendering';

/** Switches light and dark; the choice is remembered in localStorage. */
export function useColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  // A page the server rendered (light: it knows no reader's choice) is adopted as light, then
  // shows the remembered scheme; reading it at once would not match the server's markup.
  const dark = useHydrated() && computed === 'dark';
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
      {/* The icon by the page's scheme (first-paint.js sets it), so it is right before scripts. */}
      <IconSun size={18} className="mantine-light-hidden" />
      <IconMoon size={18} className="mantine-dark-hidden" />
    </ActionIcon>
  );
}

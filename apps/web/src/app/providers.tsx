import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  DirectionProvider,
  localStorageColorSchemeManager,
  MantineProvider,
  MantineThemeProvider,
  useMatches,
  type MantineThemeOverride,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LanguageProvider } from '../lib/i18n';
import { queryClient } from './query-client';
import { COLOR_SCHEME_KEY, cssVariablesResolver, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * Toasts sit at the bottom, clear of the top bar and of a dialog's title, close button and first
 * fields: on phones one at a time across the width, on wider screens at most two in a narrow
 * column at the right, beside a centred dialog rather than over it.
 */
function Toasts() {
  const phone = useMatches({ base: true, sm: false });
  return phone ? (
    <Notifications position="bottom-center" limit={1} zIndex={1000} />
  ) : (
    <Notifications position="bottom-right" limit={2} containerWidth={320} zIndex={1000} />
  );
}

/**
 * The words Mantine's own parts say (a toast's or a dialog's close button, a password field's
 * show/hide button), in the reader's language.
 */
function TranslatedDefaults({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const dismiss = t`Dismiss notification`;
  const reveal = t`Toggle password visibility`;
  const close = t`Close`;
  const words = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': dismiss } } },
        PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': reveal } } },
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      },
    }),
    [dismiss, reveal, close],
  );
  return <MantineThemeProvider theme={words}>{children}</MantineThemeProvider>;
}

/** `client`: the page's one query cache, or a server render's own (entry-server.tsx). */
export function Providers({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <DirectionProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <LanguageProvider>
          <TranslatedDefaults>
            <Toasts />
            <QueryClientProvider client={client}>{children}</QueryClientProvider>
          </TranslatedDefaults>
        </LanguageProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

import type { ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppError } from '@propdesk/shared';
import { COLOR_SCHEME_KEY, cssVariablesResolver, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Client errors (not found, forbidden, signed out) will not change on a retry.
      retry: (count, error) => !(error instanceof AppError && error.statusCode < 500) && count < 2,
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" limit={4} zIndex={1000} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

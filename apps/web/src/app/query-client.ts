import { QueryClient } from '@tanstack/react-query';
import { AppError } from '@propdesk/shared';

/** The page's one query cache: the providers hand it to React, the first reads fill it earlier. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Client errors (not found, forbidden, signed out) will not change on a retry.
      retry: (count, error) => !(error instanceof AppError && error.statusCode < 500) && count < 2,
    },
  },
});

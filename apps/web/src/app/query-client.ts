import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { AppError } from '@propdesk/shared';
import { isKeyedByLanguage } from '../lib/i18n/reading-language';

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

/**
 * When the reader switches language, what is on screen is read again: the API writes the site's
 * words (types, features, categories) and its messages in the reader's language.
 */
let shownLanguage = '';
i18n.on('change', () => {
  const previous = shownLanguage;
  shownLanguage = i18n.locale;
  if (!previous || previous === shownLanguage) return;
  void queryClient.invalidateQueries({ predicate: (query) => !isKeyedByLanguage(query.queryKey) });
});

import { i18n } from '@lingui/core';
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

/** A read keyed by its language (`inLanguage`): a switch reads the new language under its own key. */
const keyedByLanguage = (key: readonly unknown[]) => key.at(-2) === 'in';

/**
 * When the reader switches language, what is on screen is read again: the API writes the site's
 * words (types, features, categories) and its messages in the reader's language.
 */
let shownLanguage = '';
i18n.on('change', () => {
  const previous = shownLanguage;
  shownLanguage = i18n.locale;
  if (!previous || previous === shownLanguage) return;
  void queryClient.invalidateQueries({ predicate: (query) => !keyedByLanguage(query.queryKey) });
});

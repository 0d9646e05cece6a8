// First: schemas built by the imports below read this setting when they are made.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { AppRouter, onNextPage, startThisPage } from './app/router';
import { activateLanguage, openingLanguage } from './lib/i18n';
import { markRenderedOnServer } from './lib/rendering';
import { revivedReads } from './lib/server-state';
import type { ServerState } from './entry-server';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>
);

/** What the server rendered this public page from (entry-server.tsx), if it did. */
function serverState(): ServerState | undefined {
  const block = document.getElementById('propdesk-state');
  if (!block?.textContent || !root?.firstElementChild) return undefined;
  try {
    return JSON.parse(block.textContent) as ServerState;
  } catch {
    return undefined;
  }
}

/**
 * On the page the server rendered, a read the server was refused (a listing's 404) shows as the
 * server wrote it rather than loading again: reads do not retry on mount until the reader moves
 * to another page.
 */
function retryOnMount(retry: boolean) {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retryOnMount: retry },
  });
}

const state = serverState();
if (state) {
  // The page's HTML came with it: the same reads and words, then React adopts the markup.
  markRenderedOnServer();
  hydrate(queryClient, revivedReads(state.queries));
  retryOnMount(false);
  void Promise.all([activateLanguage(state.language), startThisPage({ withReads: false })]).then(
    () => {
      onNextPage(() => retryOnMount(true));
      hydrateRoot(root, app);
    },
  );
} else {
  // The page's words wait for their catalog (one small chunk per language), fetched while the
  // first reads are already on their way.
  void startThisPage({ withReads: true });
  void activateLanguage(openingLanguage()).then(() => createRoot(root).render(app));
}

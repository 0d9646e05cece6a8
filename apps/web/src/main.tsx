// First: schemas built by the imports below read this setting when they are made.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { activateLanguage, openingLanguage } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The page's words wait for their catalog (one small chunk per language), fetched while the
// first reads are already on their way.
void activateLanguage(openingLanguage()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);

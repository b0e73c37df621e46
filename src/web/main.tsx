// First: before any schema is built (it says how zod parses).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { chatViewPreloadIfOpen } from './features/messenger/chat-view-load';
import { catalogLoad } from './i18n/catalog-load';
import { intlWarm } from './i18n/intl';
import { appLanguageGuess } from './i18n/languages';
import { serviceWorkerRegister } from './features/pwa/service-worker-register';
import { themeApply, themeStored } from './features/settings/store/theme';
import './styles.css';

// The theme last used here, before anything paints (the stored one follows once signed in).
themeApply(themeStored());
const guess = appLanguageGuess();
// The catalog downloads while the rest of the first screen does, and so does an open chat's code.
void catalogLoad(guess).catch(() => undefined);
chatViewPreloadIfOpen(window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// In a task of its own, while the first screen waits for its catalog and session.
setTimeout(() => intlWarm(guess), 0);

// Installed or offline, the app opens from its shell (features/pwa); built apps only.
if (import.meta.env.PROD) serviceWorkerRegister();

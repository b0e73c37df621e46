import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { catalogLoad } from './i18n/catalog-load';
import { appLanguageGuess } from './i18n/languages';
import './styles.css';

// The catalog downloads while the rest of the first screen does.
void catalogLoad(appLanguageGuess()).catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

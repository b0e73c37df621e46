import { afterFirstScreen } from '../../lib/first-screen';

/**
 * Registers the service worker (`/sw.js`, written by the build) once the first screen is shown
 * and the page has loaded: its install downloads the app shell, which must not compete with the
 * first screen. Production builds only (main.tsx): a development server has no sw.js.
 *
 * The worker keeps every hashed file it sees fetched; the ones this page loaded before the
 * worker was in charge (the language's catalog, the screens opened so far) are handed to it, so
 * that the app also opens offline in the language and on the screen it was left in; so are the
 * shipped pictures of people it showed (/avatars/), so that they show offline too.
 */
export function serviceWorkerRegister(): void {
  if (!('serviceWorker' in navigator)) return;
  afterFirstScreen(() => {
    const register = () => {
      navigator.serviceWorker
        .register('/sw.js')
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          const urls = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => /^\/(assets|avatars)\//.test(new URL(name).pathname));
          registration.active?.postMessage({ type: 'cache-assets', urls });
        })
        // Without a worker the app works as before, online only.
        .catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  });
}

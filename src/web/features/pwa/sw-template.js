/*
 * Allo's service worker (built into dist/sw.js by scripts/vite-service-worker.ts, which fills in
 * VERSION and SHELL). It makes the installed app open without a network: the app shell
 * (index.html, the entry's script and styles, the icons) is cached at install; every hashed
 * asset the app loads afterwards (catalogs, lazy screens) is kept as it is fetched, and the page
 * hands over the ones it loaded before this worker was in charge.
 *
 * Never cached here: /api and /ws. The worker cannot tell whose a reply is, so live data is
 * kept by the page instead: the last answers of the signed-in user's live-data reads in
 * IndexedDB ('allo-offline', src/web/lib/offline-reads.ts), per user and cleared on sign-out,
 * and unsent messages in the page's outbox ('allo-outbox'). A new build is a new worker (its
 * SHELL names new files): it installs, takes over at once, and deletes the previous build's
 * cache.
 */
const VERSION = self.__VERSION__;
const SHELL = self.__SHELL__;
const CACHE = `allo-${VERSION}`;
/** The app's page: what any navigation gets when the network does not answer. */
const PAGE = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The page straight from the server (an HTTP-cached one may belong to another build);
      // hashed files as the browser holds them, usually without a download.
      await cache.addAll(
        SHELL.map((url) => new Request(url, { cache: url === PAGE ? 'reload' : 'default' })),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('allo-') && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

/** Hashed files never change: the cached copy is the file. */
function isAsset(url) {
  return url.pathname.startsWith('/assets/');
}

/**
 * The people's pictures shipped with the app (/avatars/, the same for everyone; uploaded ones
 * are under /api and never kept here): kept as they load, so that a page opened offline shows
 * them rather than the placeholder.
 */
function isAvatar(url) {
  return url.pathname.startsWith('/avatars/');
}

/** The page names the assets it loaded before this worker controlled it. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .map((u) => new URL(u, self.location.origin))
    .filter((u) => u.origin === self.location.origin && (isAsset(u) || isAvatar(u)));
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      for (const url of urls) {
        if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
      }
    }),
  );
});

async function assetCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Pages: the network's answer when there is one (always the newest), else the cached shell. */
async function pageNetworkFirst(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const shell = await caches.match(PAGE, { cacheName: CACHE });
    if (shell) return shell;
    throw err;
  }
}

/** A shipped picture: fresh when online (and kept), the kept copy when not. */
async function avatarNetworkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (err) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw err;
  }
}

/** The shell's other files (icons, manifest): fresh when online, cached when not. */
async function shellNetworkFirst(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const hit = await caches.match(request, { cacheName: CACHE });
    if (hit) return hit;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/ws') return;
  if (request.mode === 'navigate') return event.respondWith(pageNetworkFirst(request));
  if (isAsset(url)) return event.respondWith(assetCacheFirst(request));
  if (isAvatar(url) && !SHELL.includes(url.pathname))
    return event.respondWith(avatarNetworkFirst(request));
  if (SHELL.includes(url.pathname)) return event.respondWith(shellNetworkFirst(request));
});

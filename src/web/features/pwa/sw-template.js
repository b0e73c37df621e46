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

/*
 * Web Push (issue 31): the server pushes a person with no open page each new message, mention
 * and ringing call as data (src/protocol/push.ts `PushNotice`), and the message's words already
 * in the language they read the chat in. The rest of the notification is worded here, in their
 * app language, from the catalogs' few words the build put into PUSH_TEXTS, as the page's own
 * notifications word it (features/notifications/notify-content.ts).
 */
const PUSH_TEXTS = self.__PUSH_TEXTS__;
/** Right-to-left app languages. */
const RTL = new Set(['ar']);
/** Message types without words of their own: their emoji and PUSH_TEXTS name. */
const TYPE_TEXTS = {
  image: ['📷', 'photo'],
  sticker: ['✨', 'sticker'],
  music: ['🎵', 'music'],
  game: ['🎮', 'game'],
  location: ['📍', 'location'],
};

/** A catalog text in `language` (English where it has none), with its {placeholders} filled. */
function pushText(language, name, values = {}) {
  const table = PUSH_TEXTS[language] || PUSH_TEXTS.en || {};
  let text = table[name] ?? (PUSH_TEXTS.en || {})[name] ?? '';
  for (const [key, value] of Object.entries(values)) text = text.split(`{${key}}`).join(value);
  return text;
}

/** The chat's address in the app (routes.tsx: /chat?c=<id>, as the page's notifications open). */
function chatUrl(conversationId) {
  return `/chat?c=${encodeURIComponent(conversationId)}`;
}

/** '4:32', or '1:02:03' past an hour (protocol/call-lines.ts callDurationLabel). */
function callDuration(seconds) {
  const s = Math.max(0, Math.floor(Number(seconds) || 0));
  const two = (n) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}

/** A call's line as the list shows it (conversations/call-line-text.ts): '📹 Missed video call'. */
function callLineWords(notice, t) {
  const line = notice.callLine;
  const voice = line.callType === 'audio';
  const mark = voice ? '📞' : '📹';
  if (line.outcome === 'declined') return `${mark} ${t('callDeclined')}`;
  if (line.outcome === 'missed')
    return `${mark} ${t(voice ? 'callMissedVoice' : 'callMissedVideo')}`;
  const duration = callDuration(line.durationSec);
  return `${mark} ${t(voice ? 'callVoice' : 'callVideo', { duration })}`;
}

/** The line the conversation list would show for a message: the sender's first name in a group. */
function messageLine(notice) {
  const t = (name, values) => pushText(notice.language, name, values);
  if (notice.messageType === 'burner') return t('burner');
  const words = (notice.body || '').replace(/\s+/g, ' ').trim();
  let text;
  if (notice.messageType === 'text') text = words;
  else if (notice.messageType === 'image' && words) text = `📷 ${words}`;
  else if (notice.messageType === 'voice') text = t('voice');
  else if (notice.messageType === 'payment') text = '💸 Allo Cash';
  else if (notice.messageType === 'call' && notice.callLine) text = callLineWords(notice, t);
  else if (TYPE_TEXTS[notice.messageType]) {
    const [emoji, name] = TYPE_TEXTS[notice.messageType];
    text = `${emoji} ${t(name)}`;
  } else text = words;
  return notice.isGroup ? t('previewSender', { name: notice.senderFirstName, text }) : text;
}

/** Title, options and address of a push's notification; null for what it cannot read. */
function pushNotification(notice) {
  if (!notice || typeof notice !== 'object' || typeof notice.conversationId !== 'string') {
    return null;
  }
  const language = notice.language;
  const common = {
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: language,
    dir: RTL.has(language) ? 'rtl' : 'ltr',
  };
  if (notice.type === 'message') {
    const chat = notice.chatName || notice.senderName || pushText(language, 'someone');
    return {
      title: notice.mentioned ? pushText(language, 'mentioned', { chat }) : chat,
      options: {
        ...common,
        body: messageLine(notice),
        // One notification per chat: a newer message replaces the one before.
        tag: `chat-${notice.conversationId}`,
        renotify: true,
        data: { url: chatUrl(notice.conversationId) },
      },
    };
  }
  if (notice.type === 'call') {
    const name = notice.isGroup
      ? 'groupCall'
      : notice.callType === 'audio'
        ? 'audioCall'
        : 'videoCall';
    return {
      title: notice.callerName || pushText(language, 'someone'),
      options: {
        ...common,
        body: pushText(language, name),
        tag: `call-${notice.callId}`,
        requireInteraction: true,
        data: { url: chatUrl(notice.conversationId) },
      },
    };
  }
  return null;
}

self.addEventListener('push', (event) => {
  let notice = null;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    // Not JSON: not ours to show.
  }
  const shown = pushNotification(notice);
  if (!shown) return;
  event.waitUntil(
    (async () => {
      // A page of the app in view shows what arrives itself (and its socket had it first).
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.some((w) => w.visibilityState === 'visible' && w.focused)) return;
      await self.registration.showNotification(shown.title, shown.options);
    })(),
  );
});

/**
 * Brings the app to the chat a notification is about: a page of the app already open is focused
 * and taken there (it may be on another screen), else a new one opens.
 */
async function notificationOpen(url) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    // focus() is allowed in a click's handler only; the page is taken to the chat regardless.
    const focused = await open.focus().catch(() => open);
    if (focused.url === url) return;
    // navigate() works on a page this worker controls; otherwise a new one opens.
    const navigated = await focused.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  const url = new URL((data && data.url) || '/', self.location.origin).href;
  event.waitUntil(notificationOpen(url));
});

// With their extensions: Vite's config loads this file too (scripts/vite-first-screen.ts).
import { OPEN_CHAT_PARAM } from './features/conversations/open-chat-param.ts';
import { APP_LANGUAGE_STORED_KEY } from './i18n/languages.ts';
import { CURRENT_USER_KEY } from './lib/current-user.ts';
import { CONVERSATION_ID_PATTERN, USER_ID_PATTERN } from './lib/id-patterns.ts';

/** Built files the first screen asks for after the app's code has run, by URL. */
export interface FirstScreenFiles {
  /** Each language's catalog chunk. */
  catalogs: Readonly<Record<string, string>>;
  /** The chat view's chunk and the chunks it imports that the app's own code does not. */
  chat: readonly string[];
}

/**
 * The first script of the built index.html. The app asks for its catalog, and for the chat's
 * code when the address opens a chat, only once its own code has arrived and run: this asks for
 * them at once, beside that code, with `<link rel=modulepreload>`, so they come in the same
 * round trip instead of the next. The conversations and people of whoever was signed in here
 * last, and an open chat's messages, translation settings, opening translations (its newest
 * messages translated for the reader) and stars are asked for the same way (`<link rel=preload as=fetch>`, with the cookie, as the session is in
 * index.html): the queries find them there, already come. A chat id that is not one (ids are
 * UUIDs) asks for nothing. It guesses the language as `appLanguageGuess` does (this
 * device's last, else the browser's) and reads the open chat as `MessengerPage` does. It runs
 * alone, so it is plain ES5 with the guess spelled out again; `first-screen-preload.test.ts`
 * holds the two guesses together.
 */
export function firstScreenPreloadScript(files: FirstScreenFiles): string {
  return `(function () {
  var catalogs = ${JSON.stringify(files.catalogs)};
  var chat = ${JSON.stringify(files.chat)};
  // Gathered, then added to the page at once: each link added alone costs the page about
  // twice as much (a phone's first visit adds a score of them).
  var links = document.createDocumentFragment();
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.appendChild(link);
  }
  function preloadRead(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
    link.href = href;
    links.appendChild(link);
  }
  function appLanguageFor(code) {
    var base = String(code || '').toLowerCase().split(/[-_]/)[0];
    return Object.prototype.hasOwnProperty.call(catalogs, base) ? base : 'en';
  }
  var lang = 'en';
  var stored = null;
  try {
    stored = localStorage.getItem(${JSON.stringify(APP_LANGUAGE_STORED_KEY)});
  } catch (e) {}
  if (stored) lang = appLanguageFor(stored);
  else {
    var codes = navigator.languages || [navigator.language];
    for (var i = 0; i < codes.length; i++) {
      var found = appLanguageFor(codes[i]);
      if (found !== 'en' || String(codes[i]).toLowerCase().indexOf('en') === 0) {
        lang = found;
        break;
      }
    }
  }
  if (catalogs[lang]) preload(catalogs[lang]);
  // Who was signed in here last (the session read beside this says whether they still are):
  // their conversations and the people in them are the list's first reads, and the chat's
  // header's, at the addresses their queries ask for (lib/api.ts queryKeyPath).
  var me = null;
  try {
    me = localStorage.getItem(${JSON.stringify(CURRENT_USER_KEY)});
  } catch (e) {}
  if (me !== null && !${USER_ID_PATTERN.toString()}.test(me)) me = null;
  if (me !== null) {
    preloadRead('/api/conversations?userId=' + me);
    preloadRead('/api/users');
  }
  var open = new URLSearchParams(location.search).get(${JSON.stringify(OPEN_CHAT_PARAM)});
  if (open !== null) {
    for (var j = 0; j < chat.length; j++) preload(chat[j]);
    // The chat's first reads, at the addresses its queries ask for (lib/query-client.ts).
    if (${CONVERSATION_ID_PATTERN.toString()}.test(open)) {
      preloadRead('/api/conversations/' + open + '/messages');
      preloadRead('/api/conversations/' + open + '/translation-settings');
      preloadRead('/api/conversations/' + open + '/translations');
      if (me !== null) preloadRead('/api/users/' + me + '/starred');
    }
  }
  document.head.appendChild(links);
})();`;
}

import type { QueryClient } from '@tanstack/react-query';
import type { MessageTranslation, OpeningTranslations } from '../../../protocol';
import { apiRequest } from '../../lib/api';
import type { ChatMessage } from '../../lib/apply-event';
import { currentUserIdGet } from '../../lib/current-user';
import { afterFirstScreen } from '../../lib/first-screen';
import { deviceEngine } from '../device-translate/device-engine';
import { devicePairsWatch } from './device-pairs-watch';
import { enginePreference } from './engine-preference';
import { translationKeyOf } from './translation-key';

/** GET of a chat's opening translations; the first screen preloads this very path. */
export function openingTranslationsPath(conversationId: string): string {
  return `/api/conversations/${encodeURIComponent(conversationId)}/translations`;
}

/**
 * How long an opening serves its chat: the bubbles of its first screens. Later asks go to the
 * chat's batch as before, and so does any ask once a translation was invalidated (a change of
 * the reader's do-not-translate words).
 */
export const OPENING_KEPT_MS = 15_000;

interface Opening {
  /**
   * Whose it is: translations are the reader's own (their do-not-translate words). Null when
   * asked for before this tab knew who is signed in: then it is the session's, whoever that
   * turns out to be (the cookie chose).
   */
  userId: string | null;
  until: number;
  answer: Promise<OpeningTranslations | null>;
}

const openings = new Map<string, Opening>();
/** The query caches whose invalidations drop the openings. */
const watched = new WeakSet<QueryClient>();

type Get = (path: string) => Promise<OpeningTranslations>;
const getFromServer: Get = (path) => apiRequest<OpeningTranslations>('GET', path);

/** One of the opening's translations, as the batch gives it (without the version). */
function outcomeOf(t: OpeningTranslations['translations'][number]): MessageTranslation {
  const outcome: Record<string, unknown> = { ...t };
  delete outcome.editedAt;
  return outcome as MessageTranslation;
}

/** True when `opening` is the signed-in reader's (see `Opening.userId`). */
function openingMine(opening: Opening): boolean {
  return opening.userId === null || opening.userId === currentUserIdGet();
}

/** Any translation invalidated (the reader's words changed): no opening is theirs any more. */
function watch(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
    if (event.query.queryKey[0] === 'translation') openings.clear();
  });
}

/**
 * Asks for a chat's opening translations as it opens, beside its messages (one request per
 * opening while it is fresh), and puts each into the cache where none is yet: the bubbles
 * render translated from their first paint. Not the refusals (this device may translate those)
 * nor a pair this device is known to have ready where the reader prefers it. A failure costs nothing: the bubbles ask the batch.
 */
export function translationOpeningStart(
  client: QueryClient,
  conversationId: string,
  get: Get = getFromServer,
  now = Date.now(),
): void {
  watch(client);
  devicePairsWatch(client);
  const kept = openings.get(conversationId);
  if (kept && kept.until > now && openingMine(kept)) return;
  const answer = get(openingTranslationsPath(conversationId))
    // An answer not of the opening's shape serves nothing, as a failed one.
    .then((got) => (Array.isArray(got?.translations) ? got : null))
    .catch(() => null);
  const opening: Opening = { userId: currentUserIdGet(), until: now + OPENING_KEPT_MS, answer };
  openings.set(conversationId, opening);
  void answer.then((got) => {
    if (openings.get(conversationId) !== opening) return;
    // Refused or unanswered (nobody signed in yet, too many asks): the next opening asks again.
    if (!got) {
      openings.delete(conversationId);
      return;
    }
    if (!openingMine(opening)) return;
    const preferDevice = enginePreference() === 'device';
    for (const t of got.translations) {
      // What the server could not translate is left to the message's query: the device may.
      if ('error' in t) continue;
      // So is a pair this device is known to have ready, where the reader prefers it.
      if (preferDevice && t.engine !== 'none') {
        if (deviceEngine.known(t.detectedLanguage, got.targetLanguage) === 'available') continue;
        // Asked once the first screen is up, not waited for: a pair found ready is translated
        // again on the device.
        afterFirstScreen(
          () => void deviceEngine.availability(t.detectedLanguage, got.targetLanguage),
        );
      }
      const key = translationKeyOf(t.messageId, t.editedAt, got.targetLanguage, got.sourceLanguage);
      if (client.getQueryData(key) === undefined) client.setQueryData(key, outcomeOf(t));
    }
  });
}

/**
 * The opening's translation of `m` into `target` from `source`; undefined when its chat has no
 * fresh opening of the signed-in reader, or the opening followed other settings, or does not
 * hold this message, or translated another version of it (`editedAt`).
 */
export async function translationFromOpening(
  m: ChatMessage,
  target: string,
  source: string,
  now = Date.now(),
): Promise<MessageTranslation | undefined> {
  const opening = openings.get(m.conversationId);
  if (!opening || opening.until <= now || !openingMine(opening)) return undefined;
  const answer = await opening.answer;
  // Dropped meanwhile (the reader's words changed, another person signed in): not theirs.
  if (openings.get(m.conversationId) !== opening || !openingMine(opening)) return undefined;
  if (answer?.targetLanguage !== target || answer.sourceLanguage !== source) return undefined;
  const found = answer.translations.find((t) => t.messageId === m.id);
  if (!found || found.editedAt !== (m.editedAt ?? null)) return undefined;
  return outcomeOf(found);
}

/** Forgets every opening: the reader's words changed, or another person signed in or out. */
export function translationOpeningsClear(): void {
  openings.clear();
}

import type { MessageTranslation, OpeningTranslations } from '../../../protocol';
import { apiRequest } from '../../lib/api';
import type { ChatMessage } from '../../lib/apply-event';
import { currentUserIdGet } from '../../lib/current-user';

/** GET of a chat's opening translations; the first screen preloads this very path. */
export function openingTranslationsPath(conversationId: string): string {
  return `/api/conversations/${encodeURIComponent(conversationId)}/translations`;
}

/**
 * How long an opening serves its chat: the bubbles of its first screens. Later asks (an edit, a
 * change of settings or of do-not-translate words) go to the chat's batch as before.
 */
export const OPENING_KEPT_MS = 15_000;

interface Opening {
  /** Whose it is: translations are the reader's own (their do-not-translate words). */
  userId: string | null;
  until: number;
  answer: Promise<OpeningTranslations | null>;
  /** Messages already served: each once, so asking again always asks the server. */
  served: Set<string>;
}

const openings = new Map<string, Opening>();

type Get = (path: string) => Promise<OpeningTranslations>;
const getFromServer: Get = (path) => apiRequest<OpeningTranslations>('GET', path);

/**
 * Asks for a chat's opening translations as it opens, beside its messages (one request per
 * opening while it is fresh). A failure costs nothing: the bubbles ask the batch instead.
 */
export function translationOpeningStart(
  conversationId: string,
  get: Get = getFromServer,
  now = Date.now(),
): void {
  const userId = currentUserIdGet();
  const kept = openings.get(conversationId);
  if (kept && kept.until > now && kept.userId === userId) return;
  const answer = get(openingTranslationsPath(conversationId)).catch(() => null);
  openings.set(conversationId, {
    userId,
    until: now + OPENING_KEPT_MS,
    answer,
    served: new Set(),
  });
}

/**
 * The opening's translation of `m` into `target` from `source`, at most once; undefined when
 * its chat has no fresh opening of the signed-in reader, or the opening followed other
 * settings, or does not hold this message, or translated another version of it (`editedAt`).
 */
export async function translationFromOpening(
  m: ChatMessage,
  target: string,
  source: string,
  now = Date.now(),
): Promise<MessageTranslation | undefined> {
  const opening = openings.get(m.conversationId);
  if (!opening || opening.until <= now || opening.userId !== currentUserIdGet()) return undefined;
  if (opening.served.has(m.id)) return undefined;
  const answer = await opening.answer;
  if (answer?.targetLanguage !== target || answer.sourceLanguage !== source) return undefined;
  const found = answer.translations.find((t) => t.messageId === m.id);
  if (!found || found.editedAt !== (m.editedAt ?? null) || opening.served.has(m.id))
    return undefined;
  opening.served.add(m.id);
  const translation: Record<string, unknown> = { ...found };
  delete translation.editedAt;
  return translation as MessageTranslation;
}

/** Forgets every opening (tests). */
export function translationOpeningsClear(): void {
  openings.clear();
}

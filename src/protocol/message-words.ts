/**
 * Which words of a message someone wrote (issue 12): those are the ones detected for a language
 * when it is sent and translated for its readers, the same way whatever the type. One rule for
 * server and web, so what the server translates is what the bubble shows.
 *
 * - text and burner text: the message itself;
 * - a photo: its caption, when it has one;
 * - nothing else. A song's title is a name, shown to everyone as written; a sticker, a voice
 *   note, a location, a game or a payment card has no words of its own here (a payment's note
 *   is translated by the payments card itself).
 */
export function messageWords(m: {
  messageType: string;
  content: string;
  metadata?: unknown;
}): string | null {
  if (m.messageType === 'text' || m.messageType === 'burner') return m.content;
  if (m.messageType === 'image') return imageCaption(m.metadata);
  return null;
}

/** A photo's caption, trimmed; null when it has none (or only spaces). */
export function imageCaption(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const caption = (metadata as { caption?: unknown }).caption;
  if (typeof caption !== 'string') return null;
  const trimmed = caption.trim();
  return trimmed ? trimmed : null;
}

/** A reader's translation settings for a chat, as far as the rule below needs them. */
interface WantedSettings {
  autoTranslate: boolean;
  sourceLanguage: string;
  targetLanguage: string;
}

/**
 * True when a reader's settings want a message shown translated: auto-translate is on, someone
 * else sent it, it was not unsent, it has words in a language (`messageWords`), and the language
 * it is read as (the reader's chosen source, else the detected one) is not the target. One rule
 * for the server (a chat's opening translations) and the web (each bubble).
 */
export function messageTranslationWanted(
  m: {
    senderId: string;
    deletedAt?: unknown;
    language?: string | null;
    messageType: string;
    content: string;
    metadata?: unknown;
  },
  readerId: string,
  settings: WantedSettings,
): boolean {
  if (!settings.autoTranslate || m.senderId === readerId || m.deletedAt || !m.language)
    return false;
  if (messageWords(m) === null) return false;
  const source = settings.sourceLanguage === 'auto' ? m.language : settings.sourceLanguage;
  return source !== settings.targetLanguage;
}

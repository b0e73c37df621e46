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

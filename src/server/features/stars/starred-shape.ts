import type { MessageType, StarredMessage, StarredType } from '../../../protocol';

/** The first web address in a text; the spec's link card shows it (secondary 3 linkPreview). */
const URL_RE = /\bhttps?:\/\/[^\s<>"']+/i;

/** Chat types whose stored content is a picture the card can show. */
const PICTURES = new Set<MessageType>(['image', 'sticker']);
/** Chat types that are recorded sound: a file, shown as the spec's document card. */
const FILES = new Set<MessageType>(['voice', 'music']);

/** What the starred card needs of a message, besides who sent it and where. */
export interface StarredKind {
  messageType: StarredType;
  media?: string;
  fileName?: string;
  linkPreview?: StarredMessage['linkPreview'];
}

/** A picture's content is its address (an upload path or a data URL); anything else is not one. */
function pictureSource(content: string): string | undefined {
  return content.startsWith('/api/images/') || content.startsWith('data:image/')
    ? content
    : undefined;
}

/**
 * Spec secondary 3 'Starred message' messageType, from the chat's own type. We have no video or
 * document messages; a voice note or a song is a file (document). Text with a web address is a
 * link, its preview made of what the text says only (the address and its host): nothing is
 * fetched from the other site.
 */
export function starredKind(type: MessageType, content: string): StarredKind {
  if (PICTURES.has(type)) {
    const media = pictureSource(content);
    return media ? { messageType: 'image', media } : { messageType: 'image' };
  }
  if (FILES.has(type)) {
    return { messageType: 'document', fileName: type === 'voice' ? 'Voice message' : 'Music' };
  }
  if (type === 'text' || type === 'burner') {
    const found = URL_RE.exec(content)?.[0];
    if (found) {
      try {
        const url = new URL(found);
        return { messageType: 'link', linkPreview: { url: url.href, title: url.hostname } };
      } catch {
        // Not a real address after all: plain text.
      }
    }
  }
  return { messageType: 'text' };
}

/**
 * Spec secondary 3 conversationName: a one-to-one chat is named after the other person; a group
 * by its name, else the other members' names joined with ', '.
 */
export function starredConversationName(
  conv: { name: string | null; isGroup: boolean },
  otherNames: readonly string[],
): string {
  if (conv.isGroup && conv.name) return conv.name;
  return otherNames.join(', ') || conv.name || 'Conversation';
}

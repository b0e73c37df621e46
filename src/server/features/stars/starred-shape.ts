import type { MessageType, StarredMessage, StarredType } from '../../../protocol';
import { musicMessageSong, stickerFind, stickerImageUrl } from '../../../protocol';

/** The first web address in a text; the spec's link card shows it (secondary 3 linkPreview). */
const URL_RE = /\bhttps?:\/\/[^\s<>"']+/i;

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

/** m:ss of a voice note's length, from its metadata; empty when it has none. */
function voiceLength(metadata: Record<string, unknown> | null): string {
  const ms = Number(metadata?.durationMs);
  if (!Number.isFinite(ms) || ms <= 0) return '';
  const s = Math.round(ms / 1000);
  return ` ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A memoji's or sticker's picture; an emoji sticker is its character, shown as text. */
function stickerKind(metadata: Record<string, unknown> | null): StarredKind {
  const set = metadata?.set;
  const id = metadata?.id;
  if ((set === 'memoji' || set === 'sticker') && typeof id === 'string' && stickerFind(set, id)) {
    const media = stickerImageUrl(set, id);
    if (media) return { messageType: 'image', media };
  }
  return { messageType: 'text' };
}

/**
 * Spec secondary 3 'Starred message' messageType, from the chat's own type. We have no video or
 * document messages: a photo or a memoji is an image; a voice note is a file (document) that
 * downloads; a song is a document named after it (no recording ships); a location is its
 * coordinates as text. Text with a web address is a link, its preview made of what the text says
 * only (the address and its host): nothing is fetched from the other site.
 */
export function starredKind(
  type: MessageType,
  content: string,
  metadata: Record<string, unknown> | null = null,
): StarredKind {
  if (type === 'image') {
    const media = pictureSource(content);
    return media ? { messageType: 'image', media } : { messageType: 'image' };
  }
  if (type === 'sticker') return stickerKind(metadata);
  if (type === 'voice') {
    const media = content.startsWith('/api/objects/') ? content : undefined;
    return {
      messageType: 'document',
      fileName: `Voice message${voiceLength(metadata)}`,
      ...(media ? { media } : {}),
    };
  }
  if (type === 'music') {
    const song = musicMessageSong(metadata);
    return { messageType: 'document', fileName: song ? `${song.title} — ${song.artist}` : 'Music' };
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

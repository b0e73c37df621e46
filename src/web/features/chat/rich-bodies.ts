import type { ComponentType } from 'react';
import type { MessageType, TranslationSettings } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { LocationBody } from '../location/LocationBody';
import { MusicBody } from '../music/MusicBody';
import { StickerBody } from '../stickers/StickerBody';
import { ImageMessageBody } from '../photos/ImageMessageBody';
import { VoiceNoteBody } from '../voice-notes/VoiceNoteBody';

export interface RichBodyProps {
  message: ChatMessage;
  own: boolean;
  meId: string;
  /** The reader's translation settings for this chat (a photo's caption); null while they load. */
  translation: TranslationSettings | null;
  /** The reader starred it: its star by the time needs room (a caption's last line). */
  starred?: boolean;
}

/**
 * The bubble body of each rich message type (issue 12: photos, voice notes, stickers, music,
 * locations), by type. Each feature adds its own entry, lazily loaded where it is large, so
 * the chat's first download carries none of them.
 */
export const RICH_BODIES: Partial<Record<MessageType, ComponentType<RichBodyProps>>> = {
  sticker: StickerBody,
  music: MusicBody,
  location: LocationBody,
  image: ImageMessageBody,
  voice: VoiceNoteBody,
};

/** Types shown without a bubble around them (a sticker stands on its own, as in WhatsApp). */
export const BARE_TYPES: ReadonlySet<MessageType> = new Set(['sticker']);

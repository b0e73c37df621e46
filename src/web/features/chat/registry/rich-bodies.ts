import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { MessageType, TranslationSettings } from '../../../../protocol';
import type { ChatMessage } from '../../../lib/apply-event';
import { lazyPart } from '../../../lib/preload';

export interface RichBodyProps {
  message: ChatMessage;
  own: boolean;
  meId: string;
  /** The reader's translation settings for this chat (a photo's caption); null while they load. */
  translation: TranslationSettings | null;
  /** The reader starred it: its star by the time needs room (a caption's last line). */
  starred?: boolean;
  /**
   * Words of the message (a photo's caption) shown as the chat shows a text's: translated for
   * the reader, with 'Show original', the time and ticks after them.
   */
  renderText: (original: string) => ReactNode;
  /** Opens a registered dialog: a game's card opens the game (`chat-dialogs.ts`). */
  openDialog: (id: string, arg?: unknown) => void;
}

export interface RichBodyOptions {
  /** Shown without a bubble around it (a sticker stands on its own, as in WhatsApp). */
  bare?: boolean;
}

const bodies: Partial<Record<MessageType, ComponentType<RichBodyProps>>> = {};
const parts: Partial<Record<MessageType, { isLoaded(): boolean; load(): Promise<unknown> }>> = {};
const bare = new Set<MessageType>();

/**
 * The registered bodies by message type; a type with none shows the message's words. A table
 * rather than a function, so that a bubble renders `RICH_BODIES[type]` as a component.
 */
export const RICH_BODIES: Readonly<Partial<Record<MessageType, ComponentType<RichBodyProps>>>> =
  bodies;

/**
 * A feature says how its message type shows in a bubble (issue 12: photos, voice notes,
 * stickers, music, locations). Registered from the feature's own `chat-parts.tsx`, so the chat
 * renders every rich type without importing one of them. `load` imports the body when a bubble
 * first needs it, which shows a stand-in until then (the words the list would show): a chat of
 * words downloads none, and a voice note's checks need the schema library.
 */
export function richBodyRegister(
  type: MessageType,
  load: () => Promise<ComponentType<RichBodyProps>>,
  options: RichBodyOptions = {},
): void {
  const part = lazyPart<RichBodyProps>(() => load().then((body) => ({ default: body })));
  parts[type] = part;
  bodies[type] = part.Component;
  if (options.bare) bare.add(type);
  else bare.delete(type);
}

/** `type` is shown without a bubble around it. */
export function richBodyBare(type: MessageType): boolean {
  return bare.has(type);
}

/**
 * True once `type`'s body has arrived, or when it has none; the bubble renders again when it
 * arrives. Until then the bubble shows its stand-in as a bubble of words, a sticker's too.
 */
export function useRichBodyReady(type: MessageType): boolean {
  const part = parts[type];
  const [, setArrived] = useState(false);
  const ready = !part || part.isLoaded();
  useEffect(() => {
    if (ready || !part) return undefined;
    let live = true;
    part.load().then(
      () => live && setArrived(true),
      // A failed download shows the stand-in still; the next bubble of its type tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, ready]);
  return ready;
}

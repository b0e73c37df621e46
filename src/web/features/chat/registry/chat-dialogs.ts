import type { ComponentType } from 'react';
import type { Conversation, User } from '../../../../protocol';
import type { SendParts } from './send-parts';

/** What the chat hands each registered dialog. */
export interface ChatDialogProps<A = unknown> {
  meId: string;
  conversationId: string;
  /** The open conversation, once the conversation list has it. */
  conversation: Conversation | undefined;
  /** The chat's title (the person's or the group's name). */
  title: string;
  usersById: ReadonlyMap<string, User>;
  /** Opened and not closed since; a dialog mounted `always` sees false in between. */
  open: boolean;
  /** What it was opened with (a tab, a game's id); undefined while closed. */
  arg: A | undefined;
  onClose: () => void;
  /** Opens another registered dialog (the games chooser opens the game it started). */
  openDialog: (id: string, arg?: unknown) => void;
  /** Sends a sticker, a song or a location as the chat's next message (burner if the toggle is on). */
  sendShare: (parts: SendParts) => void;
  /** The composer's burner toggle is on (spec core 4). */
  burner: boolean;
  /** A message went with burner mode on: the mode is for one message only. */
  onBurnerUsed: () => void;
  /**
   * The message the composer is answering (issue 31), by id: a photo or voice note sent now is
   * a reply to it. `onReplyUsed` says one went, and the reply bar closes.
   */
  replyTo?: string;
  onReplyUsed: () => void;
  /** Adds words after what the composer holds, for its writer to send (the transcriber's). */
  composerInsert: (text: string) => void;
}

export interface ChatDialog<A = unknown> {
  /** What tiles and other dialogs open it by. */
  id: string;
  /** A small wrapper of the feature's dialog, which it loads with `lazy()` where it is large. */
  component: ComponentType<ChatDialogProps<A>>;
  /**
   * 'open': rendered only while open, so a lazy dialog loads when first opened. 'always': kept
   * mounted (it listens for paste and drop, shows a list, or animates its closing).
   */
  mount: 'open' | 'always';
  /**
   * Where the chat renders it: 'overlay' (the default) for dialogs, which float above the chat;
   * 'above-composer' for a part that also shows a bar in the column above the composer.
   */
  place?: 'overlay' | 'above-composer';
}

const dialogs = new Map<string, ChatDialog>();

/** A feature adds a dialog the chat can open (from its `chat-parts.tsx`). */
export function chatDialogRegister<A>(dialog: ChatDialog<A>): void {
  // Stored without its argument's type: the dialog and those that open it agree on it by id.
  dialogs.set(dialog.id, dialog as unknown as ChatDialog);
}

/** The registered dialogs, in the order they were registered. */
export function chatDialogs(): ChatDialog[] {
  return [...dialogs.values()];
}

import type { LucideIcon } from 'lucide-react';

/** What a tile may do in the chat it was tapped in. */
export interface ChatTileContext {
  /** Opens a dialog registered with `chatDialogRegister`, with what it needs to start. */
  openDialog: (id: string, arg?: unknown) => void;
  /** The composer's words so far (Send Later schedules them). */
  composerText: string;
  /** Empties the composer, once its words went elsewhere. */
  composerClear: () => void;
}

/** One tile of the '+' feature menu. */
export interface ChatTile {
  /** Unique among tiles; the English name, as the spec lists the tiles. */
  key: string;
  /** The tile's words: a catalog id. */
  label: string;
  icon: LucideIcon;
  /** Tile colours: a soft gradient per feature, like an app drawer. */
  tone: string;
  /** Place in the grid, smallest first: the spec's order in tens, so a new tile fits between. */
  order: number;
  onTap: (chat: ChatTileContext) => void;
}

/** A button in the composer's box beside the words (the sticker picker's smiley). */
export interface ComposerButton {
  key: string;
  /** The button's accessible name, read when it renders (the language may change). */
  label: () => string;
  icon: LucideIcon;
  testId: string;
  onTap: (chat: ChatTileContext) => void;
}

const tiles = new Map<string, ChatTile>();
const buttons = new Map<string, ComposerButton>();

/** A feature adds its tile to every chat's feature menu (from its `chat-parts.tsx`). */
export function chatTileRegister(tile: ChatTile): void {
  tiles.set(tile.key, tile);
}

/** The registered tiles in menu order. */
export function chatTiles(): ChatTile[] {
  return [...tiles.values()].sort((a, b) => a.order - b.order);
}

/** A feature adds a button to the composer's box. */
export function composerButtonRegister(button: ComposerButton): void {
  buttons.set(button.key, button);
}

/** The registered composer buttons, in the order they were registered. */
export function composerButtons(): ComposerButton[] {
  return [...buttons.values()];
}

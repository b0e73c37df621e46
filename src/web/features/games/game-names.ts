import type { GameType } from '../../../protocol';
import { GAME_TYPES } from '../../../protocol';

export interface GameChoice {
  type: GameType;
  name: string;
  /** One line in the chooser: what you do in it. */
  line: string;
  emoji: string;
}

/**
 * Spec core 3 Game types, with their names in the app. Kept apart from the game views (which
 * load when a game opens) so the chat can name a game without loading any of them.
 */
export const GAME_CHOICES: readonly GameChoice[] = [
  {
    type: 'connect_four',
    name: 'Four in a Row',
    line: 'Drop discs, line up four in any direction.',
    emoji: '🔴',
  },
  {
    type: 'sea_battle',
    name: 'Sea Battle',
    line: 'Hide your fleet, then sink theirs shot by shot.',
    emoji: '🚢',
  },
  {
    type: 'dots_boxes',
    name: 'Dots and Boxes',
    line: 'Draw lines, close boxes, keep the turn.',
    emoji: '🟦',
  },
  {
    type: 'word_hunt',
    name: 'Word Hunt',
    line: 'Find more words than your friend in 2 minutes.',
    emoji: '🔤',
  },
];

/** True for the game types this app can show. */
export function gameTypeKnown(type: unknown): type is GameType {
  return typeof type === 'string' && (GAME_TYPES as readonly string[]).includes(type);
}

/** The app's name of a game type, or null for a type it does not know. */
export function gameChoice(type: unknown): GameChoice | null {
  return GAME_CHOICES.find((g) => g.type === type) ?? null;
}

/** What a 'game' message carries in its metadata (spec core 3), or null when it is unreadable. */
export function gameMessageRead(
  metadata: Record<string, unknown> | null,
): { gameId: string; gameType: string } | null {
  const gameId = metadata?.gameId;
  const gameType = metadata?.gameType;
  if (typeof gameId !== 'string' || !gameId) return null;
  return { gameId, gameType: typeof gameType === 'string' ? gameType : '' };
}

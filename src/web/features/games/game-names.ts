import type { GameType } from '../../../protocol';
import { GAME_TYPES } from '../../../protocol';

export interface GameChoice {
  type: GameType;
  /** The catalog id of the game's name in the app. */
  nameId: string;
  /** The catalog id of its line in the chooser: what you do in it. */
  lineId: string;
  emoji: string;
}

/**
 * Spec core 3 Game types, with their names in the app. Kept apart from the game views (which
 * load when a game opens) so the chat can name a game without loading any of them.
 */
export const GAME_CHOICES: readonly GameChoice[] = [
  {
    type: 'connect_four',
    nameId: 'games.connectFourName',
    lineId: 'games.connectFourLine',
    emoji: '🔴',
  },
  {
    type: 'sea_battle',
    nameId: 'games.seaBattleName',
    lineId: 'games.seaBattleLine',
    emoji: '🚢',
  },
  {
    type: 'dots_boxes',
    nameId: 'games.dotsBoxesName',
    lineId: 'games.dotsBoxesLine',
    emoji: '🟦',
  },
  {
    type: 'word_hunt',
    nameId: 'games.wordHuntName',
    lineId: 'games.wordHuntLine',
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

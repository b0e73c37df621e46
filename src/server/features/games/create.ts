import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GameCreate, GameMessageMetadata, GameSnapshot } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { games } from '../../db/schema';
import { HttpError, notFound, templateError } from '../../kernel/http';
import { messageSend } from '../messages/send';
import type { GameStartEnv } from './kinds';
import { gameKind, isGameType } from './kinds';
import { gameSnapshot } from './snapshot';

/** 2^48 - 1: the widest range randomInt takes, so a draw has 48 random bits. */
const RANDOM_RANGE = 2 ** 48 - 1;

/** [0, 1) like Math.random, from the operating system's secure source: boards nobody can guess. */
export const gameRandom = (): number => randomInt(RANDOM_RANGE) / RANDOM_RANGE;

/**
 * Spec core 7 POST /api/games: a member starts a game with another member of the conversation.
 * The game is stored, then announced in the chat through the normal send path (a 'game' message
 * carrying its id), so every member's devices show it at once.
 */
export async function gameCreate(
  ctx: AppContext,
  userId: string,
  input: GameCreate,
  env: Omit<GameStartEnv, 'random'>,
): Promise<GameSnapshot> {
  const { conversationId, gameType, players } = input;
  if (!players.includes(userId)) {
    throw new HttpError(403, 'You can only start a game you play in');
  }
  if (!(await ctx.members.has(conversationId, userId))) throw notFound();
  if (!isGameType(gameType)) throw templateError(400, 'gameTypeUnsupported', { type: gameType });
  const [first, second] = players as [string, string];
  if (first === second) throw new HttpError(400, 'A game needs two different players');
  if (!(await ctx.members.has(conversationId, first === userId ? second : first))) {
    throw new HttpError(400, 'Both players must be members of the conversation');
  }

  const kind = gameKind(gameType);
  const state = kind.start([first, second], { ...env, random: gameRandom });
  const [row] = await ctx.db
    .insert(games)
    .values({
      id: randomUUID(),
      conversationId,
      gameType,
      players: [first, second],
      state,
      version: (state as { version: number }).version,
      createdBy: userId,
      createdAt: new Date(env.now),
      updatedAt: new Date(env.now),
    })
    .returning();
  const metadata: GameMessageMetadata = { gameId: row!.id, gameType };
  try {
    await messageSend(ctx, userId, {
      conversationId,
      content: kind.name,
      messageType: 'game',
      metadata: { ...metadata },
      // The game's id as the retry key: one announcement per game, whatever happens.
      clientId: `game-${row!.id}`,
    });
  } catch (err) {
    // A game nobody was told about would sit unseen: take it back, and the caller may retry.
    await ctx.db.delete(games).where(eq(games.id, row!.id));
    throw err;
  }
  return gameSnapshot(row!, userId, env.now);
}

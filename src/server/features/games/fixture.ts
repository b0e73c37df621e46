import { eq } from 'drizzle-orm';
import type { GameSnapshot } from '../../../protocol';
import { games } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';

/** What the games suites share: the chat fixture (see chatFixture), and the game calls. */
export async function gamesFixture() {
  const { s, cookies, inject, direct, group } = await chatFixture('Game night');

  const api = {
    create: (who: ChatWho, payload: object) => inject(who, 'POST', '/api/games', payload),
    get: (who: ChatWho, id: string) => inject(who, 'GET', `/api/games/${id}`),
    move: (who: ChatWho, id: string, move: object) =>
      inject(who, 'PUT', `/api/games/${id}/move`, move),
    end: (who: ChatWho, id: string, winner: string) =>
      inject(who, 'PUT', `/api/games/${id}/end`, { winner }),
    /** A new game between Emma (first) and Sofia in their direct conversation. */
    async start(gameType: string, conversationId = direct.id): Promise<GameSnapshot> {
      const res = await api.create('emma', {
        conversationId,
        gameType,
        players: ['u-emma', 'u-sofia'],
      });
      if (res.statusCode !== 201) throw new Error(`create ${gameType}: ${res.body}`);
      return res.json();
    },
    /** The whole stored state, secrets included: what only the server sees. */
    async stored<S>(id: string): Promise<S> {
      const [row] = await s.app.ctx.db.select().from(games).where(eq(games.id, id));
      return row!.state as S;
    },
  };
  return { s, cookies, direct, group, ...api };
}

/** Whose cookie to use for a player id. */
export const who = (playerId: string) => playerId.replace(/^u-/, '') as 'emma' | 'sofia';

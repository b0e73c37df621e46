import { eq } from 'drizzle-orm';
import type { Conversation, GameSnapshot } from '../../../protocol';
import { games } from '../../db/schema';
import { testLogin, testStart } from '../../testing/harness';

/**
 * What the games suites share: a server, three people with sessions (Emma and Sofia in a direct
 * conversation, and with Camille in a group), Lukas who is in neither, and the game calls.
 */
export async function gamesFixture() {
  const s = await testStart();
  const cookies = {
    emma: await testLogin(s.app, 'u-emma'),
    sofia: await testLogin(s.app, 'u-sofia'),
    camille: await testLogin(s.app, 'u-camille'),
    lukas: await testLogin(s.app, 'u-lukas'),
  };
  type Who = keyof typeof cookies;
  const inject = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: cookies[who] }, payload });
  const conversation = async (payload: object): Promise<Conversation> =>
    (await inject('emma', 'POST', '/api/conversations', payload)).json();
  const direct = await conversation({ participants: ['u-sofia'] });
  const group = await conversation({ participants: ['u-sofia', 'u-camille'], name: 'Game night' });

  const api = {
    create: (who: Who, payload: object) => inject(who, 'POST', '/api/games', payload),
    get: (who: Who, id: string) => inject(who, 'GET', `/api/games/${id}`),
    move: (who: Who, id: string, move: object) => inject(who, 'PUT', `/api/games/${id}/move`, move),
    end: (who: Who, id: string, winner: string) =>
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

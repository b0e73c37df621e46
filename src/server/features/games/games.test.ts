import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectFourState } from '../../../games/connect-four';
import type { GameSnapshot } from '../../../protocol';
import { GAME_TYPES, unknownGameText } from '../../../protocol';
import { LiveClient } from '../../testing/live-client';
import { gameMoves, games, messages } from '../../db/schema';
import { gamesFixture } from './fixture';

describe('games: create, read, refuse (core 7 game calls, core 8 game errors)', () => {
  let f: Awaited<ReturnType<typeof gamesFixture>>;
  const live: LiveClient[] = [];
  /** Every game, move and message, read from the tables. */
  const storedAll = async () => ({
    games: await f.s.app.ctx.db.select().from(games).orderBy(asc(games.id)),
    moves: await f.s.app.ctx.db
      .select()
      .from(gameMoves)
      .orderBy(asc(gameMoves.gameId), asc(gameMoves.version)),
    messages: await f.s.app.ctx.db.select().from(messages).orderBy(asc(messages.id)),
  });

  beforeAll(async () => {
    f = await gamesFixture();
  });
  afterAll(async () => {
    for (const c of live) await c.close();
    await f.s.close();
  });

  it.each(GAME_TYPES)('should create a %s game and show it to both players', async (type) => {
    const game = await f.start(type);
    expect(game).toMatchObject({
      conversationId: f.direct.id,
      gameType: type,
      players: ['u-emma', 'u-sofia'],
      version: 0,
      winner: null,
      gameOver: false,
    });
    const seen: GameSnapshot = (await f.get('sofia', game.id)).json();
    expect(seen).toMatchObject({ id: game.id, gameType: type, version: 0 });
  });

  it('should announce a new game in the chat, live for the other member', async () => {
    const sofia = await LiveClient.open(f.s.url, f.cookies.sofia);
    live.push(sofia);
    const game = await f.start('connect_four');
    const pushed = await sofia.next('message', (e) => e.message.metadata?.gameId === game.id);
    expect(pushed.message).toMatchObject({
      conversationId: f.direct.id,
      senderId: 'u-emma',
      messageType: 'game',
      content: 'Four in a Row',
      metadata: { gameId: game.id, gameType: 'connect_four' },
    });
  });

  it('should refuse to create a game that breaks the rules of who plays, and store nothing', async () => {
    const before = await storedAll();
    const create = (who: 'emma' | 'lukas', gameType: string, players: string[], id = f.direct.id) =>
      f.create(who, { conversationId: id, gameType, players });
    const notMe = await create('emma', 'connect_four', ['u-sofia', 'u-camille'], f.group.id);
    expect(notMe.statusCode).toBe(403);
    const outsider = await create('lukas', 'connect_four', ['u-lukas', 'u-emma']);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error).toBe('Conversation not found');
    const alone = await create('emma', 'connect_four', ['u-emma', 'u-emma']);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error).toBe('A game needs two different players');
    const stranger = await create('emma', 'sea_battle', ['u-emma', 'u-lukas']);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error).toBe('Both players must be members of the conversation');
    const chess = await create('emma', 'chess', ['u-emma', 'u-sofia']);
    expect(chess.statusCode).toBe(400);
    expect(chess.json().error).toBe(unknownGameText('chess'));
    const three = await create('emma', 'connect_four', ['u-emma', 'u-sofia', 'u-camille']);
    expect(three.statusCode).toBe(400);
    expect(await storedAll()).toEqual(before);
  });

  it('should show a game only to the members of its conversation', async () => {
    const game = await f.start('dots_boxes', f.group.id);
    const before = await storedAll();
    expect((await f.get('camille', game.id)).statusCode).toBe(200);
    for (const res of [await f.get('lukas', game.id), await f.get('emma', 'no-such-game')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Game not found');
    }
    const move = await f.move('lukas', game.id, {
      type: 'draw_line',
      orientation: 'horizontal',
      row: 0,
      col: 0,
    });
    expect(move.statusCode).toBe(404);
    expect(await storedAll()).toEqual(before);
  });

  it('should take a move when the members list must be read again (changed, or stale)', async () => {
    const game = await f.start('connect_four');
    await f.s.app.ctx.members.changed(f.direct.id);
    const res = await f.move('emma', game.id, { type: 'drop', column: 3, version: game.version });
    expect(res.statusCode).toBe(200);
  });

  it('should ignore a forged gameState and keep only the move', async () => {
    const game = await f.start('connect_four');
    const forged = {
      board: Array.from({ length: 6 }, () => Array(7).fill(1)),
      winner: 'u-emma',
      gameOver: true,
      version: 99,
    };
    const res = await f.move('emma', game.id, {
      type: 'drop',
      column: 3,
      version: 0,
      gameState: forged,
    });
    expect(res.statusCode).toBe(200);
    const after: GameSnapshot = res.json();
    expect(after).toMatchObject({
      version: 1,
      winner: null,
      gameOver: false,
      currentPlayer: 'u-sofia',
    });
    const board = (after.gameState as ConnectFourState).board;
    expect(board.flat().filter((cell) => cell !== 0)).toEqual([1]);
    expect(board[5]![3]).toBe(1);

    // A gameState with no move of its own is refused, and changes nothing.
    const bare = await f.move('sofia', game.id, { type: 'drop', gameState: forged });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().reason).toBe('bad_move');
    expect((await f.get('emma', game.id)).json().version).toBe(1);

    const stored = await f.s.app.ctx.db.select().from(gameMoves);
    expect(stored.find((m) => m.gameId === game.id)?.move).toEqual({ type: 'drop', column: 3 });
  });

  it('should refuse out-of-turn, taken, stale and outsider moves, leaving the game as it was', async () => {
    const game = await f.start('dots_boxes', f.group.id);
    const line = { type: 'draw_line', orientation: 'vertical', row: 1, col: 2 };
    expect((await f.move('emma', game.id, { ...line, version: 0 })).statusCode).toBe(200);
    const refusals: Array<[string, Awaited<ReturnType<typeof f.move>>, number, string]> = [
      ['out of turn', await f.move('emma', game.id, { ...line, row: 0 }), 409, 'not_your_turn'],
      ['line drawn', await f.move('sofia', game.id, line), 409, 'line_drawn'],
      ['stale', await f.move('sofia', game.id, { ...line, row: 2, version: 0 }), 409, 'stale'],
      ['not a player', await f.move('camille', game.id, { ...line, row: 3 }), 403, 'not_a_player'],
      ['off the board', await f.move('sofia', game.id, { ...line, row: 9 }), 400, 'bad_move'],
    ];
    for (const [what, res, status, reason] of refusals) {
      expect({ what, status: res.statusCode, reason: res.json().reason }).toEqual({
        what,
        status,
        reason,
      });
      expect(typeof res.json().error).toBe('string');
    }
    const now: GameSnapshot = (await f.get('emma', game.id)).json();
    expect(now).toMatchObject({ version: 1, currentPlayer: 'u-sofia' });
  });

  it('should take exactly one of several moves made at once on the same version', async () => {
    const game = await f.start('connect_four');
    const tries = await Promise.all(
      [0, 1, 2, 3, 4].map((column) =>
        f.move('emma', game.id, { type: 'drop', column, version: 0 }),
      ),
    );
    const statuses = tries.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const after: GameSnapshot = (await f.get('emma', game.id)).json();
    expect(after.version).toBe(1);
    const board = (after.gameState as ConnectFourState).board;
    expect(board.flat().filter((cell) => cell !== 0)).toHaveLength(1);
  });

  it("should answer the spec's init and timer moves with the game as it is", async () => {
    const game = await f.start('connect_four');
    for (const type of ['init', 'timer']) {
      const res = await f.move('sofia', game.id, { type, gameState: { winner: 'u-sofia' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: game.id, version: 0, winner: null });
    }
  });

  it('should play Four in a Row to a win, refuse moves after it, and confirm only the real winner', async () => {
    const game = await f.start('connect_four');
    const emma = await LiveClient.open(f.s.url, f.cookies.emma);
    live.push(emma);
    expect((await f.end('emma', game.id, 'u-emma')).json().reason).toBe('not_over');
    // Emma stacks column 0, Sofia column 1: four of Emma's in a column on her fourth drop.
    const drops: Array<['emma' | 'sofia', number]> = [
      ['emma', 0],
      ['sofia', 1],
      ['emma', 0],
      ['sofia', 1],
      ['emma', 0],
      ['sofia', 1],
      ['emma', 0],
    ];
    let last: GameSnapshot = game;
    for (const [who, column] of drops) {
      const res = await f.move(who, game.id, { type: 'drop', column, version: last.version });
      expect(res.statusCode).toBe(200);
      last = res.json();
    }
    expect(last).toMatchObject({
      winner: 'u-emma',
      gameOver: true,
      currentPlayer: null,
      version: 7,
    });
    const pushed = await emma.next(
      'game_updated',
      (e) => e.game.id === game.id && e.game.version === 7,
    );
    expect(pushed.game.winner).toBe('u-emma');

    const over = await storedAll();
    const late = await f.move('sofia', game.id, { type: 'drop', column: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('game_over');
    const lie = await f.end('sofia', game.id, 'u-sofia');
    expect(lie.statusCode).toBe(409);
    expect(lie.json().reason).toBe('wrong_winner');
    expect((await f.end('sofia', game.id, 'tie')).json().reason).toBe('wrong_winner');
    expect(await storedAll()).toEqual(over);
    const truth = await f.end('sofia', game.id, 'u-emma');
    expect(truth.statusCode).toBe(200);
    expect(truth.json()).toMatchObject({ winner: 'u-emma', version: 7 });
  });

  it('should play Dots and Boxes until every box is owned', async () => {
    const game = await f.start('dots_boxes');
    const lines = [
      ...Array.from({ length: 20 }, (_, i) => ({
        orientation: 'horizontal',
        row: Math.floor(i / 4),
        col: i % 4,
      })),
      ...Array.from({ length: 20 }, (_, i) => ({
        orientation: 'vertical',
        row: Math.floor(i / 5),
        col: i % 5,
      })),
    ];
    let last: GameSnapshot = game;
    for (const line of lines) {
      const mover = last.currentPlayer === 'u-emma' ? 'emma' : 'sofia';
      const res = await f.move(mover, game.id, {
        type: 'draw_line',
        ...line,
        version: last.version,
      });
      expect(res.statusCode).toBe(200);
      last = res.json();
    }
    const state = last.gameState as { scores: [number, number]; gameOver: boolean };
    expect(state.gameOver).toBe(true);
    expect(state.scores[0] + state.scores[1]).toBe(16);
    expect(last.version).toBe(40);
    const expected =
      state.scores[0] === state.scores[1]
        ? 'tie'
        : state.scores[0] > state.scores[1]
          ? 'u-emma'
          : 'u-sofia';
    expect(last.winner).toBe(expected);
    expect((await f.end('emma', game.id, expected)).statusCode).toBe(200);
    const again = await f.move('emma', game.id, {
      type: 'draw_line',
      orientation: 'vertical',
      row: 0,
      col: 0,
    });
    expect(again.json().reason).toBe('game_over');
  });
});

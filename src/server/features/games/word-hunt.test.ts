import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WordHuntState, WordHuntView } from '../../../games/word-hunt';
import { WORD_HUNT_ROUND_MS, wordHuntPathWord, wordHuntWordPath } from '../../../games/word-hunt';
import type { GameSnapshot } from '../../../protocol';
import { LiveClient } from '../../testing/live-client';
import { gamesFixture } from './fixture';

describe("Word Hunt through HTTP (core 4 Word Hunt, the server's clock)", () => {
  let f: Awaited<ReturnType<typeof gamesFixture>>;
  let clock = Date.parse('2030-01-01T12:00:00Z');
  let emmaLive: LiveClient;

  beforeAll(async () => {
    f = await gamesFixture();
    f.s.app.games.now = () => clock;
    emmaLive = await LiveClient.open(f.s.url, f.cookies.emma);
  });
  afterAll(async () => {
    await emmaLive.close();
    await f.s.close();
  });

  it('should let both players find real words until the deadline, then name who found more', async () => {
    const game = await f.start('word_hunt');
    const state = await f.stored<WordHuntState>(game.id);
    // A board worth playing: the server keeps the richest of several rolls.
    expect(state.validWords.length).toBeGreaterThanOrEqual(30);
    expect(state.endsAt - state.startedAt).toBe(WORD_HUNT_ROUND_MS);
    const opening = game.gameState as WordHuntView;
    expect(opening).toMatchObject({
      timeLeft: 120,
      validWords: null,
      validWordCount: state.validWords.length,
    });

    const submit = (who: 'emma' | 'sofia', word: string) =>
      f.move(who, game.id, { type: 'word_found', word, path: wordHuntWordPath(state.grid, word) });
    const [a, b, c, d] = state.validWords;
    for (const [who, word] of [
      ['emma', a],
      ['emma', b],
      ['emma', c],
      ['sofia', d],
      ['sofia', a],
    ] as const) {
      clock += 5_000;
      expect((await submit(who, word!)).statusCode).toBe(200);
    }
    const again = await submit('emma', a!);
    expect([again.statusCode, again.json().reason]).toEqual([409, 'already_found']);
    const wrongPath = await f.move('emma', game.id, {
      type: 'word_found',
      word: d,
      path: [
        [0, 0],
        [3, 3],
        [0, 1],
      ],
    });
    expect([wrongPath.statusCode, wrongPath.json().reason]).toEqual([400, 'path_invalid']);
    const lines = [0, 1, 2, 3].flatMap((i) => [
      [
        [i, 0],
        [i, 1],
        [i, 2],
      ],
      [
        [0, i],
        [1, i],
        [2, i],
      ],
      [
        [i, 3],
        [i, 2],
        [i, 1],
      ],
      [
        [3, i],
        [2, i],
        [1, i],
      ],
    ]) as Array<Array<[number, number]>>;
    const nonWord = lines.find(
      (path) => !state.validWords.includes(wordHuntPathWord(state.grid, path)),
    )!;
    const notAWord = await f.move('emma', game.id, {
      type: 'word_found',
      word: wordHuntPathWord(state.grid, nonWord),
      path: nonWord,
    });
    expect([notAWord.statusCode, notAWord.json().reason]).toEqual([400, 'word_not_valid']);

    // During the round: your own words, the other's count, no answer sheet.
    const sofiaView = (await f.get('sofia', game.id)).json() as GameSnapshot;
    const view = sofiaView.gameState as WordHuntView;
    expect(view.foundWords).toEqual({ 'u-sofia': [d, a] });
    expect(view.foundCounts).toEqual({ 'u-emma': 3, 'u-sofia': 2 });
    expect(view.validWords).toBeNull();
    expect(view.timeLeft).toBe(95);
    expect(sofiaView).toMatchObject({ version: 5, gameOver: false, currentPlayer: null });
    expect((await f.end('emma', game.id, 'u-emma')).json().reason).toBe('not_over');

    // The deadline passes on the server's clock: the next read closes the round and says so.
    clock = state.endsAt;
    const late = await submit('sofia', state.validWords[4]!);
    expect([late.statusCode, late.json().reason]).toEqual([409, 'game_over']);
    const closed = (await f.get('sofia', game.id)).json() as GameSnapshot;
    expect(closed).toMatchObject({ gameOver: true, winner: 'u-emma', version: 6 });
    expect((closed.gameState as WordHuntView).validWords).toEqual(state.validWords);
    expect((closed.gameState as WordHuntView).foundWords['u-emma']).toEqual([a, b, c]);
    expect(await f.stored<WordHuntState>(game.id)).toMatchObject({
      gameOver: true,
      winner: 'u-emma',
    });
    const pushed = await emmaLive.next(
      'game_updated',
      (e) => e.game.id === game.id && e.game.version === 6,
    );
    expect(pushed.game.winner).toBe('u-emma');

    expect((await f.end('sofia', game.id, 'u-sofia')).json().reason).toBe('wrong_winner');
    expect((await f.end('sofia', game.id, 'tie')).json().reason).toBe('wrong_winner');
    expect((await f.end('sofia', game.id, 'u-emma')).statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { WORD_HUNT_ROUND_MS, wordHunt, wordHuntSettle, wordHuntTimeLeft } from './word-hunt';
import { T0, deepFreeze, fixedGame, found, play } from './word-hunt-fixture';

describe('Word Hunt clock and winner (core 4 Word Hunt)', () => {
  it('should count down in whole seconds, never below 0', () => {
    const state = fixedGame();
    expect(wordHuntTimeLeft(state, T0)).toBe(120);
    expect(wordHuntTimeLeft(state, T0 + 1)).toBe(120);
    expect(wordHuntTimeLeft(state, T0 + 1000)).toBe(119);
    expect(wordHuntTimeLeft(state, state.endsAt - 1)).toBe(1);
    expect(wordHuntTimeLeft(state, state.endsAt)).toBe(0);
    expect(wordHuntTimeLeft(state, state.endsAt + 999_999)).toBe(0);
    expect(wordHuntTimeLeft(state, T0 - 5000)).toBe(120);
  });

  it('should name no winner before the deadline, then the one with more words', () => {
    let state = fixedGame();
    state = play(state, 'ann', found('cat'));
    state = play(state, 'ann', found('dog'));
    state = play(state, 'bob', found('quit'));
    expect(wordHunt.winner(state, state.endsAt - 1)).toBeNull();
    expect(wordHunt.winner(state, state.endsAt)).toBe('ann');
    state = play(state, 'bob', found('quite'));
    expect(wordHunt.winner(state, state.endsAt)).toBe('tie');
    state = play(state, 'bob', found('cared'));
    expect(wordHunt.winner(state, state.endsAt)).toBe('bob');
  });

  it('should settle a finished round once: gameOver, the winner and a new version', () => {
    const state = deepFreeze(play(fixedGame(), 'bob', found('cat')));
    expect(wordHuntSettle(state, state.endsAt - 1)).toBe(state);
    const settled = wordHuntSettle(state, state.endsAt);
    expect(settled).toMatchObject({ gameOver: true, winner: 'bob', version: state.version + 1 });
    expect(wordHuntSettle(settled, state.endsAt + 10_000)).toBe(settled);
    expect(wordHunt.winner(settled, T0)).toBe('bob');
    const empty = wordHuntSettle(fixedGame(), T0 + WORD_HUNT_ROUND_MS);
    expect(empty.winner).toBe('tie');
  });
});

describe('wordHunt.viewFor (hidden information)', () => {
  const state = deepFreeze(
    play(play(play(fixedGame(), 'ann', found('cat')), 'ann', found('dog')), 'bob', found('quit')),
  );

  it('should show during the round only the count of words and the viewer’s own', () => {
    const view = wordHunt.viewFor(state, 'ann', T0 + 30_000);
    expect(view).toMatchObject({
      foundWords: { ann: ['cat', 'dog'] },
      foundCounts: { ann: 2, bob: 1 },
      validWords: null,
      validWordCount: state.validWords.length,
      timeLeft: 90,
      gameOver: false,
      winner: null,
    });
    expect(Object.keys(view.foundWords)).toEqual(['ann']);
    expect(JSON.stringify(view)).not.toMatch(/quit|cared/);
    const spectator = wordHunt.viewFor(state, null, T0 + 30_000);
    expect(spectator.foundWords).toEqual({});
    expect(JSON.stringify(spectator)).not.toMatch(/cat|dog|quit/);
  });

  it('should show everything once the round is over', () => {
    for (const s of [state, wordHuntSettle(state, state.endsAt)]) {
      const view = wordHunt.viewFor(s, 'bob', state.endsAt);
      expect(view).toMatchObject({
        foundWords: { ann: ['cat', 'dog'], bob: ['quit'] },
        foundCounts: { ann: 2, bob: 1 },
        validWords: state.validWords,
        timeLeft: 0,
        gameOver: true,
        winner: 'ann',
      });
    }
  });

  it('should give a copy the client may change without touching the state', () => {
    const view = wordHunt.viewFor(state, 'ann', state.endsAt);
    view.grid[0][0] = 'Z';
    view.validWords!.push('zzz');
    view.foundWords.ann.push('zzz');
    expect(state.grid[0][0]).toBe('C');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeaBattleView } from '../../../games/sea-battle';
import type { ShipPlacement } from '../../../games/sea-battle-fleet';
import { seaBattleRandomFleet, seaBattleShipCells } from '../../../games/sea-battle-fleet';
import type { GameSnapshot } from '../../../protocol';
import { LiveClient } from '../../testing/live-client';
import { gamesFixture, who } from './fixture';
import { seededRandom } from '../../../games/seeded-random';

const other = (id: string) => (id === 'u-emma' ? 'u-sofia' : 'u-emma');

/** Core 4 Sea Battle: before the end, a player's view never holds the opponent's ships. */
function expectOpponentHidden(snapshot: GameSnapshot, viewer: string) {
  const view = snapshot.gameState as SeaBattleView;
  if (view.phase === 'finished') return;
  const theirs = view.playerGrids[other(viewer)]!;
  expect(theirs.ships).toBeNull();
  expect(theirs.fleet).toBeNull();
  expect(view.playerGrids[viewer]!.ships).not.toBeNull();
}

describe('Sea Battle through HTTP (core 4 Sea Battle, core 5 placement)', () => {
  let f: Awaited<ReturnType<typeof gamesFixture>>;
  const live: Record<string, LiveClient> = {};

  beforeAll(async () => {
    f = await gamesFixture();
    live['u-emma'] = await LiveClient.open(f.s.url, f.cookies.emma);
    live['u-sofia'] = await LiveClient.open(f.s.url, f.cookies.sofia);
  });
  afterAll(async () => {
    for (const c of Object.values(live)) await c.close();
    await f.s.close();
  });

  it('should place both fleets, play until every ship of one side is sunk, and hide the ships until then', async () => {
    const game = await f.start('sea_battle');
    const random = seededRandom(2024);
    const fleets: Record<string, ShipPlacement[]> = {
      'u-emma': seaBattleRandomFleet(random),
      'u-sofia': seaBattleRandomFleet(random),
    };

    const touching = fleets['u-sofia']!.map((ship, i) => ({
      ...ship,
      row: i,
      col: 0,
      orientation: 'horizontal',
    }));
    const bad = await f.move('sofia', game.id, { type: 'ready', ships: touching });
    expect([bad.statusCode, bad.json().reason]).toEqual([400, 'ships_touching']);

    const emmaReady = await f.move('emma', game.id, { type: 'ready', ships: fleets['u-emma'] });
    expect(emmaReady.statusCode).toBe(200);
    expectOpponentHidden(emmaReady.json(), 'u-emma');
    const early = await f.move('emma', game.id, { type: 'shoot', row: 0, col: 0 });
    expect([early.statusCode, early.json().reason]).toEqual([409, 'wrong_phase']);
    const sofiaReady = await f.move('sofia', game.id, { type: 'ready', ships: fleets['u-sofia'] });
    expect(sofiaReady.json()).toMatchObject({ currentPlayer: 'u-emma', version: 2 });
    expectOpponentHidden(sofiaReady.json(), 'u-sofia');
    const twice = await f.move('emma', game.id, { type: 'ready', ships: fleets['u-emma'] });
    expect([twice.statusCode, twice.json().reason]).toEqual([409, 'wrong_phase']);

    // Emma aims at Sofia's ships; Sofia only ever finds water: Emma wins.
    const onShip = (fleet: ShipPlacement[]) =>
      new Set(fleet.flatMap((ship) => seaBattleShipCells(ship).map(([r, c]) => `${r},${c}`)));
    const emmaShips = onShip(fleets['u-emma']!);
    const targets: Record<string, Array<[number, number]>> = {
      'u-emma': fleets['u-sofia']!.flatMap((ship) => seaBattleShipCells(ship)),
      'u-sofia': Array.from({ length: 100 }, (_, i): [number, number] => [
        Math.floor(i / 10),
        i % 10,
      ]).filter(([r, c]) => !emmaShips.has(`${r},${c}`)),
    };
    let last: GameSnapshot = sofiaReady.json();
    const sofiaShots: Array<[number, number]> = [];
    while (!last.gameOver) {
      const shooter = last.currentPlayer!;
      const waiting = other(shooter);
      const outOfTurn = await f.move(who(waiting), game.id, { type: 'shoot', row: 9, col: 9 });
      expect([outOfTurn.statusCode, outOfTurn.json().reason]).toEqual([409, 'not_your_turn']);
      if (shooter === 'u-sofia' && sofiaShots.length === 1) {
        // The cell Sofia shot on her last turn cannot be shot again.
        const [r, c] = sofiaShots[0]!;
        const again = await f.move('sofia', game.id, {
          type: 'shoot',
          row: r,
          col: c,
          version: last.version,
        });
        expect([again.statusCode, again.json().reason]).toEqual([409, 'cell_taken']);
      }
      const [row, col] = targets[shooter]!.shift()!;
      if (shooter === 'u-sofia') sofiaShots.push([row, col]);
      const res = await f.move(who(shooter), game.id, {
        type: 'shoot',
        row,
        col,
        version: last.version,
      });
      expect(res.statusCode).toBe(200);
      last = res.json();
      expectOpponentHidden(last, shooter);
      expectOpponentHidden((await f.get(who(waiting), game.id)).json(), waiting);
    }
    expect(sofiaShots.length).toBeGreaterThan(1);
    expect(last).toMatchObject({ winner: 'u-emma', gameOver: true });
    // 2 fleets placed, 17 hits by Emma, 16 misses by Sofia in between.
    expect(last.version).toBe(2 + 17 + 16);

    // Every pushed update before the end hid the opponent's ships as well.
    for (const [viewer, client] of Object.entries(live)) {
      const final = await client.next(
        'game_updated',
        (e) => e.game.id === game.id && e.game.version === last.version,
      );
      const finalView = final.game.gameState as SeaBattleView;
      expect(finalView.playerGrids[other(viewer)]!.ships).not.toBeNull();
      const updates = client.events.flatMap((e) =>
        e.type === 'game_updated' && e.game.id === game.id ? [e.game] : [],
      );
      expect(updates.length).toBe(last.version - 1);
      for (const snapshot of updates) expectOpponentHidden(snapshot, viewer);
    }
    // Once over, both fleets are shown to both.
    const sofiaView = (await f.get('sofia', game.id)).json().gameState as SeaBattleView;
    expect(sofiaView.playerGrids['u-emma']!.fleet).toHaveLength(5);
    expect((await f.end('sofia', game.id, 'u-sofia')).json().reason).toBe('wrong_winner');
    expect((await f.end('sofia', game.id, 'u-emma')).statusCode).toBe(200);
    const over = (await f.get('sofia', game.id)).json();
    const after = await f.move('sofia', game.id, { type: 'shoot', row: 0, col: 0 });
    expect([after.statusCode, after.json().reason]).toEqual([409, 'game_over']);
    expect((await f.get('sofia', game.id)).json()).toEqual(over);
  });
});

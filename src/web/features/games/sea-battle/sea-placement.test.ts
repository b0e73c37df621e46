import { describe, expect, it } from 'vitest';
import { seaBattleFleetCheck, seaBattleRandomFleet } from '../../../../games/sea-battle-fleet';
import {
  fleetDraftEmpty,
  fleetDraftGrid,
  fleetDraftNext,
  fleetDraftPlace,
  fleetDraftProblem,
  fleetDraftRemove,
  fleetDraftShipAt,
  fleetDraftShips,
} from './sea-placement';

describe('fleetDraft', () => {
  it('should place the ships in fleet order, next slot first', () => {
    let draft = fleetDraftEmpty();
    expect(fleetDraftNext(draft)).toBe(0);
    draft = fleetDraftPlace(draft, 0, 0, 0, 'horizontal');
    expect(fleetDraftNext(draft)).toBe(1);
    expect(fleetDraftShipAt(draft, 0, 4)).toBe(0);
    expect(fleetDraftShipAt(draft, 0, 5)).toBe(-1);
    expect(fleetDraftGrid(draft)[0].slice(0, 6)).toEqual([1, 1, 1, 1, 1, 0]);
  });

  it('should refuse a ship off the grid, overlapping or touching (spec core 5)', () => {
    const draft = fleetDraftPlace(fleetDraftEmpty(), 0, 0, 0, 'horizontal');
    expect(fleetDraftProblem(draft, 1, 0, 7, 'horizontal')).toBe('ship_off_grid');
    expect(fleetDraftProblem(draft, 1, 7, 0, 'vertical')).toBe('ship_off_grid');
    expect(fleetDraftProblem(draft, 1, 0, 2, 'vertical')).toBe('ships_overlap');
    expect(fleetDraftProblem(draft, 1, 1, 5, 'horizontal')).toBe('ships_touching');
    expect(fleetDraftProblem(draft, 1, 2, 0, 'horizontal')).toBeNull();
  });

  it('should let a placed ship move without tripping over its old place', () => {
    const draft = fleetDraftPlace(fleetDraftEmpty(), 0, 0, 0, 'horizontal');
    expect(fleetDraftProblem(draft, 0, 1, 0, 'horizontal')).toBeNull();
  });

  it('should give the ships once all are placed, and never before', () => {
    const fleet = seaBattleRandomFleet(Math.random);
    let draft = fleetDraftEmpty();
    fleet.forEach((ship, slot) => {
      expect(fleetDraftShips(draft)).toBeNull();
      expect(fleetDraftProblem(draft, slot, ship.row, ship.col, ship.orientation)).toBeNull();
      draft = fleetDraftPlace(draft, slot, ship.row, ship.col, ship.orientation);
    });
    const ships = fleetDraftShips(draft);
    expect(ships).toEqual(fleet);
    expect(seaBattleFleetCheck(ships)).toBeNull();
    expect(fleetDraftShips(fleetDraftRemove(draft, 2))).toBeNull();
  });
});

import type { Refusal } from '../../../../games/types';
import type { T } from '../../../i18n/use-t';
import type { FleetDraftProblem } from './sea-placement';

/** The ships' names (`SEA_BATTLE_SHIP_NAMES`, spec core 4) as catalog ids, by ship number - 1. */
export const SHIP_NAME_IDS = [
  'games.shipCarrier',
  'games.shipBattleship',
  'games.shipCruiser',
  'games.shipSubmarine',
  'games.shipDestroyer',
] as const;

/** What the placement screen says when a ship cannot go where it was tapped. */
export const DRAFT_PROBLEM_IDS: Record<FleetDraftProblem, string> = {
  ship_off_grid: 'games.seaOffGrid',
  ships_overlap: 'games.seaOverlap',
  ships_touching: 'games.seaTouching',
};

/** The referee's words for a refused fleet (`seaBattleFleetRead`), by its refusal reason. */
const FLEET_REFUSAL_IDS: Partial<Record<Refusal['reason'], string>> = {
  bad_move: 'games.fleetBadMove',
  wrong_fleet: 'games.fleetWrong',
  ship_off_grid: 'games.fleetOffGrid',
  ships_overlap: 'games.fleetOverlap',
  ships_touching: 'games.seaTouching',
};

/** A refused fleet, in the reader's language; a reason without words of its own as it came. */
export function fleetRefusalText(refusal: Refusal, t: T): string {
  const id = FLEET_REFUSAL_IDS[refusal.reason];
  return id ? t(id) : refusal.message;
}

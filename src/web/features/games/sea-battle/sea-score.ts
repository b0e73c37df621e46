import { SEA_BATTLE_FLEET } from '../../../../games/sea-battle-fleet';
import { SEA_BATTLE_HIT } from '../../../../games/sea-battle';

/** Spec core 4: 5 + 4 + 3 + 3 + 2 ship cells to hit for a win. */
export const SEA_BATTLE_SHIP_CELLS = SEA_BATTLE_FLEET.reduce((sum, n) => sum + n, 0);

/** How many hits a grid of shots received holds. */
export function seaHitCount(hits: readonly (readonly number[])[]): number {
  return hits.reduce((sum, row) => sum + row.filter((v) => v === SEA_BATTLE_HIT).length, 0);
}

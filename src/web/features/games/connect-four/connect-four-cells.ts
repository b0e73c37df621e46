import type { ConnectFourCellRef } from '../../../../games/connect-four';

/** A set of cells for quick lookups while drawing the board: 'row:column'. */
export function cellSet(cells: readonly ConnectFourCellRef[] | null): ReadonlySet<string> {
  return new Set((cells ?? []).map((cell) => cellId(cell.row, cell.column)));
}

export const cellId = (row: number, column: number) => `${row}:${column}`;

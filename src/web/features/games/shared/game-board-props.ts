import type { GameSnapshot } from '../../../../protocol';

/** A move's own fields (spec core 7): `type` and what that type needs. */
export type GameMove = { type: string } & Record<string, unknown>;

/** What a board may hear about one of its moves. */
export interface GameMoveHandlers {
  onError?: (err: Error) => void;
}

/** What every game's board is given: it renders the server's view and sends moves. */
export interface GameBoardProps<V> {
  game: GameSnapshot;
  /** The reader's own view of the state (spec core 3 gameState). */
  view: V;
  meId: string;
  nameOf: (userId: string) => string;
  /** `handlers.onError` hears a refusal of this move (the board may say what was wrong). */
  onMove: (move: GameMove, handlers?: GameMoveHandlers) => void;
  /** A move is on its way: nothing more is sent until the server answers. */
  pending: boolean;
}

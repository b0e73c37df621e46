import type { GameSnapshot } from '../../../protocol';
import type { GameMove, GameMoveHandlers } from './game-queries';

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

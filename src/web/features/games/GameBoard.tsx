import type { ConnectFourView } from '../../../games/connect-four';
import type { DotsBoxesView } from '../../../games/dots-boxes';
import type { SeaBattleView } from '../../../games/sea-battle';
import type { WordHuntView } from '../../../games/word-hunt';
import type { GameSnapshot } from '../../../protocol';
import { ConnectFourBoard } from './connect-four/ConnectFourBoard';
import { DotsBoxesBoard } from './dots-boxes/DotsBoxesBoard';
import { SeaBattleBoard } from './sea-battle/SeaBattleBoard';
import { WordHuntBoard } from './word-hunt/WordHuntBoard';
import type { GameMove, GameMoveHandlers } from './shared/game-board-props';

export interface GameBoardProps {
  game: GameSnapshot;
  meId: string;
  nameOf: (id: string) => string;
  onMove: (move: GameMove, handlers?: GameMoveHandlers) => void;
  pending: boolean;
}

/**
 * The board for the game's type, given the reader's view of the state: the shape of
 * `gameState` is each game's view type in `src/games`.
 */
export function GameBoard(props: GameBoardProps) {
  const { game } = props;
  switch (game.gameType) {
    case 'connect_four':
      return <ConnectFourBoard {...props} view={game.gameState as ConnectFourView} />;
    case 'dots_boxes':
      return <DotsBoxesBoard {...props} view={game.gameState as DotsBoxesView} />;
    case 'sea_battle':
      return <SeaBattleBoard {...props} view={game.gameState as SeaBattleView} />;
    case 'word_hunt':
      return <WordHuntBoard {...props} view={game.gameState as WordHuntView} />;
  }
}

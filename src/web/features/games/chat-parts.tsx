import { lazy } from 'react';
import { Gamepad2 } from 'lucide-react';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';
import { chatTileRegister } from '../chat/registry/chat-tiles';
import { richBodyRegister } from '../chat/registry/rich-bodies';

// The chooser and the game view load when first opened: nothing of them is in the chat's download.
const GameChooserDialog = lazy(() =>
  import('./GameChooserDialog').then((m) => ({ default: m.GameChooserDialog })),
);
const GameView = lazy(() => import('./GameView'));

function GamesDialog({ conversation, meId, usersById, onClose, openDialog }: ChatDialogProps) {
  if (!conversation) return null;
  return (
    <GameChooserDialog
      conversation={conversation}
      meId={meId}
      usersById={usersById}
      onClose={onClose}
      onStarted={(gameId) => openDialog('game', gameId)}
    />
  );
}

/** One game, full screen: opened with its id by the chooser and by a game's card in the chat. */
function GameDialog({ arg: gameId, meId, usersById, onClose }: ChatDialogProps<string>) {
  if (!gameId) return null;
  return (
    <GameView key={gameId} gameId={gameId} meId={meId} usersById={usersById} onClose={onClose} />
  );
}

chatTileRegister({
  key: 'Allogames',
  label: 'chat.featureAllogames',
  icon: Gamepad2,
  tone: 'from-indigo-500 to-blue-400',
  order: 60,
  onTap: (chat) => chat.openDialog('games'),
});
chatDialogRegister({ id: 'games', component: GamesDialog, mount: 'open' });
chatDialogRegister({ id: 'game', component: GameDialog, mount: 'open' });
// A game's message: its card, whose button opens the game above.
richBodyRegister('game', () => import('./GameMessageCard').then((m) => m.GameMessageCard));

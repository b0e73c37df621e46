import { useState } from 'react';
import type { Conversation } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/Avatar';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import type { UsersById } from '../conversations/conversation-utils';
import { GAMES_BRAND } from './game-card-text';
import type { GameChoice } from './game-names';
import { GAME_CHOICES } from './game-names';
import { useGameCreate } from './game-queries';

export interface GameChooserDialogProps {
  conversation: Conversation;
  meId: string;
  usersById: UsersById;
  onClose: () => void;
  /** The game was made: open it. */
  onStarted: (gameId: string) => void;
}

/**
 * Spec core 2 dialog 'Allogames': the four games, a line each. Choosing one starts it with the
 * other person of a one-to-one chat; in a group the reader first picks who to play.
 */
export function GameChooserDialog({
  conversation,
  meId,
  usersById,
  onClose,
  onStarted,
}: GameChooserDialogProps) {
  const others = conversation.participants.filter((id) => id !== meId);
  const [opponent, setOpponent] = useState<string | null>(
    conversation.isGroup ? null : (others[0] ?? null),
  );
  const create = useGameCreate();
  const t = useT();

  const start = (choice: GameChoice) => {
    if (!opponent || create.isPending) return;
    create.mutate(
      { conversationId: conversation.id, gameType: choice.type, players: [meId, opponent] },
      {
        onSuccess: (game) => {
          onClose();
          onStarted(game.id);
        },
        onError: () =>
          toast({
            title: t('games.startFailed'),
            description: t('games.startFailedText'),
            variant: 'destructive',
          }),
      },
    );
  };

  const choosing = opponent !== null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={GAMES_BRAND}
      description={choosing ? t('games.chooserPick') : t('games.chooserWho')}
      testId="game-chooser"
    >
      {choosing ? (
        <ul className="flex flex-col gap-2">
          {GAME_CHOICES.map((choice) => (
            <li key={choice.type}>
              <button
                type="button"
                data-testid={`game-choice-${choice.type}`}
                disabled={create.isPending}
                onClick={() => start(choice)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-2xl border border-slate-200 p-3 text-start transition',
                  'hover:border-brand-300 hover:bg-brand-50/60 disabled:opacity-60',
                )}
              >
                <span aria-hidden className="text-2xl">
                  {choice.emoji}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{t(choice.nameId)}</span>
                  <span className="block text-sm text-slate-500">{t(choice.lineId)}</span>
                </span>
                {create.isPending && create.variables?.gameType === choice.type && (
                  <Spinner className="h-4 w-4 text-brand-500" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-col gap-1">
          {others.map((id) => {
            const user = usersById.get(id);
            return (
              <li key={id}>
                <button
                  type="button"
                  data-testid={`game-opponent-${id}`}
                  onClick={() => setOpponent(id)}
                  className="flex w-full items-center gap-3 rounded-2xl p-2 text-start hover:bg-slate-50"
                >
                  <Avatar src={user?.avatar} name={user?.displayName ?? id} size={36} />
                  <span className="font-medium text-slate-900">{user?.displayName ?? id}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}

import { replaceEqualDeep, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameCreate, GameSnapshot } from '../../../protocol';
import { tNow } from '../../i18n/intl';
import { ApiError, apiRequest } from '../../lib/api';
import { gameSnapshotPick } from './game-cache';
import { gameKey } from '../../lib/query-client';
import { toast } from '../../ui/toast-store';
import type { GameMove } from './shared/game-board-props';
import { GAME_POLL_MS, moveRefusalIsStale } from './shared/game-status';
import { wordHuntRefusalReason } from './word-hunt/word-hunt-text';

/**
 * GET /api/games/{id}, the reader's own view. Live `game_updated` events keep it current; the
 * spec's 2 s poll runs as well while the view is open and the game goes on, in case a push is
 * lost. An older copy never replaces a newer one, whichever arrives last.
 */
export function useGame(gameId: string) {
  return useQuery<GameSnapshot>({
    queryKey: gameKey(gameId),
    refetchInterval: (query) => (query.state.data?.gameOver ? false : GAME_POLL_MS),
    structuralSharing: (held, incoming) => {
      const kept = gameSnapshotPick(held as GameSnapshot | undefined, incoming as GameSnapshot);
      // A poll that brings nothing new keeps the same objects, so the board does not re-render.
      return kept === held ? held : replaceEqualDeep(held, kept);
    },
  });
}

/**
 * A game as its card in the chat shows it: fetched once, then kept current by live
 * `game_updated` pushes (no poll: a chat may show many cards). Off until `enabled`.
 */
export function useGameSummary(gameId: string | undefined) {
  return useQuery<GameSnapshot>({
    queryKey: gameKey(gameId ?? ''),
    enabled: !!gameId,
    structuralSharing: (held, incoming) =>
      gameSnapshotPick(held as GameSnapshot | undefined, incoming as GameSnapshot),
  });
}

/** POST /api/games: the server also posts the game's message in the chat. */
export function useGameCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GameCreate) => apiRequest<GameSnapshot>('POST', '/api/games', body),
    onSuccess: (game) => client.setQueryData(gameKey(game.id), game),
  });
}

/** Spec core 8: what a refused move shows ('Error', 'Failed to make move. Please try again.'). */
function moveFailedToast(): void {
  toast({
    title: tNow('games.moveFailedTitle'),
    description: tNow('games.moveFailed'),
    variant: 'destructive',
  });
}

/**
 * PUT /api/games/{id}/move, made on the version on screen. The server is the referee: the
 * reply (or the live push) is what the view shows next. A refusal fetches the game again; one
 * made on an old version needs nothing more, since the newer state explains itself.
 */
export function useGameMove(game: GameSnapshot | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: GameMove) => {
      if (!game) throw new Error('No game to move in');
      return apiRequest<GameSnapshot>('PUT', `/api/games/${encodeURIComponent(game.id)}/move`, {
        ...move,
        version: game.version,
      });
    },
    onSuccess: (next) =>
      client.setQueryData<GameSnapshot>(gameKey(next.id), (held) => gameSnapshotPick(held, next)),
    onError: (err) => {
      if (!game) return;
      const stale = err instanceof ApiError && moveRefusalIsStale(err.status, err.body);
      // A refused word is said next to the word itself (WordHuntBoard), not in a toast.
      if (!stale && !wordHuntRefusalReason(err)) moveFailedToast();
      void client.invalidateQueries({ queryKey: gameKey(game.id), exact: true });
    },
  });
}

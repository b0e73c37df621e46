import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageStarState, StarredMessage } from '../../../protocol';
import { apiRequest } from '../../lib/api';
import { starredKey } from './starred-cache';
import { toast } from '../../ui/toast-store';
import { useT } from '../../i18n/use-t';

/** The user's starred messages, most recently starred first (the server's order). */
export function useStarred(userId: string) {
  return useQuery<StarredMessage[]>({ queryKey: starredKey(userId) });
}

const idsOf = (list: StarredMessage[]) => new Set(list.map((s) => s.id));

const NONE: ReadonlySet<string> = new Set();

/**
 * The ids of the user's starred messages, from the same list: the chat asks once and tells each
 * bubble, instead of every bubble watching the list on its own.
 */
export function useStarredIds(userId: string): ReadonlySet<string> {
  const query = useQuery<StarredMessage[], Error, Set<string>>({
    queryKey: starredKey(userId),
    select: idsOf,
  });
  return query.data ?? NONE;
}

/**
 * Star or unstar (PUT / DELETE /api/messages/{id}/star). An unstar leaves the list at once; a
 * star shows once the list is fetched again (it needs the server's names and type).
 */
export function useStarToggle(userId: string) {
  const t = useT();
  const client = useQueryClient();
  const key = starredKey(userId);
  return useMutation({
    mutationFn: ({ messageId, starred }: { messageId: string; starred: boolean }) =>
      apiRequest<MessageStarState>(
        starred ? 'PUT' : 'DELETE',
        `/api/messages/${encodeURIComponent(messageId)}/star`,
      ),
    onMutate: async ({ messageId, starred }) => {
      if (starred) return;
      await client.cancelQueries({ queryKey: key, exact: true });
      client.setQueryData<StarredMessage[]>(key, (old) => old?.filter((s) => s.id !== messageId));
    },
    onError: () => {
      toast({ title: t('starred.starError'), variant: 'destructive' });
    },
    onSettled: () => client.invalidateQueries({ queryKey: key, exact: true }),
  });
}

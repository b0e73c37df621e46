import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLive } from '../../lib/live-context';
import { conversationsKey } from '../../lib/query-client';

/**
 * Tells the live connection which chat is open (its pushes are read at once), and fetches the
 * conversation list again when it lacks this chat although its messages loaded: our list
 * predates the conversation (someone just added us), and the list has its name and members.
 */
export function useOpenConversation(
  conversationId: string,
  meId: string,
  listLacksIt: boolean,
): void {
  const client = useQueryClient();
  const { setOpenConversation } = useLive();
  useEffect(() => {
    setOpenConversation(conversationId);
    return () => setOpenConversation(null);
  }, [conversationId, setOpenConversation]);
  useEffect(() => {
    if (listLacksIt) {
      void client.invalidateQueries({ queryKey: conversationsKey(meId), exact: true });
    }
  }, [listLacksIt, client, meId]);
}

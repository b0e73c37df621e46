import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Conversation, User } from '../../../../protocol';
import { conversationsKey } from '../../../lib/query-client';
import { useUsersById } from '../../conversations/queries';
import { useSessionUser } from '../../identity/session';
import { composeTargets } from './compose-targets';

export interface ChatLanguages {
  me: User | null;
  /** Languages of the others that differ from mine, most common first. */
  targets: string[];
}

/**
 * The signed-in user and the languages of the chat's other members, from data the chat already
 * holds in the cache.
 */
export function useChatLanguages(conversationId: string): ChatLanguages {
  const me = useSessionUser() ?? null;
  const conversations = useQuery<Conversation[]>({
    queryKey: conversationsKey(me?.id ?? ''),
    enabled: !!me,
  });
  const usersById = useUsersById();
  const conversation = conversations.data?.find((c) => c.id === conversationId);

  const targets = useMemo(() => {
    if (!me || !conversation) return [];
    const others = conversation.participants
      .filter((id) => id !== me.id)
      .map((id) => usersById.get(id))
      .filter((u): u is User => !!u);
    return composeTargets(me.language, others);
  }, [me, conversation, usersById]);

  return { me, targets };
}

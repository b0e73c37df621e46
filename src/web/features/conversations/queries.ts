import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../protocol';
import { conversationsKey } from '../../lib/query-client';
import { useUsers } from '../identity/session';
import type { UsersById } from './conversation-utils';
import { usersIndex } from './conversation-utils';

/** GET /api/conversations?userId= (retried per spec core 9; kept fresh by live events). */
export function useConversations(userId: string) {
  return useQuery<Conversation[]>({ queryKey: conversationsKey(userId) });
}

/** Everyone by id, with live presence. */
export function useUsersById(): UsersById {
  const { data } = useUsers();
  return useMemo(() => usersIndex(data), [data]);
}

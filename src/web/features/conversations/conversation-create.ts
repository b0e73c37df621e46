import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationCreate } from '../../../protocol';
import { apiRequest } from '../../lib/api';
import { conversationsUpsert } from '../../lib/apply-event';
import { conversationsKey } from '../../lib/query-client';

/**
 * POST /api/conversations: a 1:1 (the existing one when there is one) or a named group. The
 * new conversation goes straight into the cached list.
 */
export async function conversationCreate(
  client: QueryClient,
  userId: string,
  body: ConversationCreate,
): Promise<Conversation> {
  const conv = await apiRequest<Conversation>('POST', '/api/conversations', body);
  client.setQueryData<Conversation[]>(conversationsKey(userId), (old) =>
    old ? conversationsUpsert(old, conv) : old,
  );
  return conv;
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMember, Conversation, Message } from '../../../protocol';
import { CHAT_MEDIA_PAGE } from '../../../protocol/chat-menu-limits';
import { apiRequest, errorText } from '../../lib/api';
import { conversationsKey } from '../../lib/query-client';
import { useT } from '../../i18n/use-t';
import { toast } from '../../ui/toast-store';
import { conversationsApplyMemberLeft } from './member-left-cache';

const path = (conversationId: string, rest: string) =>
  `/api/conversations/${encodeURIComponent(conversationId)}/${rest}`;

/**
 * Contact info's people (GET .../members): read when the dialog opens, and again each time, as
 * last seen moves on while it is closed.
 */
export function useChatMembers(conversationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['chat-info', conversationId, 'members'],
    queryFn: () => apiRequest<ChatMember[]>('GET', path(conversationId, 'members')),
    enabled,
    staleTime: 0,
  });
}

/** Contact info's shared photos: the newest page (GET .../media). */
export function useChatMedia(conversationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['chat-info', conversationId, 'media'],
    queryFn: () =>
      apiRequest<Message[]>('GET', path(conversationId, `media?limit=${CHAT_MEDIA_PAGE}`)),
    enabled,
    staleTime: 0,
  });
}

/**
 * Leave group: POST .../leave. On success the group leaves my list at once (the live event
 * tells my other devices) and `onLeft` runs, which takes me out of the chat.
 */
export function useLeaveGroup(meId: string, conversationId: string, onLeft: () => void) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', path(conversationId, 'leave')),
    onSuccess: () => {
      client.setQueryData<Conversation[]>(conversationsKey(meId), (list) =>
        list ? conversationsApplyMemberLeft(list, conversationId, meId, meId) : list,
      );
      toast({ title: t('chat-info.leftGroup') });
      onLeft();
    },
    onError: (err) =>
      toast({
        title: t('chat-info.leaveFailed'),
        description: errorText(err),
        variant: 'destructive',
      }),
  });
}

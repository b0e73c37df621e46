import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatPreferences, ChatPreferencesUpdate, Conversation } from '../../../protocol';
import type { Wallpaper } from '../../../protocol/chat-menu-limits';
import { apiRequest, errorText } from '../../lib/api';
import { conversationsKey } from '../../lib/query-client';
import { useT } from '../../i18n/use-t';
import { toast } from '../../ui/toast-store';
import { conversationsApplyPreferences } from './preferences-cache';

export interface ChatPreferencesHandle {
  muted: boolean;
  wallpaper: string | null;
  /** `announce`: say so in a toast (from the menu; a switch shows it by itself). */
  setMuted: (muted: boolean, announce?: boolean) => void;
  setWallpaper: (wallpaper: Wallpaper | null) => void;
  /** Pinned at the top of my list (issue 31). */
  pinned: boolean;
  setPinned: (pinned: boolean) => void;
}

/**
 * My Mute and Wallpaper for one chat, as the conversation list holds them. A change shows at
 * once, is saved with PUT /api/conversations/{id}/preferences, and is put back with a notice if
 * the server refuses. My other devices hear of it live.
 */
export function useChatPreferences(
  meId: string,
  conversation: Conversation | undefined,
): ChatPreferencesHandle {
  const t = useT();
  const client = useQueryClient();
  const key = conversationsKey(meId);
  const id = conversation?.id ?? '';
  const muted = conversation?.muted ?? false;
  const wallpaper = conversation?.wallpaper ?? null;
  const pinnedAt = conversation?.pinnedAt ?? null;

  const save = useMutation({
    // Only what changed is sent: a change made meanwhile on another device to the other choice
    // is not overwritten.
    mutationFn: (change: ChatPreferencesUpdate) =>
      apiRequest<ChatPreferences>(
        'PUT',
        `/api/conversations/${encodeURIComponent(id)}/preferences`,
        change,
      ),
    onMutate: (change) => {
      const before = { conversationId: id, muted, wallpaper, pinnedAt };
      const { pinned, ...rest } = change;
      const next = {
        ...before,
        ...rest,
        ...(pinned !== undefined && {
          pinnedAt: pinned ? (pinnedAt ?? new Date().toISOString()) : null,
        }),
      };
      client.setQueryData<Conversation[]>(key, (list) =>
        list ? conversationsApplyPreferences(list, next) : list,
      );
      return { before };
    },
    onError: (err, _next, context) => {
      if (context)
        client.setQueryData<Conversation[]>(key, (list) =>
          list ? conversationsApplyPreferences(list, context.before) : list,
        );
      toast({
        title: t('chat-preferences.saveFailed'),
        description: errorText(err),
        variant: 'destructive',
      });
    },
    onSuccess: (stored, change) => {
      client.setQueryData<Conversation[]>(key, (list) =>
        list ? conversationsApplyPreferences(list, stored) : list,
      );
      // Said once the server kept it: a fourth pin is refused (the error says why).
      if (change.pinned !== undefined)
        toast({
          title: change.pinned ? t('chat-preferences.pinned') : t('chat-preferences.unpinned'),
        });
    },
  });

  return {
    muted,
    wallpaper,
    setMuted: (next, announce = true) => {
      if (!conversation) return;
      save.mutate({ muted: next });
      if (announce)
        toast({ title: next ? t('chat-preferences.muted') : t('chat-preferences.unmuted') });
    },
    setWallpaper: (next) => {
      if (conversation) save.mutate({ wallpaper: next });
    },
    pinned: pinnedAt !== null,
    setPinned: (next) => {
      if (!conversation) return;
      save.mutate({ pinned: next });
    },
  };
}

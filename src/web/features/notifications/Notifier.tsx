import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Conversation, User, VideoCollabRequest } from '../../../protocol';
import { tNow } from '../../i18n/intl';
import { liveEventsListen } from '../../lib/live-events';
import { USERS_KEY, conversationsKey } from '../../lib/query-client';
import { callEventsListen } from '../calls/call-events';
import { usersIndex } from '../conversations/conversation-utils';
import { OPEN_CHAT_PARAM } from '../conversations/open-chat-param';
import { useSettings } from '../settings/store/use-settings';
import type { Notice } from './notify-content';
import { callNotice, messageNotice } from './notify-content';
import type { NotifyContext } from './notify-rules';
import { callShouldNotify, collabShouldNotify, messageShouldNotify } from './notify-rules';
import { toast } from '../../ui/toast-store';
import { collabNoticeText } from '../reels/collab-notice';
import { notificationPermission } from './permission';

/**
 * Browser notifications (spec secondary 'Settings' and 9): while the tab is hidden, a new message
 * from someone else or a ringing call shows a notification, unless the user's switches (all,
 * messages, groups, calls) or the chat's Mute say no (`notify-rules.ts`). A click brings the tab
 * forward and opens the chat. What was shown closes when the tab is shown again.
 */
export function Notifier({ me }: { me: User }) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const { settings } = useSettings();
  // Read when an event arrives: a switch turned off a moment ago is honoured at once.
  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
  }, [settings]);

  useEffect(() => {
    const open = new Map<string, Notification>();
    const conversationOf = (id: string) =>
      client.getQueryData<Conversation[]>(conversationsKey(me.id))?.find((c) => c.id === id);
    const users = () => usersIndex(client.getQueryData<User[]>(USERS_KEY));
    const context = (conversation: Conversation | undefined): NotifyContext => ({
      meId: me.id,
      // Read as each event arrives: Busy chosen on another device a moment ago counts at once.
      busy: users().get(me.id)?.presence === 'busy',
      hidden: document.hidden,
      permission: notificationPermission(),
      settings: settingsRef.current,
      conversation,
    });
    const show = (notice: Notice, openChat: boolean) => {
      // Asked again as it is shown: the translation took a moment, and the tab may be back.
      if (!document.hidden || notificationPermission() !== 'granted') return;
      const n = new Notification(notice.title, {
        body: notice.body,
        icon: notice.icon,
        tag: notice.tag,
      });
      open.set(notice.tag, n);
      n.onclose = () => {
        if (open.get(notice.tag) === n) open.delete(notice.tag);
      };
      n.onclick = () => {
        window.focus();
        if (openChat)
          navigate(`/chat?${OPEN_CHAT_PARAM}=${encodeURIComponent(notice.conversationId)}`);
        n.close();
      };
    };

    // A collaboration request, or its answer, wherever I am: a toast on a visible tab, else a
    // notification that opens the Reels.
    const collabTell = (request: VideoCollabRequest) => {
      const text = collabNoticeText(request, me.id, tNow);
      if (!text) return;
      if (!document.hidden) {
        toast({ title: text });
        return;
      }
      if (!collabShouldNotify(context(undefined))) return;
      const n = new Notification(text, {
        body: request.note,
        icon: request.thumbnailUrl,
        tag: `collab-${request.id}`,
      });
      n.onclick = () => {
        window.focus();
        navigate('/videos');
        n.close();
      };
    };

    const stopLive = liveEventsListen((events) => {
      for (const event of events) {
        if (event.type === 'video_collab_request') {
          collabTell(event.request);
          continue;
        }
        if (event.type !== 'message') continue;
        const conversation = conversationOf(event.message.conversationId);
        if (!messageShouldNotify(event.message, context(conversation))) continue;
        void messageNotice(client, event.message, me.id, conversation, users()).then((notice) =>
          show(notice, true),
        );
      }
    });
    const stopCalls = callEventsListen((event) => {
      if (event.type === 'call_incoming') {
        if (callShouldNotify(event.call, context(conversationOf(event.call.conversationId))))
          // The ringer on the page answers the call: the click only brings the tab forward.
          show(callNotice(event.call, users()), false);
      } else if (event.type === 'call_ended') {
        open.get(`call-${event.callId}`)?.close();
      }
    });
    const onVisibility = () => {
      if (document.hidden) return;
      for (const n of open.values()) n.close();
      open.clear();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopLive();
      stopCalls();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, me.id, navigate]);

  return null;
}

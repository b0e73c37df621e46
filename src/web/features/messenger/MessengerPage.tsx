import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Spinner } from '../../ui/Spinner';
import { useWide } from '../../lib/use-wide';
import { ConversationList } from '../conversations/ConversationList';
import { IdentityPicker } from '../identity/IdentityPicker';
import { useIdentity } from '../identity/use-identity';
import { GO_TO_PARAMS, chatMessageFocus } from '../starred/go-to-message';
import type { ChatViewProps } from '../chat/ChatView';
import { chatViewLoad, chatViewLoaded } from './chat-view-load';
import { OPEN_CHAT_PARAM } from '../conversations/open-chat-param';
import { NoChatOpen } from './NoChatOpen';

const ChatViewLazy = lazy(chatViewLoad);

function FullScreenSpinner() {
  return (
    <div className="flex h-dvh items-center justify-center text-brand-500">
      <Spinner className="h-7 w-7" />
    </div>
  );
}

/**
 * The chat view, shown at once when its chunk is already here (asked for at start when the
 * address opened a chat): a lazy component would show the spinner first even then, and React
 * holds a revealed fallback's content back a moment. Chosen once per chat, so that a later
 * render never swaps the component under the open chat.
 */
function ChatScreen(props: ChatViewProps) {
  const [Chat] = useState(() => chatViewLoaded() ?? ChatViewLazy);
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Chat {...props} />
    </Suspense>
  );
}

/**
 * Spec core 2 and 4: the messenger's three stages. user-select, then the list (identity chosen
 * or restored), then a chat (conversation chosen, kept in ?c=), then back to the list.
 */
export function MessengerPage() {
  const identity = useIdentity();
  const wide = useWide();
  const [path, navigate] = useLocation();
  const [params] = useSearchParams();
  const openId = params.get(OPEN_CHAT_PARAM);
  // Go to Message (from the starred list): the message to show, if the address names one.
  const focusId = params.get(GO_TO_PARAMS.message);
  const focusSeq = params.get(GO_TO_PARAMS.seq);
  const focus = useMemo(() => chatMessageFocus(focusId, focusSeq), [focusId, focusSeq]);

  const open = useCallback(
    (id: string) =>
      // Beside the list, a chat replaces the one open: back leaves the messenger, not the chat.
      navigate(`${path}?${OPEN_CHAT_PARAM}=${encodeURIComponent(id)}`, {
        state: { fromList: !wide },
        replace: wide && !!openId,
      }),
    [navigate, path, wide, openId],
  );

  const back = useCallback(() => {
    // Opened from the list: step back in history, so the browser's back agrees with ours.
    const state = window.history.state as { fromList?: boolean } | null;
    if (state?.fromList) window.history.back();
    else navigate(path, { replace: true });
  }, [navigate, path]);

  switch (identity.stage) {
    case 'loading':
      return <FullScreenSpinner />;
    case 'picker':
    case 'error':
      return <IdentityPicker />;
    case 'ready':
      // One tree for both layouts, so that an open chat (its draft, search, dialogs) stays as it
      // is when the window crosses the breakpoint: side by side on a wide screen, one at a time
      // on a phone (the list, or the chat over it).
      return (
        <div
          className={wide ? 'flex h-dvh' : 'flex flex-1 flex-col'}
          data-testid={wide ? 'messenger-wide' : undefined}
        >
          {(wide || !openId) && (
            <div
              className={
                wide
                  ? 'flex w-[400px] shrink-0 flex-col overflow-y-auto border-e border-slate-200 pb-24'
                  : 'flex flex-1 flex-col'
              }
            >
              <ConversationList me={identity.user} onOpen={open} activeId={wide ? openId : null} />
            </div>
          )}
          {(wide || openId) && (
            <div className={wide ? 'min-w-0 flex-1' : 'flex flex-1 flex-col'}>
              {openId ? (
                <ChatScreen
                  key={openId}
                  me={identity.user}
                  conversationId={openId}
                  onBack={back}
                  focus={focus}
                />
              ) : (
                <NoChatOpen />
              )}
            </div>
          )}
        </div>
      );
  }
}

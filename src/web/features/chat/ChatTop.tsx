import { useState } from 'react';
import type { Conversation, User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { useLiveStatus } from '../../lib/live-context';
import type { ChatPreferencesHandle } from '../chat-preferences/use-chat-preferences';
import { ChatSearchBar } from '../chat-search/ChatSearchBar';
import type { ChatSearch } from '../chat-search/use-chat-search';
import { ChatHeader } from './ChatHeader';
import type { ChatMenuDialog } from './ChatMenuDialogs';
import { ChatMenuDialogs } from './ChatMenuDialogs';
import { useChatStatus } from './use-chat-status';

export interface ChatTopProps {
  meId: string;
  conversation: Conversation | undefined;
  title: string;
  /** The conversation list is still loading: no title yet, not even the fallback. */
  titlePending: boolean;
  peer: User | undefined;
  usersById: ReadonlyMap<string, User>;
  search: ChatSearch;
  preferences: ChatPreferencesHandle;
  onBack: () => void;
  /** Opens a registered dialog: the header's translation, voice and video buttons. */
  openDialog: (id: string) => void;
}

/** The chat's top: the header, or the search bar while searching; and the header menu's dialogs. */
export function ChatTop(props: ChatTopProps) {
  const { meId, conversation, title, peer, search, preferences, openDialog } = props;
  const t = useT();
  const [menuDialog, setMenuDialog] = useState<ChatMenuDialog>(null);
  // Read here, not by the chat: a change of connection redraws the header and the banner only.
  const liveStatus = useLiveStatus();
  const { status, online } = useChatStatus(conversation, peer, meId, props.usersById, liveStatus);
  return (
    <>
      {search.open ? (
        <ChatSearchBar search={search} />
      ) : (
        <ChatHeader
          title={title || (props.titlePending ? '' : t('chat.titleFallback'))}
          peer={peer}
          isGroup={conversation?.isGroup ?? false}
          status={status}
          online={online}
          onBack={props.onBack}
          onTranslationSettings={() => openDialog('translation-settings')}
          onVideoCall={() => openDialog('call-test')}
          onVoiceCall={() => openDialog('call-voice')}
          muted={preferences.muted}
          onContactInfo={() => setMenuDialog('info')}
          onSearch={search.start}
          onMuteToggle={() => preferences.setMuted(!preferences.muted)}
          onWallpaper={() => setMenuDialog('wallpaper')}
          pinned={preferences.pinned}
          onPinToggle={() => preferences.setPinned(!preferences.pinned)}
        />
      )}
      <ChatMenuDialogs
        open={menuDialog}
        onClose={() => setMenuDialog(null)}
        meId={meId}
        conversation={conversation}
        title={title}
        peer={peer}
        preferences={preferences}
        onLeft={props.onBack}
      />
    </>
  );
}

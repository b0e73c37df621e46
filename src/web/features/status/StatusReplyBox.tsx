import { useRef, useState } from 'react';
import type { Ref } from 'react';
import { SendHorizontal } from 'lucide-react';
import { MESSAGE_MAX_CHARS } from '../../../protocol/limits';
import { useT } from '../../i18n/use-t';
import { clientIdCreate } from '../../lib/client-id';
import { Button } from '../../ui/Button';
import { typedDir } from '../../lib/typed-dir';

export interface StatusReplyBoxProps {
  authorName: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  sending: boolean;
  /** Sends the words with this reply's clientId; resolves true once the server has it. */
  onSend: (content: string, clientId: string) => Promise<boolean>;
}

/**
 * The reply to a friend's status: what is typed goes to their chat as a message. Blank words
 * cannot be sent (spec secondary 5). The same clientId goes with every attempt of one reply.
 */
export function StatusReplyBox(props: StatusReplyBoxProps) {
  const { authorName, autoFocus, inputRef, sending, onSend } = props;
  const t = useT();
  const [text, setText] = useState('');
  const clientId = useRef(clientIdCreate());
  const blank = text.trim().length === 0;

  const send = async () => {
    if (blank || sending) return;
    if (await onSend(text, clientId.current)) {
      setText('');
      clientId.current = clientIdCreate();
    }
  };

  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <input
        ref={inputRef}
        type="text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MESSAGE_MAX_CHARS}
        placeholder={t('status.replyPlaceholder', { name: authorName })}
        aria-label={t('status.replyPlaceholder', { name: authorName })}
        // Ready to type when Reply was what the person pressed.
        autoFocus={autoFocus}
        data-testid="status-reply-input"
        dir={typedDir(text)}
        className="h-11 min-w-0 flex-1 rounded-2xl bg-slate-100 px-4 text-[15px] text-slate-900 ring-brand-200 outline-none placeholder:text-slate-500 focus:bg-white focus:ring-2"
      />
      <Button
        type="submit"
        size="icon"
        disabled={blank || sending}
        aria-label={t('status.send')}
        data-testid="status-reply-send"
        className="h-11 w-11"
      >
        <SendHorizontal aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
      </Button>
    </form>
  );
}

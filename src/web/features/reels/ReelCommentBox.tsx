import { useState } from 'react';
import { SendHorizontal } from 'lucide-react';
import { VIDEO_COMMENT_MAX_CHARS } from '../../../protocol/video-social';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { commentKeyIntent } from './reels-utils';
import { typedDir } from '../../lib/typed-dir';

export interface ReelCommentBoxProps {
  sending: boolean;
  /** Resolves true once the server has the comment (the box then empties). */
  onSend: (content: string) => Promise<boolean>;
}

/**
 * Where a comment is written (spec secondary 'Videos / Reels feed'): Enter sends, Shift+Enter
 * makes a new line. Blank words are not sent (spec secondary 5).
 */
export function ReelCommentBox({ sending, onSend }: ReelCommentBoxProps) {
  const t = useT();
  const [text, setText] = useState('');
  const blank = text.trim().length === 0;

  const send = async () => {
    if (blank || sending) return;
    if (await onSend(text.trim())) setText('');
  };

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (
            commentKeyIntent({
              key: e.key,
              shiftKey: e.shiftKey,
              isComposing: e.nativeEvent.isComposing,
            }) !== 'send'
          )
            return;
          e.preventDefault();
          void send();
        }}
        rows={1}
        maxLength={VIDEO_COMMENT_MAX_CHARS}
        placeholder={t('reels.commentPlaceholder')}
        aria-label={t('reels.commentPlaceholder')}
        data-testid="reel-comment-input"
        dir={typedDir(text)}
        className="field-sizing-content max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-2xl bg-slate-100 px-4 py-2.5 text-[15px] text-slate-900 ring-brand-200 outline-none placeholder:text-slate-500 focus:bg-white focus:ring-2"
      />
      <Button
        type="submit"
        size="icon"
        disabled={blank || sending}
        aria-label={t('reels.commentSend')}
        data-testid="reel-comment-send"
        className="h-11 w-11"
      >
        <SendHorizontal aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
      </Button>
    </form>
  );
}

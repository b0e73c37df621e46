import { useEffect, useRef, useState } from 'react';
import type { StatusUpdate } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/Avatar';
import { Dialog } from '../../ui/Dialog';
import { StatusActions } from './StatusActions';
import { statusTileClass } from './status-look';
import { StatusReplyBox } from './StatusReplyBox';
import { StatusTimeLeft } from './StatusTimeLeft';
import { StatusTranslationLine } from './StatusTranslationLine';
import { StatusViewers } from './StatusViewers';
import { useStatusWords } from './use-status-words';

export interface StatusViewerDialogProps {
  status: StatusUpdate;
  me: string;
  now: Date;
  /** Reply was pressed: the reply box takes the focus. */
  replying: boolean;
  busy: boolean;
  sending: boolean;
  onClose: () => void;
  onViewed: (status: StatusUpdate) => void;
  onLike: (status: StatusUpdate, liked: boolean) => void;
  onDelete: (status: StatusUpdate) => void;
  onReply: (status: StatusUpdate, content: string, clientId: string) => Promise<boolean>;
}

/**
 * A status opened: its photo or its words in full (a friend's in my language, with the line to
 * see the original), the time left, likes; a friend's has the reply box, mine the list of who
 * saw it and delete. Opening a friend's status counts a view, once (the server ignores a second).
 */
export function StatusViewerDialog(props: StatusViewerDialogProps) {
  const { status, me, now, replying, busy, sending, onClose, onViewed } = props;
  const t = useT();
  const mine = status.userId === me;
  const replyInput = useRef<HTMLInputElement>(null);
  const viewedId = useRef<string | null>(null);
  const [showOriginal, setShowOriginal] = useState(false);
  const words = useStatusWords(status, showOriginal);
  useEffect(() => {
    if (mine || status.hasViewed || viewedId.current === status.id) return;
    viewedId.current = status.id;
    onViewed(status);
  }, [mine, status, onViewed]);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mine ? t('status.myStatus') : status.author.displayName}
      description={<StatusTimeLeft expiresAt={status.expiresAt} now={now} />}
      testId="status-viewer"
    >
      <div className="flex items-center gap-2 pb-3">
        <Avatar src={status.author.avatar} name={status.author.displayName} size={28} />
        <span className="truncate text-sm text-slate-500">
          <bdi>@{status.author.username}</bdi>
        </span>
      </div>
      {status.media ? (
        <figure className="overflow-hidden rounded-2xl bg-slate-100">
          <img
            src={status.media.url}
            alt={t('status.photoAlt', { name: status.author.displayName })}
            width={status.media.width}
            height={status.media.height}
            data-testid="status-viewer-photo"
            className="max-h-[50dvh] w-full object-contain"
          />
          {status.content && (
            <figcaption
              dir="auto"
              lang={words.lang}
              className="bg-white px-1 pt-2 text-[15px] break-words whitespace-pre-line text-slate-800"
              data-testid="status-viewer-text"
            >
              {words.text}
            </figcaption>
          )}
        </figure>
      ) : (
        <p
          dir="auto"
          lang={words.lang}
          className={cn(
            'flex min-h-48 items-center justify-center rounded-2xl px-6 py-10 text-center text-xl leading-snug font-semibold break-words whitespace-pre-line text-white',
            statusTileClass(status.id),
          )}
          data-testid="status-viewer-text"
        >
          {words.text}
        </p>
      )}
      <StatusTranslationLine
        words={words}
        showOriginal={showOriginal}
        onToggle={() => setShowOriginal((v) => !v)}
        className="mt-2 px-1"
      />
      <div className="mt-3">
        <StatusActions
          status={status}
          mine={mine}
          busy={busy}
          onLike={(liked) => props.onLike(status, liked)}
          onReply={() => replyInput.current?.focus()}
          onDelete={() => props.onDelete(status)}
        />
      </div>
      {mine ? (
        <StatusViewers me={me} statusId={status.id} now={now} />
      ) : (
        <div className="mt-3">
          <StatusReplyBox
            authorName={status.author.displayName}
            inputRef={replyInput}
            autoFocus={replying}
            sending={sending}
            onSend={(content, clientId) => props.onReply(status, content, clientId)}
          />
        </div>
      )}
    </Dialog>
  );
}

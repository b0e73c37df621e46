import { useEffect, useRef } from 'react';
import { MessageCircle } from 'lucide-react';
import type { Video } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { ReelCommentBox } from './ReelCommentBox';
import { ReelCommentItem } from './ReelCommentItem';
import { useCommentDelete, useCommentPost, useVideoComments } from './reels-queries';

export interface ReelCommentsSheetProps {
  me: string;
  /** The video whose comments are open, or null when closed. */
  video: Video | null;
  onClose: () => void;
}

/** The Dialog card made a sheet rising from the bottom, the width of the app's column. */
const SHEET =
  'top-auto! bottom-0 translate-y-0! w-full! max-w-[480px]! h-[72dvh] max-h-[72dvh]! rounded-b-none! animate-slide-up!';

/**
 * A video's comments in a sheet from the bottom: oldest first, newest at the bottom beside the
 * box, and others' new comments arriving as they are posted (`video_comment`). Mine, and any on
 * my video, can be deleted.
 */
export function ReelCommentsSheet({ me, video, onClose }: ReelCommentsSheetProps) {
  const t = useT();
  const now = useNow();
  const videoId = video?.id ?? '';
  const comments = useVideoComments(me, videoId, video !== null);
  const post = useCommentPost(me);
  const remove = useCommentDelete(me);
  const end = useRef<HTMLDivElement>(null);
  const count = comments.data?.length ?? 0;

  // The newest comment (mine just posted, or one pushed) comes into view.
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const onSend = (content: string) =>
    post
      .mutateAsync({ videoId, content })
      .then(() => true)
      .catch(() => false);

  return (
    <Dialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('reels.comments')}
      description={video ? t('reels.commentCount', { count: video.commentCount }) : undefined}
      className={SHEET}
      testId="reel-comments-sheet"
      footer={<ReelCommentBox sending={post.isPending} onSend={onSend} />}
    >
      {comments.isPending ? (
        <div className="space-y-4 py-2">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-3">
              <Skeleton className="h-9 w-9 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-3 w-1/3" />
                <Skeleton className="h-4 w-3/4" />
              </div>
            </div>
          ))}
        </div>
      ) : comments.isError ? (
        <div
          className="flex flex-col items-center gap-3 py-10 text-center"
          data-testid="reel-comments-error"
        >
          <p className="text-[15px] text-slate-600">{t('reels.commentsError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void comments.refetch()}>
            {t('reels.retry')}
          </Button>
        </div>
      ) : count === 0 ? (
        <div
          className="flex flex-col items-center py-12 text-center"
          data-testid="reel-comments-empty"
        >
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <MessageCircle aria-hidden className="h-7 w-7" />
          </span>
          <p className="mt-3 font-bold text-slate-900">{t('reels.commentsEmptyTitle')}</p>
          <p className="mt-1 text-sm text-slate-500">{t('reels.commentsEmptyBody')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="reel-comment-list">
          {comments.data.map((c) => (
            <ReelCommentItem
              key={c.id}
              comment={c}
              now={now}
              mine={c.author.id === me}
              deletable={c.author.id === me || video?.creator.id === me}
              deleting={remove.isPending && remove.variables.commentId === c.id}
              onDelete={() => remove.mutate({ videoId, commentId: c.id })}
            />
          ))}
        </ul>
      )}
      <div ref={end} />
    </Dialog>
  );
}

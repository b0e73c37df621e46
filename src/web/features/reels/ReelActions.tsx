import type { ReactNode } from 'react';
import { Handshake, MessageCircle, Share2, Trash2 } from 'lucide-react';
import type { Video } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { countLabel } from '../../lib/format';
import type { VideoLikeIntent } from './reels-cache';
import { ReelDownloadButton } from './ReelDownloadButton';
import { ReelLikeButton } from './ReelLikeButton';
import { ACTION_CIRCLE, ACTION_COUNT } from './reel-styles';

export interface ReelActionsProps {
  video: Video;
  mine: boolean;
  downloadProgress: number | null;
  onLike: (intent: VideoLikeIntent) => void;
  onComments: () => void;
  onShare: () => void;
  onDownload: () => void;
  onCollab: () => void;
  /** Mine only: take it down (after asking). */
  onDelete?: () => void;
}

function Action(props: {
  label: string;
  caption: ReactNode;
  testId: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center">
      <button
        type="button"
        onClick={props.onClick}
        aria-label={props.label}
        data-testid={props.testId}
        className={ACTION_CIRCLE}
      >
        {props.children}
      </button>
      {props.caption}
    </div>
  );
}

/**
 * The right-hand column: like (with its reactions), comments, share, download, and asking the
 * creator to collaborate (not on my own videos), or, on my own, deleting it.
 */
export function ReelActions(props: ReelActionsProps) {
  const { video, mine } = props;
  const t = useT();
  const locale = useLocale();
  return (
    <div
      className="pointer-events-auto flex w-[4.5rem] shrink-0 flex-col items-center gap-3.5"
      data-testid="reel-actions"
    >
      <ReelLikeButton video={video} onLike={props.onLike} />
      <Action
        label={t('reels.comments')}
        testId="reel-comment"
        onClick={props.onComments}
        caption={
          <>
            <span aria-hidden className={ACTION_COUNT} data-testid="reel-comment-count">
              {countLabel(locale, video.commentCount)}
            </span>
            <span className="sr-only">
              {t('reels.commentCount', { count: video.commentCount })}
            </span>
          </>
        }
      >
        <MessageCircle aria-hidden className="h-6 w-6 fill-white/15" />
      </Action>
      <Action
        label={t('reels.share')}
        testId="reel-share"
        onClick={props.onShare}
        caption={
          <span aria-hidden className={ACTION_COUNT}>
            {t('reels.share')}
          </span>
        }
      >
        <Share2 aria-hidden className="h-6 w-6" />
      </Action>
      <ReelDownloadButton progress={props.downloadProgress} onDownload={props.onDownload} />
      {!mine && (
        <Action
          label={t('reels.collab')}
          testId="reel-collab"
          onClick={props.onCollab}
          caption={
            <span aria-hidden className={ACTION_COUNT}>
              {t('reels.collabShort')}
            </span>
          }
        >
          <Handshake aria-hidden className="h-6 w-6" />
        </Action>
      )}
      {mine && props.onDelete && (
        <Action
          label={t('reels.deleteVideo')}
          testId="reel-delete"
          onClick={props.onDelete}
          caption={
            <span aria-hidden className={ACTION_COUNT}>
              {t('reels.deleteShort')}
            </span>
          }
        >
          <Trash2 aria-hidden className="h-6 w-6" />
        </Action>
      )}
    </div>
  );
}

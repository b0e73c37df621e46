import type { Video } from '../../../protocol';
import type { VideoLikeIntent } from './reels-cache';
import { useVideoDownload } from './reels-queries';
import { ReelView } from './ReelView';

export interface ReelItemProps {
  me: string;
  video: Video;
  autoPlay: boolean;
  active: boolean;
  muted: boolean;
  onLike: (video: Video, intent: VideoLikeIntent) => void;
  onFollow: (video: Video, follow: boolean) => void;
  onComments: (video: Video) => void;
  onShare: (video: Video) => void;
  onCollab: (video: Video) => void;
  onDelete: (video: Video) => void;
}

/** One reel of the feed, with its own download under way. */
export function ReelItem(props: ReelItemProps) {
  const { me, video } = props;
  const download = useVideoDownload(me, video.id);
  return (
    <ReelView
      video={video}
      mine={video.creator.id === me}
      autoPlay={props.autoPlay}
      active={props.active}
      muted={props.muted}
      downloadProgress={download.progress}
      onLike={(intent) => props.onLike(video, intent)}
      onFollow={(follow) => props.onFollow(video, follow)}
      onComments={() => props.onComments(video)}
      onShare={() => props.onShare(video)}
      onDownload={download.start}
      onCollab={() => props.onCollab(video)}
      onDelete={() => props.onDelete(video)}
    />
  );
}

import type { VideoCollabRequest } from '../../../protocol';
import type { T } from '../../i18n/use-t';

/**
 * What a `video_collab_request` event tells me, wherever I am in the app: a new request to me as
 * the video's creator, or my own request answered. Null for the rest (my devices hearing of the
 * request I just sent, or of my own answer).
 */
export function collabNoticeText(request: VideoCollabRequest, me: string, t: T): string | null {
  const title = request.videoTitle || t('reels.untitled');
  const mine = request.requester.id === me;
  if (request.status === 'pending')
    return mine ? null : t('reels.collabIncoming', { name: request.requester.displayName, title });
  if (!mine) return null;
  return t(request.status === 'accepted' ? 'reels.collabWasAccepted' : 'reels.collabWasDeclined', {
    title,
  });
}

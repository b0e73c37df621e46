import { z } from 'zod';
import { ERROR_TEXTS } from './error-codes';

/**
 * Issue 17: what people do with a video once it is in the feed (spec secondary 2 'Video editor
 * dialog' and 'Videos / Reels feed', 3 'Edit settings', 4, 9): the editor's settings stored with
 * the video, likes with the six reactions, comments, follows, collaboration requests, the feed's
 * filters, and downloads rendered with the edits and a watermark.
 */

/** Spec secondary 2: the editor's eight filters ('none' is shown as Original). */
export const VIDEO_FILTERS = [
  'none',
  'vintage',
  'vibrant',
  'dramatic',
  'sunset',
  'mono',
  'neon',
  'retro',
] as const;
export type VideoFilter = (typeof VIDEO_FILTERS)[number];

/** Spec secondary 2: the five sliders' ranges and steps. */
export const VIDEO_SLIDERS = {
  brightness: { min: 0, max: 200, step: 1 },
  contrast: { min: 0, max: 200, step: 1 },
  saturation: { min: 0, max: 200, step: 1 },
  blur: { min: 0, max: 10, step: 0.1 },
  hue: { min: -180, max: 180, step: 1 },
} as const;
export type VideoSlider = keyof typeof VIDEO_SLIDERS;

const slider = (name: VideoSlider) =>
  z.number().min(VIDEO_SLIDERS[name].min).max(VIDEO_SLIDERS[name].max);

/** Spec secondary 3 'Edit settings' (the file is the video itself). */
export const videoEditsSchema = z.object({
  filter: z.enum(VIDEO_FILTERS),
  brightness: slider('brightness'),
  contrast: slider('contrast'),
  saturation: slider('saturation'),
  blur: slider('blur'),
  hue: slider('hue'),
});
export type VideoEdits = z.infer<typeof videoEditsSchema>;

/** Spec secondary 4: Reset returns filter to none, brightness, contrast, saturation to 100, blur and hue to 0. */
export const VIDEO_EDITS_DEFAULT: VideoEdits = {
  filter: 'none',
  brightness: 100,
  contrast: 100,
  saturation: 100,
  blur: 0,
  hue: 0,
};

/** `PUT /api/videos/{id}/edits` (the owner only): the editor's Save & Continue. Answers the Video. */
export const videoEditsUpdateSchema = videoEditsSchema;

/** Spec secondary 2: the six reactions of the like button's long press, in the picker's order. */
export const VIDEO_REACTIONS = [
  'heart',
  'heart_eyes',
  'laughing',
  'crying',
  'surprised',
  'clapping',
] as const;
export type VideoReaction = (typeof VIDEO_REACTIONS)[number];
export const VIDEO_REACTION_EMOJI: Record<VideoReaction, string> = {
  heart: '❤️',
  heart_eyes: '😍',
  laughing: '😂',
  crying: '😢',
  surprised: '😮',
  clapping: '👏',
};

/**
 * `POST /api/videos/{id}/like`: a tap toggles the like (a new like is a heart); a reaction from
 * the picker likes with it, or changes the reaction of a like already there. `liked` sets the
 * state outright (a retried request then changes nothing twice).
 */
export const videoLikeSchema = z
  .object({
    reaction: z.enum(VIDEO_REACTIONS).optional(),
    liked: z.boolean().optional(),
  })
  .default({});
export type VideoLike = z.infer<typeof videoLikeSchema>;
export const videoLikeStateSchema = z.object({
  videoId: z.string(),
  isLiked: z.boolean(),
  reaction: z.enum(VIDEO_REACTIONS).nullable(),
  likeCount: z.number().int().nonnegative(),
});
export type VideoLikeState = z.infer<typeof videoLikeStateSchema>;

/** Spec secondary 9: a video is trending with more than 1000 likes; recent is the last 24 h. */
export const VIDEO_TRENDING_MIN_LIKES = 1000;
export const VIDEO_RECENT_MS = 24 * 60 * 60 * 1000;
/** Spec secondary 4: the feed's filters. `following`: videos of creators I follow. */
export const VIDEO_FEED_FILTERS = ['all', 'trending', 'recent', 'following'] as const;
export type VideoFeedFilter = (typeof VIDEO_FEED_FILTERS)[number];

/** The refusals of the feed's routes, in the words the server sends (error-codes.ts). */
export const VIDEO_SOCIAL_TEXT = {
  commentEmpty: ERROR_TEXTS.videoCommentEmpty,
  commentTooLong: ERROR_TEXTS.videoCommentTooLong,
  commentNul: ERROR_TEXTS.videoCommentNul,
  commentNotFound: ERROR_TEXTS.videoCommentNotFound,
  followSelf: ERROR_TEXTS.followSelf,
  followBlocked: ERROR_TEXTS.followBlocked,
  userNotFound: ERROR_TEXTS.userNotFound,
  collabOwn: ERROR_TEXTS.videoCollabOwn,
  collabPending: ERROR_TEXTS.videoCollabPending,
  collabNotFound: ERROR_TEXTS.videoCollabNotFound,
  collabAnswered: ERROR_TEXTS.videoCollabAnswered,
  collabNoteTooLong: ERROR_TEXTS.videoCollabNoteTooLong,
  collabNoteNul: ERROR_TEXTS.noteNul,
} as const;

const noNul = (s: string) => !s.includes('\u0000');

/**
 * An id in a path (a video's, a comment's, a request's, a user's): printable, at most 100
 * characters. Anything else names nothing, and the routes answer it as not found.
 */
export const videoSocialIdSchema = z
  .string()
  .min(1)
  .max(100)
  .refine((s) => !/\p{Cc}/u.test(s));
export const videoSocialParamsSchema = z.object({ id: videoSocialIdSchema });
export const videoCommentParamsSchema = z.object({
  id: videoSocialIdSchema,
  commentId: videoSocialIdSchema,
});
export const followParamsSchema = z.object({ userId: videoSocialIdSchema });

/** A comment's longest text, as a status reply's. */
export const VIDEO_COMMENT_MAX_CHARS = 1_000;
export const videoCommentCreateSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, VIDEO_SOCIAL_TEXT.commentEmpty)
    .max(VIDEO_COMMENT_MAX_CHARS, VIDEO_SOCIAL_TEXT.commentTooLong)
    .refine(noNul, VIDEO_SOCIAL_TEXT.commentNul),
});
export const videoCommentSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.string(), displayName: z.string(), avatar: z.string().nullable() }),
});
export type VideoComment = z.infer<typeof videoCommentSchema>;
export const VIDEO_COMMENTS_PAGE = 50;
/**
 * `GET /api/videos/{id}/comments?before=`: the newest page of comments, oldest first; `before`
 * is the page's first (oldest) `createdAt`, for the page above it.
 */
export const videoCommentsQuerySchema = z.object({
  before: z.iso.datetime({ offset: true }).optional(),
});

/** `POST /api/follows/{userId}` and `DELETE` the same: follow a creator, or stop. */
export const followStateSchema = z.object({
  userId: z.string(),
  isFollowing: z.boolean(),
  followerCount: z.number().int().nonnegative(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** A collaboration request's note to the creator (optional). */
export const VIDEO_COLLAB_NOTE_MAX_CHARS = 300;
export const videoCollabCreateSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(VIDEO_COLLAB_NOTE_MAX_CHARS, VIDEO_SOCIAL_TEXT.collabNoteTooLong)
      .refine(noNul, VIDEO_SOCIAL_TEXT.collabNoteNul)
      .optional(),
  })
  .default({});
export const VIDEO_COLLAB_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const videoCollabRequestSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  videoTitle: z.string(),
  thumbnailUrl: z.string(),
  note: z.string(),
  status: z.enum(VIDEO_COLLAB_STATUSES),
  createdAt: z.string(),
  requester: z.object({ id: z.string(), displayName: z.string(), avatar: z.string().nullable() }),
});
export type VideoCollabRequest = z.infer<typeof videoCollabRequestSchema>;
/** `POST /api/collaboration-requests/{id}` by the creator: accept or decline. */
export const videoCollabAnswerSchema = z.object({ status: z.enum(['accepted', 'declined']) });
/** `GET /api/collaboration-requests`: the newest requests to me as creator, pending first. */
export const VIDEO_COLLAB_LIST_MAX = 50;

/**
 * Spec secondary 2: Download saves the video with a watermark. `POST /api/videos/{id}/downloads`
 * starts a render (the edits and the watermark, with ffmpeg) and answers the job; its progress
 * comes as `video_download` events to the requester's devices and from `GET
 * /api/video-downloads/{id}`; `GET /api/video-downloads/{id}/file` is the finished MP4.
 */
export const VIDEO_DOWNLOAD_STATUSES = ['queued', 'rendering', 'ready', 'failed'] as const;
export const videoDownloadSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  status: z.enum(VIDEO_DOWNLOAD_STATUSES),
  /** 0-100. */
  progress: z.number().int().min(0).max(100),
  /** When ready: where to fetch the file (an attachment). */
  fileUrl: z.string().nullable(),
  fileName: z.string(),
});
export type VideoDownload = z.infer<typeof videoDownloadSchema>;
/** The watermark drawn on downloads: the app's name and the creator's. */
export const VIDEO_WATERMARK_PREFIX = 'Allo';

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './people';

/**
 * A short video (issue 17, spec secondary 3 'Video'). The row is made when an upload starts
 * (`uploading`, with its object key and, for a multipart upload, the store's upload id);
 * finishing it claims it (`processing`) while ffprobe checks the bytes and ffmpeg takes the
 * thumbnail, then it is `ready` and in the feed. A refused upload leaves nothing: row, bytes and
 * parts are deleted. `failed` is an upload the server could not check (ffprobe missing or timed
 * out): its bytes are gone and the sweep takes the row. Unfinished uploads are swept after 24 h.
 */
export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The bytes in the object store (`video/<id>`). */
    key: text('key').notNull().unique(),
    /** The store's multipart upload id (S3's UploadId, or the disk store's); null for one PUT. */
    multipartId: text('multipart_id'),
    /** As the client named the file; shown, never used as a key or path. */
    originalName: text('original_name').notNull().default(''),
    /** From ffprobe, never from what the client claimed. */
    mimeType: text('mime_type'),
    /** Bytes: as declared when the upload starts, as stored once ready. */
    size: bigint('size', { mode: 'number' }),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    /** A JPEG frame about 1 s in (`video/<id>.thumb`). */
    thumbKey: text('thumb_key'),
    status: text('status').notNull().default('uploading'),
    /** The spec's title and description (the caption under a reel), and its hashtags. */
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** The editor's settings (protocol VideoEdits), applied when it plays and on download. */
    edits: jsonb('edits'),
    createdAt: createdAt(),
    /** When it became ready: the feed's order (newest first). */
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check(
      'videos_status_check',
      sql`${t.status} in ('uploading', 'processing', 'ready', 'failed')`,
    ),
    index('videos_feed_idx')
      .on(t.readyAt)
      .where(sql`${t.status} = 'ready'`),
    index('videos_owner_idx').on(t.ownerId, t.createdAt),
    // The sweep's look-up: uploads never finished, oldest first.
    index('videos_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 'ready'`),
  ],
);

/** Who likes which video, with their reaction (the spec's six); `videos.like_count` counts them. */
export const videoLikes = pgTable(
  'video_likes',
  {
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull().default('heart'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.userId] }),
    index('video_likes_user_idx').on(t.userId),
  ],
);

/** A comment on a video; `videos.comment_count` counts them. */
export const videoComments = pgTable(
  'video_comments',
  {
    id: text('id').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('video_comments_video_idx').on(t.videoId, t.createdAt)],
);

/** Who follows whom (the feed's Follow and its 'following' filter). */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: text('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** A request to collaborate on a video, to its creator; one pending per requester and video. */
export const videoCollabRequests = pgTable(
  'video_collab_requests',
  {
    id: text('id').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('video_collab_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    uniqueIndex('video_collab_pending_idx')
      .on(t.videoId, t.requesterId)
      .where(sql`${t.status} = 'pending'`),
    index('video_collab_requester_idx').on(t.requesterId),
  ],
);

/**
 * A download being rendered (the edits and the watermark, with ffmpeg): its progress, and the
 * finished file in the object store (`video-download/<id>`) until it is swept an hour later.
 * `edits` are the settings it renders, as they were when it was asked for (the same person asking
 * again for the same look gets the same download); `progress_at` is when its render last said it
 * was alive (began, or moved on): one silent for 15 minutes died with its instance.
 */
export const videoDownloads = pgTable(
  'video_downloads',
  {
    id: text('id').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    key: text('key'),
    edits: jsonb('edits'),
    progressAt: timestamp('progress_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'video_downloads_status_check',
      sql`${t.status} in ('queued', 'rendering', 'ready', 'failed')`,
    ),
    index('video_downloads_user_idx').on(t.userId, t.createdAt),
  ],
);

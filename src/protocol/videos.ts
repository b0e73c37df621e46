import { z } from 'zod';
import { ERROR_TEXTS } from './error-codes';
import { VIDEO_FEED_FILTERS, VIDEO_REACTIONS, videoEditsSchema } from './video-social';

/**
 * Issue 17: short videos (spec secondary 2 'Video upload flow', 3, 4 'Upload progress' and
 * 'Multipart upload', 5 'Upload modal', 7, 8, 9). A video's bytes go straight to the object
 * store: `POST /api/objects/upload` gives an `uploadURL` the file is PUT to (an S3 presigned PUT,
 * or a signed, short-lived URL of our own disk store), or, in multipart mode, the companion-like
 * `/api/uploads/s3/multipart...` calls Uppy's `@uppy/aws-s3` plugin makes. The upload is then
 * finished (`POST /api/videos`, or the multipart `complete`): the server probes the bytes with
 * ffprobe, takes a thumbnail, and the video appears in `GET /api/videos`.
 */

const MB = 1024 * 1024;

/** Spec secondary 5 and 9: one video file of at most 104857600 bytes (100 MB). */
export const VIDEO_MAX_BYTES = 100 * MB;

/** Spec secondary 5: the extensions the upload modal takes. */
export const VIDEO_EXTENSIONS = ['.mp4', '.mov', '.avi', '.wmv', '.flv', '.webm', '.mkv'] as const;

/** Spec secondary 9: S3's smallest part (every part but the last), which Uppy keeps to. */
export const VIDEO_MIN_PART_BYTES = 5 * MB;
/** Spec secondary 9: at most 10000 parts (S3's own limit). */
export const VIDEO_MAX_PARTS = 10_000;
/** Spec secondary 9: Uppy uploads 6 parts at a time. */
export const VIDEO_UPLOAD_CONCURRENCY = 6;
/** Spec secondary 9: Uppy's delays before each retry of a failed part, in ms. */
export const VIDEO_PART_RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;
/**
 * Files above this go multipart. Spec secondary 9 keeps the library's default (over 100 MB),
 * which no file the modal takes ever passes, so multipart would never run. A phone on a weak
 * line is where it pays: parts go 6 at a time, a failed part is retried alone, and an upload
 * cut by a reload goes on from the parts already stored. At 20 MB a multipart upload has at
 * least 4 parts of 5 MB; smaller files go in one PUT, as the spec's flow does.
 */
export const VIDEO_MULTIPART_THRESHOLD_BYTES = 20 * MB;
/**
 * Spec secondary 9 names 604800 s (7 days, S3's longest) for signed URLs. We sign for an hour:
 * enough for 100 MB on a slow line (about 230 kbit/s), and a leaked URL is worth little for long.
 * A part whose URL expired gets 'Request has expired' and Uppy signs it again.
 */
export const VIDEO_UPLOAD_URL_TTL_S = 60 * 60;
/**
 * An upload never finished (the tab closed, the person gave up) is swept after this long, its
 * bytes and parts with it: a day leaves room to resume after a reload, as Uppy does.
 */
export const VIDEO_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Unfinished uploads one person may have at once: starting one more drops their oldest (its
 * bytes and parts with it). The modal sends one file at a time, so ten leaves room for tabs and
 * retries, and nobody can fill the store with uploads never finished.
 */
export const VIDEO_MAX_OPEN_UPLOADS = 10;

/** Spec secondary 7: the upload routes' base, as Uppy's `endpoint` (companion) option. */
export const VIDEO_COMPANION_BASE = '/api/uploads';

/** The refusals of the video routes, in the words the server sends (error-codes.ts). */
export const VIDEO_TEXT = {
  /** Not one of the spec's extensions, or bytes ffprobe does not find a video in. */
  invalidType: ERROR_TEXTS.videoInvalidType,
  /** Over the spec's 100 MB, declared or sent. */
  tooLarge: ERROR_TEXTS.videoTooLarge,
  /** Spec secondary 8 (Uppy's words): an upload id that is not the caller's, or gone. */
  nonexistent: ERROR_TEXTS.uploadNonexistent,
  /** Spec secondary 8 (Uppy's words): a part asked for without its key, id or number. */
  signMissing: ERROR_TEXTS.uploadSignMissing,
  /** Spec secondary 8 (Uppy's words): a signed upload URL past its time (403, Uppy retries). */
  expired: ERROR_TEXTS.uploadExpired,
  /** Spec secondary 8: finished before its bytes arrived, or with parts that do not match. */
  failed: ERROR_TEXTS.uploadFailed,
  partTooSmall: ERROR_TEXTS.uploadPartTooSmall,
  videoNotFound: ERROR_TEXTS.videoNotFound,
} as const;

/** The spec's `reason` of a refused upload (413, 400), as the objects feature sends them. */
export const VIDEO_REASON = {
  invalidType: 'invalid_file_type',
  tooLarge: 'file_too_large',
} as const;

/** A file name's extension, lower case with its dot ('' when it has none). */
export function videoExtension(name: string): string {
  const m = /\.[^./\\]+$/.exec(name);
  return m ? m[0].toLowerCase() : '';
}

/** True when a file name ends in one of the spec's video extensions. */
export function videoNameAllowed(name: string): boolean {
  return (VIDEO_EXTENSIONS as readonly string[]).includes(videoExtension(name));
}

/** What a client says of the file it is about to send; all of it checked again on completion. */
const fileNameSchema = z.string().min(1).max(255);
/** A content type as a browser gives it; only `video/*` is kept (see the routes). */
const contentTypeSchema = z.string().max(100);
const sizeSchema = z.coerce.number().int().nonnegative();

/**
 * `POST /api/objects/upload`: the spec sends no payload; a client may name the file, its type
 * and size, which the server checks at once (extension, 100 MB) and signs into the URL.
 */
export const videoUploadCreateSchema = z
  .object({
    filename: fileNameSchema.optional(),
    type: contentTypeSchema.optional(),
    size: sizeSchema.optional(),
  })
  .default({});
export type VideoUploadCreate = z.infer<typeof videoUploadCreateSchema>;

/**
 * Its answer: `uploadURL` (the spec's field), to PUT the file to with `headers`; `uploadId`
 * and `key` name the upload when it is finished (`POST /api/videos`).
 */
export const videoUploadUrlSchema = z.object({
  uploadURL: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  uploadId: z.string(),
  key: z.string(),
  /** When the URL stops working (ISO 8601). */
  expiresAt: z.string(),
});
export type VideoUploadUrl = z.infer<typeof videoUploadUrlSchema>;

/** An upload id: the video's id, which Uppy carries as `uploadId`. */
export const videoIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, VIDEO_TEXT.nonexistent);

/** The spec's Video title and description: what the feed shows under a reel. */
export const VIDEO_TITLE_MAX_CHARS = 100;
export const VIDEO_DESCRIPTION_MAX_CHARS = 2_200;

/** `POST /api/videos`: finishes a single-PUT upload; 201 with the ready video. */
export const videoFinishSchema = z.object({
  uploadId: videoIdSchema,
  title: z.string().max(VIDEO_TITLE_MAX_CHARS).optional(),
  description: z.string().max(VIDEO_DESCRIPTION_MAX_CHARS).optional(),
});
export type VideoFinish = z.infer<typeof videoFinishSchema>;

/** Spec secondary 7: `GET s3/params?filename&type&metadata[...]` (a single PUT, companion style). */
export const videoParamsQuerySchema = z.object({
  filename: fileNameSchema.optional(),
  type: contentTypeSchema.optional(),
  size: sizeSchema.optional(),
});
/** Its answer: method, url, fields, headers (Uppy's shape), with our upload id and key. */
export const videoParamsSchema = z.object({
  method: z.literal('PUT'),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  headers: z.record(z.string(), z.string()),
  uploadId: z.string(),
  key: z.string(),
});
export type VideoParams = z.infer<typeof videoParamsSchema>;

/** Spec secondary 7: `POST s3/multipart` {filename, type, metadata} -> {key, uploadId}. */
export const multipartCreateSchema = z.object({
  filename: fileNameSchema.optional(),
  type: contentTypeSchema.optional(),
  size: sizeSchema.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export const multipartCreatedSchema = z.object({ key: z.string(), uploadId: z.string() });
export type MultipartCreated = z.infer<typeof multipartCreatedSchema>;

/**
 * The `?key=` every other multipart call carries. A call without it, or without an upload id
 * or part number, is refused in Uppy's own words.
 */
export const multipartKeyQuerySchema = z.object({
  key: z.string({ error: VIDEO_TEXT.signMissing }).min(1, VIDEO_TEXT.signMissing),
});
export const multipartParamsSchema = z.object({
  uploadId: videoIdSchema,
});
export const multipartPartParamsSchema = z.object({
  uploadId: videoIdSchema,
  partNumber: z.coerce
    .number({ error: VIDEO_TEXT.signMissing })
    .int(VIDEO_TEXT.signMissing)
    .min(1, VIDEO_TEXT.signMissing)
    .max(VIDEO_MAX_PARTS, VIDEO_TEXT.signMissing),
});

/** Spec secondary 7: `GET s3/multipart/{uploadId}?key=` lists the parts stored so far. */
export const multipartPartSchema = z.object({
  PartNumber: z.number().int().min(1).max(VIDEO_MAX_PARTS),
  ETag: z.string(),
  Size: z.number().int().nonnegative().optional(),
});
export type MultipartPart = z.infer<typeof multipartPartSchema>;
export const multipartPartsSchema = z.array(multipartPartSchema);

/** Spec secondary 7: `GET s3/multipart/{uploadId}/{partNumber}?key=` -> a signed URL. */
export const multipartSignedPartSchema = z.object({
  url: z.string(),
  /** Seconds the URL stays valid (Uppy's field). */
  expires: z.number().int().positive(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type MultipartSignedPart = z.infer<typeof multipartSignedPartSchema>;

/** Spec secondary 7: `POST s3/multipart/{uploadId}/complete?key=` with the parts. */
export const multipartCompleteSchema = z.object({
  parts: z
    .array(
      z.object({
        PartNumber: z.number().int().min(1).max(VIDEO_MAX_PARTS),
        ETag: z.string().min(1).max(200),
      }),
    )
    .min(1, VIDEO_TEXT.failed)
    .max(VIDEO_MAX_PARTS),
  title: z.string().max(VIDEO_TITLE_MAX_CHARS).optional(),
  description: z.string().max(VIDEO_DESCRIPTION_MAX_CHARS).optional(),
});
export type MultipartComplete = z.infer<typeof multipartCompleteSchema>;

/** The spec's Video creator. */
export const videoCreatorSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  isVerified: z.boolean(),
});

/**
 * Spec secondary 3 'Video', as `GET /api/videos` lists it (newest first). Additions:
 * durationMs, width, height, size, mimeType.
 */
export const videoSchema = z.object({
  id: z.string(),
  /** `/api/videos/{id}/file`, served in byte ranges. */
  videoUrl: z.string(),
  /** `/api/videos/{id}/thumbnail`: a JPEG at most 480 px wide, taken about 1 s in. */
  thumbnailUrl: z.string(),
  title: z.string(),
  description: z.string(),
  hashtags: z.array(z.string()),
  likeCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
  isLiked: z.boolean(),
  isFollowing: z.boolean(),
  createdAt: z.string(),
  creator: videoCreatorSchema,
  durationMs: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  size: z.number().int().nonnegative(),
  mimeType: z.string(),
  /** The editor's settings, applied when it plays (video-social.ts). */
  edits: videoEditsSchema,
  /** My reaction when I like it (a plain like is a heart). */
  reaction: z.enum(VIDEO_REACTIONS).nullable(),
});
export type Video = z.infer<typeof videoSchema>;

/** The multipart `complete` answer: Uppy reads `location`; the finished video comes with it. */
export const multipartCompletedSchema = z.object({ location: z.string(), video: videoSchema });
export type MultipartCompleted = z.infer<typeof multipartCompletedSchema>;

export const VIDEO_LIST_MAX = 100;
export const VIDEO_LIST_DEFAULT = 30;
/**
 * `GET /api/videos?filter=&limit=&before=`: `before` is the last page's oldest `createdAt`;
 * `filter` is the feed's (video-social.ts), all by default.
 */
export const videoListQuerySchema = z.object({
  filter: z.enum(VIDEO_FEED_FILTERS).optional(),
  limit: z.coerce.number().int().min(1).max(VIDEO_LIST_MAX).optional(),
  before: z.iso.datetime({ offset: true }).optional(),
});

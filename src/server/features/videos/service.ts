import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { MultipartPart, Video, VideoEdits, VideoUploadCreate } from '../../../protocol';
import {
  VIDEO_EDITS_DEFAULT,
  videoEditsSchema,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_OPEN_UPLOADS,
  VIDEO_REASON,
  VIDEO_TEXT,
  VIDEO_UPLOAD_URL_TTL_S,
  videoNameAllowed,
} from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { users, videos } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { StoreRefusal } from '../../storage/object-store';
import type { UploadGrant } from '../../storage/object-store';
import { fileNameProblem } from '../objects/file-name';

export type VideoRow = typeof videos.$inferSelect;

/** Spec 5: not one of the extensions, or bytes that are not a video; reason invalid_file_type. */
export const videoInvalidType = () =>
  new HttpError(400, VIDEO_TEXT.invalidType, VIDEO_REASON.invalidType);
/** Spec 5 and 9: over 100 MB, declared or sent; reason file_too_large. */
export const videoTooLarge = () => new HttpError(413, VIDEO_TEXT.tooLarge, VIDEO_REASON.tooLarge);
/** Another user's upload, one already finished, or none: one answer, so none is told apart. */
export const uploadNonexistent = () => new HttpError(404, VIDEO_TEXT.nonexistent);
export const videoNotFound = () => new HttpError(404, VIDEO_TEXT.videoNotFound);

/** The type signed into an upload URL: a browser's `video/*` type, or none (any is taken). */
function signedType(type: string | undefined): string {
  return type && /^video\/[a-z0-9.+-]{1,60}$/i.test(type) ? type.toLowerCase() : '';
}

function nameEncoded(name: string): string | null {
  try {
    return encodeURIComponent(name);
  } catch {
    return null;
  }
}

/** What a client is about to upload, checked before anything is made: name and size. */
function uploadCheck(input: VideoUploadCreate): void {
  if (input.filename !== undefined) {
    // A name with half a surrogate pair cannot be encoded, and is no file's name.
    const encoded = nameEncoded(input.filename);
    if (encoded === null || fileNameProblem(encoded)) throw videoInvalidType();
    if (!videoNameAllowed(input.filename)) throw videoInvalidType();
  }
  if (input.size !== undefined && input.size > VIDEO_MAX_BYTES) throw videoTooLarge();
}

/** Drops `ownerId`'s oldest unfinished uploads beyond {@link VIDEO_MAX_OPEN_UPLOADS} - 1. */
async function uploadsMakeRoom(ctx: AppContext, ownerId: string): Promise<void> {
  const open = await ctx.db
    .select()
    .from(videos)
    .where(and(eq(videos.ownerId, ownerId), eq(videos.status, 'uploading')))
    .orderBy(desc(videos.createdAt), desc(videos.id));
  for (const old of open.slice(VIDEO_MAX_OPEN_UPLOADS - 1)) {
    // Only if it is still uploading: a finish that claimed it meanwhile goes on.
    const [gone] = await ctx.db
      .delete(videos)
      .where(and(eq(videos.id, old.id), eq(videos.status, 'uploading')))
      .returning();
    if (gone) await videoBytesDelete(ctx, gone);
  }
}

/**
 * Starts an upload of `ownerId`'s: checks the name's extension and the declared size, makes the
 * `uploading` row, and for a multipart upload opens it in the store. The row's id is the upload
 * id the client carries from then on.
 */
export async function uploadStart(
  ctx: AppContext,
  ownerId: string,
  input: VideoUploadCreate,
  multipart: boolean,
): Promise<VideoRow> {
  uploadCheck(input);
  await uploadsMakeRoom(ctx, ownerId);
  const id = randomUUID();
  const key = `video/${id}`;
  const multipartId = multipart
    ? await ctx.objects.multipartCreate(key, signedType(input.type))
    : null;
  const [row] = await ctx.db
    .insert(videos)
    .values({
      id,
      ownerId,
      key,
      multipartId,
      originalName: input.filename ?? '',
      size: input.size ?? null,
      createdAt: ctx.clock.now(),
    })
    .returning();
  return row!;
}

/**
 * The grant signed into every URL of an upload: its owner, and the spec's 100 MB, or for a
 * single PUT the size the client declared (S3 signs it as the PUT's Content-Length).
 */
const grantOf = (row: VideoRow, size?: number): UploadGrant => ({
  userId: row.ownerId,
  maxBytes: Math.min(size ?? VIDEO_MAX_BYTES, VIDEO_MAX_BYTES),
  ...(size !== undefined ? { size } : {}),
});

/** A URL to PUT the whole file to, with the headers the PUT must carry. */
export async function uploadUrl(
  ctx: AppContext,
  row: VideoRow,
  type: string | undefined,
): Promise<{ url: string; headers: Record<string, string>; expiresAt: Date }> {
  const contentType = signedType(type);
  const url = await ctx.objects.uploadUrl(
    row.key,
    contentType,
    VIDEO_UPLOAD_URL_TTL_S,
    grantOf(row, row.size ?? undefined),
  );
  return {
    url,
    headers: contentType ? { 'content-type': contentType } : {},
    expiresAt: new Date(Date.now() + VIDEO_UPLOAD_URL_TTL_S * 1000),
  };
}

/**
 * `ownerId`'s upload `id` while it is still uploading (and, when the client names it, under
 * `key`): anything else is a 404 in Uppy's words, 'Nonexistent upload'.
 */
export async function uploadOwned(
  ctx: AppContext,
  ownerId: string,
  id: string,
  key?: string,
): Promise<VideoRow> {
  const [row] = await ctx.db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.ownerId, ownerId), eq(videos.status, 'uploading')));
  if (!row || (key !== undefined && row.key !== key)) throw uploadNonexistent();
  return row;
}

/** The multipart upload of a row, or 404 when it was a single-PUT upload. */
function multipartOf(row: VideoRow): string {
  if (!row.multipartId) throw uploadNonexistent();
  return row.multipartId;
}

/** Spec 7: a signed URL for one part of `ownerId`'s multipart upload. */
export async function multipartSign(
  ctx: AppContext,
  ownerId: string,
  id: string,
  key: string,
  partNumber: number,
): Promise<{ url: string; expires: number }> {
  const row = await uploadOwned(ctx, ownerId, id, key);
  const url = await ctx.objects.multipartPartUrl(
    row.key,
    multipartOf(row),
    partNumber,
    VIDEO_UPLOAD_URL_TTL_S,
    grantOf(row),
  );
  return { url, expires: VIDEO_UPLOAD_URL_TTL_S };
}

/** Spec 7: the parts stored so far (a resumed upload sends the others). */
export async function multipartList(
  ctx: AppContext,
  ownerId: string,
  id: string,
  key: string,
): Promise<MultipartPart[]> {
  const row = await uploadOwned(ctx, ownerId, id, key);
  try {
    return await ctx.objects.multipartParts(row.key, multipartOf(row));
  } catch (err) {
    if (err instanceof StoreRefusal) throw uploadNonexistent();
    throw err;
  }
}

/** Spec 7: cancels a multipart upload: its parts and its row go. */
export async function multipartAbort(
  ctx: AppContext,
  ownerId: string,
  id: string,
  key: string,
): Promise<void> {
  const row = await uploadOwned(ctx, ownerId, id, key);
  await videoDiscard(ctx, row);
}

/**
 * Removes everything of an upload: its row first (so nothing points at bytes being deleted),
 * then its bytes, thumbnail and multipart parts. A failure to delete bytes is logged: bytes
 * without a row are never served, and the store's own clean-up can take them.
 */
export async function videoDiscard(ctx: AppContext, row: VideoRow): Promise<void> {
  await ctx.db.delete(videos).where(eq(videos.id, row.id));
  await videoBytesDelete(ctx, row);
}

/** Deletes an upload's bytes, thumbnail and multipart parts; failures are logged, not thrown. */
export async function videoBytesDelete(
  ctx: AppContext,
  row: Pick<VideoRow, 'key' | 'multipartId'>,
): Promise<void> {
  const steps: [string, () => Promise<void>][] = [
    [row.key, () => ctx.objects.delete(row.key)],
    [`${row.key}.thumb`, () => ctx.objects.delete(`${row.key}.thumb`)],
  ];
  const multipartId = row.multipartId;
  if (multipartId)
    steps.push([multipartId, () => ctx.objects.multipartAbort(row.key, multipartId)]);
  for (const [what, step] of steps) {
    try {
      await step();
    } catch (err) {
      ctx.log.warn({ err, what }, 'video bytes not deleted');
    }
  }
}

/** A ready video anyone signed in may watch, or an upload its owner may: null otherwise. */
export async function videoReadable(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<VideoRow | null> {
  const [row] = await ctx.db
    .select()
    .from(videos)
    .where(
      and(eq(videos.id, id), sql`(${videos.status} = 'ready' or ${videos.ownerId} = ${userId})`),
    );
  return row ?? null;
}

/**
 * The spec's Video of a row, as anyone sees it before their own like and follow are added
 * (`feed.ts` adds them for the reader).
 */
export function videoView(row: VideoRow, creator: Video['creator']): Video {
  return {
    id: row.id,
    videoUrl: `/api/videos/${row.id}/file`,
    thumbnailUrl: `/api/videos/${row.id}/thumbnail`,
    title: row.title,
    description: row.description,
    hashtags: row.hashtags,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    isLiked: false,
    isFollowing: false,
    createdAt: (row.readyAt ?? row.createdAt).toISOString(),
    creator,
    durationMs: row.durationMs ?? 0,
    width: row.width ?? 1,
    height: row.height ?? 1,
    size: row.size ?? 0,
    mimeType: row.mimeType ?? 'application/octet-stream',
    edits: videoEditsOf(row.edits),
    reaction: null,
  };
}

/** The stored edit settings, or the editor's defaults when none were saved (or they no longer parse). */
export function videoEditsOf(stored: unknown): VideoEdits {
  const parsed = videoEditsSchema.safeParse(stored);
  return parsed.success ? parsed.data : VIDEO_EDITS_DEFAULT;
}

/** The view of one row with its owner as creator. */
export async function videoViewOf(ctx: AppContext, row: VideoRow): Promise<Video> {
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, row.ownerId));
  return videoView(row, {
    id: row.ownerId,
    displayName: owner?.displayName ?? '',
    avatar: owner?.avatar ?? null,
    isVerified: false,
  });
}

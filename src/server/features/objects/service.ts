import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ObjectKind, ObjectUpload } from '../../../protocol';
import { OBJECT_MAX_BYTES, imageMetadataSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { objects } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { statusPhotoReadableSql } from './status-visibility';
import { fileNameProblem } from './file-name';
import { imageCheck } from './image-check';
import { fileTooLarge, invalidFileType } from './refusals';
import type { ObjectRow } from './view';
import { objectKeys, objectView } from './view';
import { voiceMimeType } from './voice-check';

export type { ObjectRow } from './view';
export { objectView } from './view';

/** Where an object came from (the image message's `source`). */
const sourceSchema = imageMetadataSchema.shape.source;
export type ObjectSource = NonNullable<ReturnType<typeof sourceSchema.parse>>;

export interface ObjectCreateInput {
  kind: ObjectKind;
  bytes: Buffer;
  /** The client's Content-Type: never trusted, the bytes decide. */
  claimedType?: string;
  /** The `X-File-Name` header as sent (URI-encoded); checked, never stored or used as a key. */
  fileName?: string;
  source?: string;
}

/** What is stored for an upload once its bytes are checked. */
interface Prepared {
  bytes: Buffer;
  mimeType: string;
  width: number | null;
  height: number | null;
  thumb: Buffer | null;
}

async function prepare(kind: ObjectKind, bytes: Buffer): Promise<Prepared | null> {
  if (kind === 'voice') {
    const mimeType = voiceMimeType(bytes);
    return mimeType && { bytes, mimeType, width: null, height: null, thumb: null };
  }
  return imageCheck(bytes);
}

/**
 * Stores an upload of `ownerId` (issue 12; `POST /api/objects`, the live event's `imageData` and
 * the Image Playground all come here): refuses what is not a JPEG, PNG, GIF or WebP image (or a
 * WebM, Ogg or MP4 voice note) by its bytes, what is over the kind's limit, and a file name
 * holding a path; strips a photo's metadata and makes its thumbnail; then writes the bytes and
 * the row. Nothing is stored when it refuses. The object belongs to nobody's message until a
 * send attaches it; unsent, it is swept after 24 h.
 */
export async function objectCreate(
  ctx: AppContext,
  ownerId: string,
  input: ObjectCreateInput,
): Promise<ObjectUpload> {
  const { kind, bytes } = input;
  if (fileNameProblem(input.fileName)) throw invalidFileType(kind);
  if (bytes.length > OBJECT_MAX_BYTES[kind]) throw fileTooLarge(kind);
  const source = sourceSchema.safeParse(input.source ?? undefined);
  if (!source.success) throw new HttpError(400, 'Invalid source');
  const prepared = await prepare(kind, bytes);
  if (!prepared) throw invalidFileType(kind);

  const id = randomUUID();
  const key = `${kind}/${id}`;
  const thumbKey = prepared.thumb ? `${kind}/${id}.thumb` : null;
  const row: ObjectRow = {
    id,
    ownerId,
    kind,
    mimeType: prepared.mimeType,
    size: prepared.bytes.length,
    width: prepared.width,
    height: prepared.height,
    durationMs: null,
    key,
    thumbKey,
    sha256: createHash('sha256').update(prepared.bytes).digest('hex'),
    source: source.data ?? null,
    messageId: null,
    createdAt: ctx.clock.now(),
  };
  // Bytes first, then the row: a row never names bytes that are not there. If the row fails,
  // the bytes go again.
  try {
    await ctx.objects.put(key, prepared.bytes, prepared.mimeType);
    if (thumbKey && prepared.thumb) await ctx.objects.put(thumbKey, prepared.thumb, 'image/webp');
    await ctx.db.insert(objects).values(row);
  } catch (err) {
    await objectBytesDelete(ctx, objectKeys([row]));
    throw err;
  }
  return objectView(row);
}

/**
 * The object behind a ref, if `userId` may read it: its owner, a member of the conversation of
 * a message that refers to it and was not unsent or burnt, or someone who may see the status
 * whose photo it is (statuses/visibility.ts). Anyone else gets null, as for a ref that does not
 * exist.
 */
export async function objectReadable(
  ctx: AppContext,
  userId: string,
  ref: string,
): Promise<ObjectRow | null> {
  const [row] = await ctx.db
    .select()
    .from(objects)
    .where(
      and(
        eq(objects.id, ref),
        sql`(${objects.ownerId} = ${userId} or exists (
          select 1 from messages m
          join conversation_members cm on cm.conversation_id = m.conversation_id
          where m.id = ${objects.messageId} and m.deleted_at is null and cm.user_id = ${userId})
          or ${statusPhotoReadableSql(userId, ctx.clock.now(), sql`${objects.id}`)})`,
      ),
    );
  return row ?? null;
}

/**
 * Deletes an object that was stored for a send which then did not use it (refused, or a retry
 * whose first attempt already carries its own): row and bytes, if no message holds it.
 */
export async function objectDiscard(ctx: AppContext, ref: string): Promise<void> {
  const gone = await ctx.db
    .delete(objects)
    .where(and(eq(objects.id, ref), isNull(objects.messageId)))
    .returning({ key: objects.key, thumbKey: objects.thumbKey });
  await objectBytesDelete(ctx, objectKeys(gone));
}

/**
 * Removes bytes whose rows are gone (after the transaction that deleted them committed). A
 * failure is logged, not thrown: the message is already deleted for everyone, and bytes without
 * a row can never be served.
 */
export async function objectBytesDelete(ctx: AppContext, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await ctx.objects.delete(key);
    } catch (err) {
      ctx.log.warn({ err, key }, 'object bytes not deleted');
    }
  }
}

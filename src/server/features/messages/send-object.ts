import { and, eq } from 'drizzle-orm';
import type { ObjectKind } from '../../../protocol';
import { imageMetadataSchema, objectUrl, voiceMetadataSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { messages } from '../../db/schema';
import { notFound } from '../../kernel/http';
import { objectAttach, objectForSend } from '../objects/attach';
import { objectAlreadySent } from '../objects/refusals';
import type { ObjectRow } from '../objects/view';
import { objectView } from '../objects/view';
import { AlreadySent, priorSent, rowInsert, seqTake } from './send-object-steps';
import type { SendInput, Sent } from './send-row';
import { newRow } from './send-row';
import { mentionNotMember, mentionsAreMembers } from './mention-check';
import { replyNotFound, replyTargets } from './reply-check';
import { messageView } from '../message-rows/view';

/** The message types that carry a stored object (contract 'Messages'). */
const OBJECT_TYPES = new Set<string>(['image', 'voice']);

export function messageHasObject(messageType: string): messageType is ObjectKind {
  return OBJECT_TYPES.has(messageType);
}

/**
 * A photo's or voice note's metadata as stored: what the client may say (its schema keeps only
 * those fields), then what the server knows of the object, which no client can overrule.
 */
function objectMetadata(kind: ObjectKind, given: unknown, object: ObjectRow) {
  const view = objectView(object);
  // A client's metadata lost 'forwarded' to its schema (server keys): only a forward has it here.
  const forwarded = (given as { forwarded?: unknown } | null)?.forwarded === true && {
    forwarded: true,
  };
  if (kind === 'image') {
    return {
      ...imageMetadataSchema.parse(given),
      ...forwarded,
      width: view.width,
      height: view.height,
      mimeType: view.mimeType,
      size: view.size,
      thumbUrl: view.thumbUrl,
    };
  }
  return {
    ...voiceMetadataSchema.parse(given),
    ...forwarded,
    mimeType: view.mimeType,
    size: view.size,
  };
}

/**
 * Sends an image or voice message (issue 12 contract 'Messages'): one transaction finds a retry
 * of this clientId (the first message is the answer), locks the object and checks it is the
 * sender's, of this kind and in no message yet, takes the seq, stores the message with `content`
 * set from the ref and the metadata completed from the object row, and marks the object sent in
 * it. So an object is in one message at most, and a failed send leaves it free for the next try.
 */
export async function objectMessageSend(
  ctx: AppContext,
  senderId: string,
  input: SendInput,
): Promise<Sent> {
  const kind = input.messageType as ObjectKind;
  const { conversationId, clientId } = input;
  // Membership from memory first: an outsider never gets as far as a lock.
  if (!(await ctx.members.has(conversationId, senderId))) throw notFound();
  if (!mentionsAreMembers(input.mentions, await ctx.members.of(conversationId))) {
    throw mentionNotMember();
  }
  if (input.replyTo) {
    const targets = await replyTargets(ctx.db, [input.replyTo]);
    if (targets.get(input.replyTo) !== conversationId) throw replyNotFound();
  }
  const ref = (input.metadata as { objectRef: string }).objectRef;
  // A caption is words like a text's: its language is found before the transaction, which
  // must not wait on anything else: a transaction waiting on a second pooled connection can
  // hold the pool's last one.
  const language = await ctx.detector.ofMessage(senderId, input);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (clientId) {
        const [prior] = await tx
          .select({ id: messages.id })
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, conversationId),
              eq(messages.senderId, senderId),
              eq(messages.clientId, clientId),
            ),
          );
        if (prior) throw new AlreadySent();
      }
      const object = await objectForSend(tx, senderId, ref, kind);
      if (object.messageId !== null) {
        // Sent meanwhile: by this same send (a retry that waited for the first one's lock), or
        // by another one.
        const [same] = clientId
          ? await tx
              .select({ id: messages.id })
              .from(messages)
              .where(
                and(
                  eq(messages.id, object.messageId),
                  eq(messages.conversationId, conversationId),
                  eq(messages.senderId, senderId),
                  eq(messages.clientId, clientId),
                ),
              )
          : [];
        if (same) throw new AlreadySent();
        throw objectAlreadySent();
      }
      const locked = await seqTake(tx, conversationId, senderId);
      const row = newRow(
        senderId,
        {
          ...input,
          content: objectUrl(kind, ref),
          metadata: objectMetadata(kind, input.metadata, object),
        },
        locked.seq,
        locked.updatedAt,
        language,
      );
      const inserted = await rowInsert(tx, row);
      const durationMs = kind === 'voice' ? (input.metadata!.durationMs as number) : null;
      await objectAttach(tx, ref, inserted.id, durationMs);
      return { message: messageView(inserted), created: true, members: locked.members };
    });
  } catch (err) {
    if (!(err instanceof AlreadySent)) throw err;
    return priorSent(ctx, conversationId, senderId, clientId!);
  }
}

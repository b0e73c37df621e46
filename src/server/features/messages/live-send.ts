import type { ClientMessageEvent } from '../../../protocol';
import { messageSendSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { HttpError, parse } from '../../kernel/http';
import type { LiveHandlers } from '../../realtime/live-handlers';
import { invalidFileType } from '../objects/refusals';
import { objectCreate, objectDiscard } from '../objects/service';
import { messageSend } from './send';
import type { SendResult } from './send-row';

/** `data:<type>;base64,<bytes>`: the only data URL an image may come as. */
const DATA_URL = /^data:[a-z]+\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * The live `message` event (spec core 7) through the one send path: the same schema as
 * `POST /api/messages` and the same `messageSend`. An `imageData` data URL is stored first as
 * an image object, exactly as an upload is (its bytes checked, metadata stripped), and the
 * message refers to it like any other image message; the data never goes into `content`. If
 * the send is then refused, or it is a retry whose first attempt has its own object, the new
 * object is deleted again.
 */
export async function messageSendLive(
  ctx: AppContext,
  senderId: string,
  conversationId: string,
  event: ClientMessageEvent,
): Promise<SendResult> {
  let ref: string | null = null;
  let metadata = event.metadata ?? null;
  if (event.imageData !== undefined) {
    if (event.messageType !== 'image') {
      throw new HttpError(400, 'imageData is only for image messages');
    }
    const data = DATA_URL.exec(event.imageData);
    if (!data) throw invalidFileType('image');
    ({ ref } = await objectCreate(ctx, senderId, {
      kind: 'image',
      bytes: Buffer.from(data[1]!, 'base64'),
    }));
    metadata = { ...metadata, objectRef: ref };
  }
  try {
    const input = parse(messageSendSchema, {
      conversationId,
      senderId,
      content: event.content,
      messageType: event.messageType,
      metadata,
      isBurner: event.isBurner,
      clientId: event.clientId,
      replyTo: event.replyTo,
      mentions: event.mentions,
    });
    const result = await messageSend(ctx, senderId, input);
    if (ref && !result.created) await objectDiscard(ctx, ref);
    return result;
  } catch (err) {
    if (ref) await objectDiscard(ctx, ref);
    throw err;
  }
}

/** The live `message` event: sent like `POST /api/messages`, then acknowledged by clientId. */
export function messagesLive(ctx: AppContext, live: LiveHandlers): void {
  live.on('message', async (conn, event) => {
    const conversationId = event.conversationId ?? conn.joined;
    if (!conversationId) throw new HttpError(400, 'Join a conversation first');
    try {
      const { message } = await messageSendLive(ctx, conn.userId, conversationId, event);
      conn.send({ type: 'ack', clientId: message.clientId, message });
    } catch (err) {
      // Named by clientId, the sender knows which send to retry (or to show as refused).
      if (!event.clientId) throw err;
      conn.sendError(err, event.clientId);
    }
  });
}

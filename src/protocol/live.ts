import { z } from 'zod';
import type { GameSnapshot } from './games';
import { paymentRequestSchema, paymentSchema } from './payments';
import { conversationSchema, lastReactionSchema } from './conversations';
import { errorBodySchema } from './errors';
import { mentionsSchema, pinnedMessageSchema } from './message-actions';
import { scheduledMessageSchema } from './scheduled';
import { receiptEventSchema, receiptReportEventSchema } from './receipts';
import {
  clientIdSchema,
  clientMessageTypeSchema,
  messageContentSchema,
  messageSchema,
  metadataSchema,
} from './messages';
import { imageDataSchema } from './objects';
import { messageStarStateSchema } from './stars';
import { friendRequestSchema } from './friends';
import {
  callEndEventSchema,
  callEndedEventSchema,
  callIncomingEventSchema,
  callSignalEventSchemas,
  callSignalServerSchemas,
  callStartEventSchema,
} from './calls';
import { userSchema, userStatusSchema } from './users';
import { chatPreferencesSchema } from './chat-menu';
import { userSettingsSchema } from './settings';
import { contactListsChangedEventSchema } from './lists';
import { broadcastsChangedEventSchema } from './broadcasts';
import { videoCollabRequestSchema, videoCommentSchema, videoDownloadSchema } from './video-social';

import {
  CLOSE_REASON_DEVICE_REMOVED,
  CLOSE_UNAUTHORISED,
  TYPING_IDLE_MS,
  TYPING_SHOWN_MS,
} from './limits';

export { CLOSE_REASON_DEVICE_REMOVED, CLOSE_UNAUTHORISED, TYPING_IDLE_MS, TYPING_SHOWN_MS };

/** Spec core 7: what the client sends over /ws. */
export const clientEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('join'),
    userId: z.string().max(100),
    conversationId: z.string().max(100),
  }),
  /**
   * Addition: the client closed this conversation (issue 27, point 5). Burner messages it read
   * there burn now rather than at the end of their reading window; opening another conversation
   * or closing the socket counts as leaving too.
   */
  z.object({ type: z.literal('leave'), conversationId: z.string().max(100) }),
  /**
   * A send: the fields of `POST /api/messages` (the server checks the whole send with
   * `messageSendSchema`, as for HTTP) without senderId, which is the socket's user. `imageData`
   * (spec core 7) is a data URL of at most 5 MB, stored as an object and sent as a reference.
   */
  z.object({
    type: z.literal('message'),
    content: messageContentSchema,
    messageType: clientMessageTypeSchema.default('text'),
    imageData: imageDataSchema.optional(),
    /** Addition: which conversation (defaults to the joined one) and a retry id. */
    conversationId: z.string().max(100).optional(),
    clientId: clientIdSchema.optional(),
    metadata: metadataSchema,
    isBurner: z.boolean().optional(),
    /** Addition (issue 31): the message of this chat it answers. */
    replyTo: z.string().min(1).max(100).optional(),
    /** Addition (issue 31): the members it mentions, by id. */
    mentions: mentionsSchema.optional(),
  }),
  z.object({
    type: z.literal('typing'),
    isTyping: z.boolean(),
    conversationId: z.string().max(100).optional(),
  }),
  /** Addition: keep-alive the client can send; the server answers `pong`. */
  z.object({ type: z.literal('ping') }),
  /** Addition: read receipts, how far this device got (receipts.ts). */
  receiptReportEventSchema,
  /** Calls (calls.ts): ring, end, and the browsers' set-up messages to one participant. */
  callStartEventSchema,
  callEndEventSchema,
  ...callSignalEventSchemas,
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;
export type ClientMessageEvent = Extract<ClientEvent, { type: 'message' }>;

/**
 * Spec core 7: what the server pushes. `presence`, `ack`, `error`, `joined` and `conversation`
 * (a conversation someone just started with you) are additions.
 */
export const serverEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: messageSchema }),
  z.object({ type: z.literal('conversation'), conversation: conversationSchema }),
  /** Addition (issue 31): I deleted a message for myself (to my own devices). */
  z.object({
    type: z.literal('message_hidden'),
    conversationId: z.string(),
    messageId: z.string(),
  }),
  /** Addition (issue 31): a conversation's newest reaction changed (its message comes as `message`). */
  z.object({
    type: z.literal('reaction'),
    conversationId: z.string(),
    lastReaction: lastReactionSchema.nullable(),
  }),
  /** Addition (issue 31): the messages pinned at the top of a chat changed (to every member). */
  z.object({
    type: z.literal('pins'),
    conversationId: z.string(),
    pins: z.array(pinnedMessageSchema),
  }),
  z.object({
    type: z.literal('typing'),
    conversationId: z.string(),
    userId: z.string(),
    isTyping: z.boolean(),
  }),
  z.object({ type: z.literal('presence'), userId: z.string(), status: userStatusSchema }),
  z.object({ type: z.literal('joined'), conversationId: z.string() }),
  z.object({ type: z.literal('ack'), clientId: z.string().nullable(), message: messageSchema }),
  /** A refused frame: the error body's fields (errors.ts), and the send it refused. */
  z.object({ type: z.literal('error'), ...errorBodySchema.shape, clientId: z.string().optional() }),
  z.object({ type: z.literal('pong') }),
  /** Addition: a game changed; each recipient gets their own view (GameSnapshot). */
  z.object({ type: z.literal('game_updated'), game: z.custom<GameSnapshot>() }),
  /** Addition: a payment was made or settled; sent to both people and the conversation. */
  z.object({ type: z.literal('payment_updated'), payment: paymentSchema }),
  /** Addition: a payment request was made or paid. */
  z.object({ type: z.literal('payment_request_updated'), request: paymentRequestSchema }),
  /** Addition: one of my scheduled messages was made, changed, sent or cancelled (my devices). */
  z.object({ type: z.literal('scheduled_updated'), scheduled: scheduledMessageSchema }),
  /** Addition: a member's delivered/read positions moved (receipts.ts). */
  receiptEventSchema,
  /** Addition: the user starred or unstarred a message; sent to that user's devices only. */
  z.object({ type: z.literal('star_updated'), ...messageStarStateSchema.shape }),
  /**
   * Addition: a user's public record, to people who show it: a new contact (a conversation was
   * just created with them) or a contact who changed their name or avatar.
   */
  z.object({ type: z.literal('user_updated'), user: userSchema }),
  /**
   * Addition: my friends, requests or blocks changed (a request arrived, was accepted or
   * rejected, someone was unfriended or blocked): the lists are read again. `request` is a new
   * request to me, for its notice.
   */
  z.object({ type: z.literal('friends_changed'), request: friendRequestSchema.optional() }),
  /**
   * Addition: my linked devices changed (a device signed in with a link code, or one was
   * removed): the list is read again. `linkId` names the link the new device used.
   */
  z.object({ type: z.literal('devices_changed'), linkId: z.string().optional() }),
  /** Addition: my settings changed (on another of my devices); sent to my devices only. */
  z.object({ type: z.literal('settings_updated'), settings: userSettingsSchema }),
  /**
   * Addition: a contact deleted their account: forget them, and the conversations that went
   * with them (those left with fewer than two members).
   */
  z.object({
    type: z.literal('user_deleted'),
    userId: z.string(),
    conversationIds: z.array(z.string()),
  }),
  /** Addition: I muted a chat or changed its wallpaper (chat-menu.ts); to my devices only. */
  z.object({ type: z.literal('chat_preferences_updated'), ...chatPreferencesSchema.shape }),
  /**
   * Addition: someone left a group: its members drop them from the member list, and the one who
   * left (on all their devices) drops the conversation.
   */
  z.object({ type: z.literal('member_left'), conversationId: z.string(), userId: z.string() }),
  /**
   * Addition: status updates I can see changed (statuses.ts): a friend posted or deleted one, or
   * someone viewed, liked or replied to mine. The feed is read again.
   */
  z.object({ type: z.literal('statuses_changed'), statusId: z.string().optional() }),
  /** Addition: contact lists I own or am in changed (lists.ts). */
  contactListsChangedEventSchema,
  /** Addition: broadcast lists I own or follow changed, or I sent a broadcast (broadcasts.ts). */
  broadcastsChangedEventSchema,
  /**
   * Addition: short videos (video-social.ts). `videos_changed`: the feed, or one video's likes,
   * comments or edits, changed (to its creator, the people who liked or commented on it, and
   * the creator's followers for a new video); the feed is read again. `video_comment`: a new
   * comment, for an open comment list. `video_collab_request`: a request to me as creator, or my
   * request answered. `video_download`: my download's progress.
   */
  z.object({ type: z.literal('videos_changed'), videoId: z.string().optional() }),
  z.object({ type: z.literal('video_comment'), comment: videoCommentSchema }),
  z.object({ type: z.literal('video_collab_request'), request: videoCollabRequestSchema }),
  z.object({ type: z.literal('video_download'), download: videoDownloadSchema }),
  /** Spec core 7: calls (calls.ts). */
  callIncomingEventSchema,
  callEndedEventSchema,
  ...callSignalServerSchemas,
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;

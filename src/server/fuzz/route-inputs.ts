import fc from 'fast-check';
import { z } from 'zod';
import {
  BROADCAST_LISTS_MAX,
  GAME_TYPES,
  blockCreateSchema,
  broadcastDiscoverQuerySchema,
  broadcastListCreateSchema,
  broadcastListUpdateSchema,
  broadcastSendSchema,
  chatMediaQuerySchema,
  chatPreferencesUpdateSchema,
  chatSearchQuerySchema,
  contactListCreateSchema,
  contactListMembersAddSchema,
  contactListUpdateSchema,
  conversationCreateSchema,
  conversationReadSchema,
  detectRequestSchema,
  deviceLinkParamsSchema,
  deviceParamsSchema,
  followParamsSchema,
  friendRequestCreateSchema,
  gameCreateSchema,
  gameEndSchema,
  gameMoveSchema,
  generateImageRequestSchema,
  idParamsSchema,
  idempotencyKeySchema,
  messageEditSchema,
  messagePageQuerySchema,
  messageSendSchema,
  messageTranslateRequestSchema,
  messageUnsendSchema,
  multipartCompleteSchema,
  multipartCreateSchema,
  multipartKeyQuerySchema,
  multipartParamsSchema,
  multipartPartParamsSchema,
  noTranslateUpdateSchema,
  objectReadQuerySchema,
  objectRecentQuerySchema,
  objectRefParamsSchema,
  objectUploadQuerySchema,
  passwordChangeSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  pathIdSchema,
  paymentCreateSchema,
  paymentRequestCreateSchema,
  paymentStatusUpdateSchema,
  privacyUpdateSchema,
  queryTextSchema,
  scheduledCreateSchema,
  scheduledUpdateSchema,
  seedDemoSchema,
  passkeyIdParamsSchema,
  passkeyLoginOptionsSchema,
  passkeyLoginVerifySchema,
  passkeyRegisterOptionsSchema,
  passkeyRegisterVerifySchema,
  sessionCreateSchema,
  sessionReadQuerySchema,
  signupSchema,
  statusCreateSchema,
  statusParamsSchema,
  statusReplySchema,
  translateRequestSchema,
  translationSettingsUpdateSchema,
  userSettingsUpdateSchema,
  userUpdateSchema,
  videoCollabAnswerSchema,
  videoCollabCreateSchema,
  videoCommentCreateSchema,
  videoCommentParamsSchema,
  videoCommentsQuerySchema,
  videoEditsUpdateSchema,
  videoFinishSchema,
  videoIdSchema,
  videoLikeSchema,
  videoListQuerySchema,
  videoParamsQuerySchema,
  videoSocialParamsSchema,
  videoUploadCreateSchema,
  REACTION_QUICK,
  reactionSetSchema,
  forwardSchema,
  iceServersQuerySchema,
  callCurrentQuerySchema,
} from '../../protocol';
import { WALLPAPERS } from '../../protocol/chat-menu-limits';
import { TRANSLATION_LANGUAGES } from '../../lang/catalog';

/**
 * What a route reads from a request, as its handler parses it (`parse(xxxSchema, request.body)`
 * in each feature's routes.ts). A schema the handler declares inline is repeated here from
 * protocol parts. `upload`: the body is a file's bytes, whatever its type.
 */
export interface RouteInputs {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  upload?: boolean;
  /** Values that make a field meaningful where its schema is open (see zod-arbitrary.ts). */
  hints?: Record<string, fc.Arbitrary<unknown>>;
}

const id = idParamsSchema;
/** A video in a path: the serving and download routes check it with `videoIdSchema`. */
const videoParams = z.object({ id: videoIdSchema });
const rangeHeaders = z.object({ range: z.string().max(60).optional() });

/** A moment `ahead` ms from when the run started, as the wire carries it. */
const moment = (ahead: number) => new Date(Date.now() + ahead).toISOString();

const languageCodes = TRANSLATION_LANGUAGES.map((l) => l.code);
const language = fc.constantFrom(...languageCodes, 'auto', 'xx', 'EN', '');

/** Hints for keys, wherever they appear: schemas that are `custom` or `unknown` there. */
export const FIELD_HINTS: Record<string, fc.Arbitrary<unknown>> = {
  language,
  sourceLanguage: language,
  targetLanguage: language,
  muted: fc.boolean(),
  autoTranslate: fc.boolean(),
  wallpaper: fc.constantFrom(...WALLPAPERS, null),
  // Dollars as the payment calls take them: whole cents, and the odd one that is not.
  amount: fc.oneof(
    fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100),
    fc.constantFrom(0, -1, 0.001, 10_000.01, '5', null),
  ),
  toUserId: fc.string({ minLength: 1, maxLength: 20 }),
  // Send Later takes a moment up to a year ahead; at least an hour, so none falls due mid-run.
  sendAt: fc.oneof(
    fc.integer({ min: 3_600_000, max: 300 * 24 * 3_600_000 }).map((ahead) => moment(ahead)),
    fc.constantFrom(moment(-60_000), moment(400 * 24 * 3_600_000), '2026-02-30T10:00:00Z'),
  ),
  q: fc.string({ minLength: 1, maxLength: 20 }),
  words: fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }),
};

const cell = fc.integer({ min: -1, max: 10 });
const gameHints = {
  gameType: fc.constantFrom(...GAME_TYPES, 'chess'),
  type: fc.constantFrom('drop', 'draw_line', 'ready', 'shoot', 'word_found', 'init', 'timer'),
  // Mostly left out: a move on another version than the stored one is refused as stale.
  version: fc.option(fc.nat({ max: 6 }), { nil: undefined, freq: 1 }),
  column: cell,
  row: cell,
  col: cell,
  orientation: fc.constantFrom('horizontal', 'vertical'),
  word: fc.constantFrom('cat', 'tea', 'rate', 'stone', 'a'),
  path: fc.array(fc.tuple(cell, cell), { maxLength: 5 }),
  ships: fc.array(
    fc.record({
      row: cell,
      col: cell,
      size: fc.constantFrom(2, 3, 4, 5),
      orientation: fc.constantFrom('horizontal', 'vertical'),
    }),
    { maxLength: 6 },
  ),
};
const videoUploadHints = {
  filename: fc.constantFrom('clip.mp4', 'clip.webm', 'x.exe', 'a'.repeat(255)),
  type: fc.constantFrom('video/mp4', 'video/webm', 'text/html'),
  size: fc.integer({ min: 0, max: 200_000_000 }),
};

/**
 * Every route that reads something from a request, by 'METHOD /path' as declared. The routes
 * that read nothing are listed in fuzz.test.ts; a route in neither place fails that test.
 */
export const ROUTE_INPUTS: Record<string, RouteInputs> = {
  'PATCH /api/users/me': { body: userUpdateSchema },
  'GET /api/users/:id/friends': { params: id },
  'GET /api/users/:id/friends/online': { params: id },
  'DELETE /api/users/:id/friends/:friendId': {
    params: z.object({ id: pathIdSchema, friendId: pathIdSchema }),
  },
  'GET /api/users/:id/friend-requests': {
    params: id,
    query: z.object({ sent: z.enum(['0', '1']).optional() }),
  },
  'GET /api/friend-search': { query: z.object({ q: queryTextSchema(100).default('') }) },
  'GET /api/friends': { query: z.object({ userId: pathIdSchema }) },
  'GET /api/calls/ice-servers': { query: iceServersQuerySchema },
  'GET /api/calls/current': { query: callCurrentQuerySchema },
  'POST /api/friend-requests': { body: friendRequestCreateSchema },
  'POST /api/friend-requests/:id/accept': { params: id },
  'POST /api/friend-requests/:id/reject': { params: id },
  'DELETE /api/friend-requests/:id': { params: id },
  'GET /api/blocked-users': { query: z.object({ userId: pathIdSchema }) },
  'POST /api/blocked-users': { body: blockCreateSchema },
  'DELETE /api/blocked-users/:id': { params: id },
  'POST /api/session': { body: sessionCreateSchema },
  'GET /api/session': { query: sessionReadQuerySchema },
  'POST /api/auth/signup': { body: signupSchema },
  'POST /api/auth/passkey/register/options': { body: passkeyRegisterOptionsSchema },
  'POST /api/auth/passkey/register/verify': { body: passkeyRegisterVerifySchema },
  'DELETE /api/auth/passkeys/:id': { params: passkeyIdParamsSchema },
  'POST /api/auth/passkey/login/options': { body: passkeyLoginOptionsSchema },
  'POST /api/auth/passkey/login/verify': { body: passkeyLoginVerifySchema },
  'GET /api/conversations': { query: z.object({ userId: pathIdSchema.optional() }) },
  'POST /api/conversations': { body: conversationCreateSchema },
  'POST /api/conversations/:id/read': { params: id, body: conversationReadSchema },
  'PUT /api/conversations/:id/preferences': { params: id, body: chatPreferencesUpdateSchema },
  'GET /api/conversations/:id/search': { params: id, query: chatSearchQuerySchema },
  'GET /api/conversations/:id/members': { params: id },
  'GET /api/conversations/:id/media': { params: id, query: chatMediaQuerySchema },
  'POST /api/conversations/:id/leave': { params: id },
  'GET /api/conversations/:id/messages': { params: id, query: messagePageQuerySchema },
  'PUT /api/messages/:id/edit': { params: id, body: messageEditSchema },
  // The user id may come in the query instead, when there is no body.
  'DELETE /api/messages/:id': { params: id, body: messageUnsendSchema },
  // Mostly text: the rich types need metadata of their own, the server-made ones are refused.
  'POST /api/messages': { body: messageSendSchema, hints: { messageType: fc.constant('text') } },
  'GET /api/objects/recent': { query: objectRecentQuerySchema },
  'POST /api/objects/:ref/copy': { params: objectRefParamsSchema },
  'GET /api/images/:ref': {
    params: objectRefParamsSchema,
    query: objectReadQuerySchema,
    headers: rangeHeaders,
  },
  'GET /api/objects/:ref': {
    params: objectRefParamsSchema,
    query: objectReadQuerySchema,
    headers: rangeHeaders,
  },
  'GET /api/avatars/:ref': {
    params: objectRefParamsSchema,
    headers: z.object({ 'if-none-match': z.string().max(80).optional() }),
  },
  'POST /api/detect': { body: detectRequestSchema },
  'POST /api/translate': { body: translateRequestSchema },
  'POST /api/translate/messages': { body: messageTranslateRequestSchema },
  'GET /api/conversations/:id/translations': { params: id },
  'POST /api/generate-image': { body: generateImageRequestSchema },
  'GET /api/conversations/:id/translation-settings': { params: id },
  'PUT /api/conversations/:id/translation-settings': {
    params: id,
    body: translationSettingsUpdateSchema,
  },
  'GET /api/users/:id/no-translate': { params: id },
  'PUT /api/users/:id/no-translate': { params: id, body: noTranslateUpdateSchema },
  'POST /api/seed-demo': { body: seedDemoSchema },
  'POST /api/games': { body: gameCreateSchema, hints: gameHints },
  'GET /api/games/:id': { params: id },
  'PUT /api/games/:id/move': { params: id, body: gameMoveSchema, hints: gameHints },
  'PUT /api/games/:id/end': { params: id, body: gameEndSchema },
  'POST /api/payments': {
    body: paymentCreateSchema,
    // Mostly no request to pay: one names a request of the payee's, for that amount.
    hints: { requestId: fc.constant(undefined) },
    headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
  },
  'PUT /api/payments/:id/status': { params: id, body: paymentStatusUpdateSchema },
  'GET /api/payments/:id': { params: id },
  'GET /api/users/:id/payments': { params: id },
  'GET /api/users/:id/balance': { params: id },
  'POST /api/payment-requests': { body: paymentRequestCreateSchema },
  'GET /api/payment-requests/:id': { params: id },
  'POST /api/scheduled-messages': { body: scheduledCreateSchema },
  'GET /api/conversations/:id/scheduled-messages': { params: id },
  'PUT /api/scheduled-messages/:id': { params: id, body: scheduledUpdateSchema },
  'DELETE /api/scheduled-messages/:id': { params: id },
  'GET /api/users/:id/privacy': { params: id },
  'PUT /api/users/:id/privacy': { params: id, body: privacyUpdateSchema },
  'GET /api/messages/:id': { params: id },
  'PUT /api/messages/:id/hidden': { params: id },
  'PUT /api/messages/:id/star': { params: id },
  'DELETE /api/messages/:id/star': { params: id },
  'PUT /api/messages/:id/reaction': {
    params: id,
    body: reactionSetSchema,
    hints: { emoji: fc.constantFrom(...REACTION_QUICK, '👍🏽', '🇯🇵') },
  },
  'DELETE /api/messages/:id/reaction': { params: id },
  'PUT /api/messages/:id/pin': { params: id },
  'DELETE /api/messages/:id/pin': { params: id },
  'POST /api/messages/:id/forward': { params: id, body: forwardSchema },
  'GET /api/users/:id/starred': { params: id },
  'GET /api/contact-lists/:id': { params: id },
  'POST /api/contact-lists': { body: contactListCreateSchema },
  'PATCH /api/contact-lists/:id': { params: id, body: contactListUpdateSchema },
  'DELETE /api/contact-lists/:id': { params: id },
  'POST /api/contact-lists/:id/members': { params: id, body: contactListMembersAddSchema },
  'DELETE /api/contact-lists/:id/members/:userId': {
    params: z.object({ id: pathIdSchema, userId: pathIdSchema }),
  },
  'POST /api/contact-lists/:id/join': { params: id },
  'GET /api/broadcast-lists/discover': { query: broadcastDiscoverQuerySchema },
  'GET /api/broadcast-lists/:id': { params: id },
  'POST /api/broadcast-lists': { body: broadcastListCreateSchema },
  'PATCH /api/broadcast-lists/:id': { params: id, body: broadcastListUpdateSchema },
  'DELETE /api/broadcast-lists/:id': { params: id },
  'PUT /api/broadcast-lists/:id/subscription': { params: id },
  'DELETE /api/broadcast-lists/:id/subscription': { params: id },
  'GET /api/broadcast-lists/:id/subscribers': { params: id },
  'DELETE /api/broadcast-lists/:id/subscribers/:userId': {
    params: z.object({ id: pathIdSchema, userId: pathIdSchema }),
  },
  'GET /api/broadcast-lists/:id/analytics': { params: id },
  'GET /api/broadcasts/recipients': {
    query: z.object({ listIds: z.string().max(BROADCAST_LISTS_MAX * 101) }),
  },
  'POST /api/broadcasts': { body: broadcastSendSchema },
  'POST /api/status-updates': { body: statusCreateSchema },
  'DELETE /api/status-updates/:id': { params: statusParamsSchema },
  'POST /api/status-updates/:id/view': { params: statusParamsSchema },
  'GET /api/status-updates/:id/views': { params: statusParamsSchema },
  'POST /api/status-updates/:id/like': { params: statusParamsSchema },
  'DELETE /api/status-updates/:id/like': { params: statusParamsSchema },
  'POST /api/status-updates/:id/reply': { params: statusParamsSchema, body: statusReplySchema },
  'POST /api/objects/upload': { body: videoUploadCreateSchema, hints: videoUploadHints },
  'GET /api/uploads/s3/params': { query: videoParamsQuerySchema, hints: videoUploadHints },
  'POST /api/videos': { body: videoFinishSchema },
  'GET /api/videos': { query: videoListQuerySchema },
  'POST /api/uploads/s3/multipart': { body: multipartCreateSchema, hints: videoUploadHints },
  'GET /api/uploads/s3/multipart/:uploadId': {
    params: multipartParamsSchema,
    query: multipartKeyQuerySchema,
  },
  'GET /api/uploads/s3/multipart/:uploadId/:partNumber': {
    params: multipartPartParamsSchema,
    query: multipartKeyQuerySchema,
  },
  'POST /api/uploads/s3/multipart/:uploadId/complete': {
    params: multipartParamsSchema,
    query: multipartKeyQuerySchema,
    body: multipartCompleteSchema,
  },
  'DELETE /api/uploads/s3/multipart/:uploadId': {
    params: multipartParamsSchema,
    query: multipartKeyQuerySchema,
  },
  'DELETE /api/videos/:id': { params: videoParams },
  'GET /api/videos/:id/file': { params: videoParams, headers: rangeHeaders },
  'GET /api/videos/:id/thumbnail': { params: videoParams, headers: rangeHeaders },
  'POST /api/videos/:id/downloads': { params: videoParams },
  'GET /api/video-downloads/:id': { params: videoParams },
  'GET /api/video-downloads/:id/file': { params: videoParams, headers: rangeHeaders },
  'PUT /api/videos/:id/edits': { params: videoSocialParamsSchema, body: videoEditsUpdateSchema },
  'POST /api/videos/:id/like': { params: videoSocialParamsSchema, body: videoLikeSchema },
  'GET /api/videos/:id/comments': {
    params: videoSocialParamsSchema,
    query: videoCommentsQuerySchema,
  },
  'POST /api/videos/:id/comments': {
    params: videoSocialParamsSchema,
    body: videoCommentCreateSchema,
  },
  'DELETE /api/videos/:id/comments/:commentId': { params: videoCommentParamsSchema },
  'POST /api/follows/:userId': { params: followParamsSchema },
  'DELETE /api/follows/:userId': { params: followParamsSchema },
  'POST /api/videos/:id/collaboration-requests': {
    params: videoSocialParamsSchema,
    body: videoCollabCreateSchema,
  },
  'POST /api/collaboration-requests/:id': {
    params: videoSocialParamsSchema,
    body: videoCollabAnswerSchema,
  },
  'GET /api/messages/:id/versions': { params: id },
  'DELETE /api/devices/:id': { params: deviceParamsSchema },
  'GET /api/device-links/:code': { params: deviceLinkParamsSchema },
  'POST /api/device-links/:code/claim': { params: deviceLinkParamsSchema },
  'PATCH /api/settings': { body: userSettingsUpdateSchema },
  'PUT /api/settings/password': { body: passwordChangeSchema },
  'PUT /api/push/subscriptions': { body: pushSubscriptionSchema },
  'DELETE /api/push/subscriptions': { body: pushUnsubscribeSchema },
  'POST /api/objects': { query: objectUploadQuerySchema, upload: true },
  'POST /api/users/me/avatar': { upload: true },
  'PUT /api/objects/upload/*': {
    params: z.object({ '*': z.string().max(200) }),
    // The fields the disk store signs into an upload URL.
    query: z.object({
      type: z.string().max(100).optional(),
      expires: z.string().max(20).optional(),
      max: z.string().max(20).optional(),
      uploadId: z.string().max(100).optional(),
      partNumber: z.string().max(10).optional(),
      signature: z.string().max(100).optional(),
    }),
    upload: true,
  },
};

import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { clientEventSchema } from '../../protocol';
import { VIDEO_EDITS_DEFAULT } from '../../protocol';
import type { Target } from './authz-fixture';
import { pushSubscriptionMake } from './authz-fixture';

/**
 * The authorisation matrix's tables: which of someone's things each path parameter names, and a
 * valid body and query for each route, so that what refuses a request is who sends it, never
 * what it says. A route these tables cannot fill is named by {@link authzRequest}.
 */

/** A path parameter's value: one of the target's things, or a fixed value. */
type ParamValue = keyof Target | ((t: Target) => string);

/**
 * What a path parameter names, by the route's path up to and including it: every route under
 * `/api/games/:id` names a game, `/api/users/:id/friends/:friendId` a friend of the user.
 */
const PARAMS: Record<string, ParamValue> = {
  '/api/users/:id': 'them',
  '/api/users/:id/friends/:friendId': 'third',
  '/api/friend-requests/:id': 'friendRequest',
  '/api/blocked-users/:id': 'them',
  '/api/conversations/:id': 'conversation',
  '/api/messages/:id': 'message',
  '/api/objects/:ref': 'photoRef',
  '/api/images/:ref': 'photoRef',
  '/api/games/:id': 'game',
  '/api/payments/:id': 'payment',
  '/api/payment-requests/:id': 'paymentRequest',
  '/api/scheduled-messages/:id': 'scheduled',
  '/api/contact-lists/:id': 'contactList',
  '/api/contact-lists/:id/members/:userId': 'third',
  '/api/broadcast-lists/:id': 'broadcastList',
  '/api/broadcast-lists/:id/subscribers/:userId': 'third',
  '/api/status-updates/:id': 'status',
  '/api/uploads/s3/multipart/:uploadId': 'video',
  '/api/uploads/s3/multipart/:uploadId/:partNumber': () => '1',
  '/api/videos/:id': 'video',
  '/api/videos/:id/comments/:commentId': 'comment',
  '/api/video-downloads/:id': 'download',
  '/api/follows/:userId': 'them',
  '/api/collaboration-requests/:id': 'collabRequest',
  '/api/devices/:id': 'device',
  '/api/auth/passkeys/:id': 'passkey',
  '/api/objects/upload/*': 'videoKey',
};

/**
 * Routes whose parameter names something other than its path's usual kind: the comment, the
 * editor's settings and deleting belong to a video in the feed, the one anybody may see but only its owner
 * may change.
 */
const PARAMS_OF_ROUTE: Record<string, Record<string, ParamValue>> = {
  'DELETE /api/videos/:id/comments/:commentId': { id: 'videoPublic' },
  'PUT /api/videos/:id/edits': { id: 'videoPublic' },
  'DELETE /api/videos/:id': { id: 'videoPublic' },
};

interface RequestParts {
  body?: (t: Target) => unknown;
  query?: (t: Target) => Record<string, string>;
  headers?: Record<string, string>;
}

/** A tiny PNG (8 x 8, one colour): what an upload or an avatar needs to pass its checks. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4Y2yMFTEMLQkACspMgcuiywsAAAAASUVORK5CYII=',
  'base64',
);
const NONE: RequestParts = {};
const png = { body: () => PNG, headers: { 'content-type': 'image/png' } };
const key = { query: (t: Target) => ({ key: t.videoKey }) };
const later = () => new Date(Date.now() + 3_600_000).toISOString();

/**
 * The body and query of each route. Every route that takes a body has an entry (NONE when it
 * takes nothing), so that a new one is a decision; a GET needs one only for its query.
 */
const REQUESTS: Record<string, RequestParts> = {
  'PATCH /api/users/me': { body: () => ({ displayName: 'Emma' }) },
  'DELETE /api/users/:id/friends/:friendId': NONE,
  'GET /api/friend-search': { query: () => ({ q: 'so' }) },
  'GET /api/friends': { query: (t) => ({ userId: t.them }) },
  'GET /api/calls/ice-servers': { query: (t) => ({ conversationId: t.conversation }) },
  'GET /api/calls/current': { query: (t) => ({ conversationId: t.conversation }) },
  'POST /api/friend-requests': { body: (t) => ({ senderId: t.me, receiverId: t.them }) },
  'POST /api/friend-requests/:id/accept': NONE,
  'POST /api/friend-requests/:id/reject': NONE,
  'DELETE /api/friend-requests/:id': NONE,
  'GET /api/blocked-users': { query: (t) => ({ userId: t.them }) },
  'POST /api/blocked-users': { body: (t) => ({ userId: t.them }) },
  'DELETE /api/blocked-users/:id': NONE,
  'GET /api/conversations': { query: (t) => ({ userId: t.them }) },
  'POST /api/conversations': { body: (t) => ({ participants: [t.them] }) },
  'POST /api/conversations/:id/read': { body: () => ({ seq: 1 }) },
  'PUT /api/conversations/:id/preferences': { body: () => ({ muted: false }) },
  'GET /api/conversations/:id/search': { query: () => ({ q: 'secret' }) },
  'POST /api/conversations/:id/leave': NONE,
  'PUT /api/messages/:id/edit': { body: (t) => ({ content: 'Changed', userId: t.me }) },
  'DELETE /api/messages/:id': { body: (t) => ({ userId: t.me }) },
  'POST /api/messages': {
    body: (t) => ({
      conversationId: t.conversation,
      senderId: t.me,
      content: `/api/images/${t.photoRef}`,
      messageType: 'image',
      metadata: { objectRef: t.photoRef },
    }),
  },
  'POST /api/objects/:ref/copy': NONE,
  'DELETE /api/users/me/avatar': NONE,
  'POST /api/detect': { body: () => ({ text: 'Hola, ¿cómo estás?' }) },
  'POST /api/translate': { body: () => ({ text: 'Hello', targetLanguage: 'es' }) },
  'POST /api/translate/messages': {
    body: (t) => ({ messageIds: [t.message], targetLanguage: 'es' }),
  },
  'POST /api/generate-image': {
    body: (t) => ({ prompt: 'a red fox', style: 'cartoon', userId: t.me }),
  },
  'PUT /api/conversations/:id/translation-settings': { body: () => ({ autoTranslate: false }) },
  'PUT /api/users/:id/no-translate': { body: () => ({ words: ['Allo'] }) },
  'POST /api/seed-demo': { body: (t) => ({ userId: t.me }) },
  'POST /api/games': {
    body: (t) => ({
      conversationId: t.conversation,
      gameType: 'connect_four',
      players: [t.me, t.them],
    }),
  },
  'PUT /api/games/:id/move': { body: () => ({ type: 'drop', column: 0 }) },
  'PUT /api/games/:id/end': { body: (t) => ({ winner: t.them }) },
  'POST /api/payments': {
    body: (t) => ({
      fromUserId: t.me,
      toUserId: t.them,
      amount: 1,
      conversationId: t.conversation,
      requestId: t.paymentRequest,
    }),
  },
  'PUT /api/payments/:id/status': { body: () => ({ status: 'completed' }) },
  'POST /api/payment-requests': {
    body: (t) => ({ userId: t.me, toUserId: t.them, amount: 1, conversationId: t.conversation }),
  },
  'POST /api/scheduled-messages': {
    body: (t) => ({ conversationId: t.conversation, content: 'Later', sendAt: later() }),
  },
  'PUT /api/scheduled-messages/:id': { body: () => ({ content: 'Changed' }) },
  'DELETE /api/scheduled-messages/:id': NONE,
  'PUT /api/users/:id/privacy': { body: () => ({ readReceipts: true }) },
  'GET /api/messages/:id': NONE,
  'PUT /api/messages/:id/hidden': NONE,
  'PUT /api/messages/:id/star': NONE,
  'DELETE /api/messages/:id/star': NONE,
  'PUT /api/messages/:id/reaction': { body: () => ({ emoji: '👍' }) },
  'DELETE /api/messages/:id/reaction': NONE,
  'PUT /api/messages/:id/pin': NONE,
  'DELETE /api/messages/:id/pin': NONE,
  'POST /api/messages/:id/forward': { body: (t) => ({ conversationIds: [t.conversation] }) },
  'POST /api/contact-lists': { body: () => ({ name: 'Mine' }) },
  'PATCH /api/contact-lists/:id': { body: () => ({ name: 'Taken over' }) },
  'DELETE /api/contact-lists/:id': NONE,
  'POST /api/contact-lists/:id/members': { body: (t) => ({ userIds: [t.me] }) },
  'DELETE /api/contact-lists/:id/members/:userId': NONE,
  'POST /api/contact-lists/:id/join': NONE,
  'GET /api/broadcast-lists/discover': { query: () => ({ q: 'news' }) },
  'POST /api/broadcast-lists': { body: () => ({ name: 'Mine' }) },
  'PATCH /api/broadcast-lists/:id': { body: () => ({ name: 'Taken over' }) },
  'DELETE /api/broadcast-lists/:id': NONE,
  'PUT /api/broadcast-lists/:id/subscription': NONE,
  'DELETE /api/broadcast-lists/:id/subscription': NONE,
  'DELETE /api/broadcast-lists/:id/subscribers/:userId': NONE,
  'GET /api/broadcasts/recipients': { query: (t) => ({ listIds: t.broadcastList }) },
  'POST /api/broadcasts': {
    body: (t) => ({ content: 'To all', listIds: [t.broadcastList], clientId: 'authz-1' }),
  },
  'POST /api/status-updates': { body: (t) => ({ content: 'Look', objectRef: t.photoRef }) },
  'DELETE /api/status-updates/:id': NONE,
  'POST /api/status-updates/:id/view': NONE,
  'POST /api/status-updates/:id/like': NONE,
  'DELETE /api/status-updates/:id/like': NONE,
  'POST /api/status-updates/:id/reply': { body: () => ({ content: 'Nice' }) },
  'POST /api/objects/upload': {
    body: () => ({ filename: 'a.mp4', type: 'video/mp4', size: 1000 }),
  },
  'GET /api/uploads/s3/params': {
    query: () => ({ filename: 'a.mp4', type: 'video/mp4', size: '1000' }),
  },
  'POST /api/videos': { body: (t) => ({ uploadId: t.video, title: 'Mine now' }) },
  'POST /api/uploads/s3/multipart': {
    body: () => ({ filename: 'a.mp4', type: 'video/mp4', size: 1000 }),
  },
  'GET /api/uploads/s3/multipart/:uploadId': key,
  'GET /api/uploads/s3/multipart/:uploadId/:partNumber': key,
  'POST /api/uploads/s3/multipart/:uploadId/complete': {
    ...key,
    body: () => ({ parts: [{ PartNumber: 1, ETag: '"e1"' }] }),
  },
  'DELETE /api/uploads/s3/multipart/:uploadId': key,
  'POST /api/videos/:id/downloads': NONE,
  'DELETE /api/videos/:id': NONE,
  'PUT /api/videos/:id/edits': { body: () => ({ ...VIDEO_EDITS_DEFAULT, brightness: 150 }) },
  'POST /api/videos/:id/like': { body: () => ({ reaction: 'heart' }) },
  'POST /api/videos/:id/comments': { body: () => ({ content: 'Nice' }) },
  'DELETE /api/videos/:id/comments/:commentId': NONE,
  'POST /api/follows/:userId': NONE,
  'DELETE /api/follows/:userId': NONE,
  'POST /api/videos/:id/collaboration-requests': { body: () => ({ note: 'Together?' }) },
  'POST /api/collaboration-requests/:id': { body: () => ({ status: 'accepted' }) },
  'DELETE /api/devices/:id': NONE,
  'POST /api/device-links': NONE,
  'POST /api/auth/passkey/register/options': NONE,
  'DELETE /api/auth/passkeys/:id': NONE,
  'POST /api/auth/passkey/register/verify': {
    body: () => ({
      response: {
        id: 'c29maWE',
        rawId: 'c29maWE',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
      },
    }),
  },
  'PATCH /api/settings': { body: () => ({ theme: 'light' }) },
  'PUT /api/settings/password': { body: () => ({ newPassword: 'a new password' }) },
  'DELETE /api/account': NONE,
  'PUT /api/push/subscriptions': {
    body: () => pushSubscriptionMake('https://fcm.googleapis.com/fcm/send/emma-browser'),
  },
  'DELETE /api/push/subscriptions': { body: (t) => ({ endpoint: t.pushEndpoint }) },
  'POST /api/objects': { ...png, query: () => ({ kind: 'image' }) },
  'POST /api/users/me/avatar': png,
  'PUT /api/objects/upload/*': {
    body: () => Buffer.from('not yours'),
    headers: { 'content-type': 'application/octet-stream' },
    query: () => ({ expires: String(Date.now() + 60_000), signature: 'guessed' }),
  },
};

/** One request of the matrix, ready for `inject` (a cookie added). */
export interface AuthzRequest {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** `METHOD /path`, as the tables and the allow-list name a route. */
export const routeName = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/**
 * The request for `route` against `t`'s things. Throws, naming the route, when a parameter is
 * in no table or a route that takes a body has no entry: a new route must be placed in the
 * matrix before the suite passes.
 */
export function authzRequest(route: { method: string; url: string }, t: Target): AuthzRequest {
  const name = routeName(route);
  const params = PARAMS_OF_ROUTE[name] ?? {};
  const url = route.url.replace(/:(\w+)|\*$/g, (param, named: string | undefined, at: number) => {
    const which = params[named ?? '*'] ?? PARAMS[route.url.slice(0, at + param.length)];
    if (which === undefined) throw new Error(`${name}: no table names what ${param} is`);
    return encodeURIComponent(typeof which === 'function' ? which(t) : t[which]);
  });
  const parts = REQUESTS[name];
  if (!parts && route.method !== 'GET') throw new Error(`${name}: no body in the matrix`);
  const query = parts?.query?.(t);
  const body = parts?.body?.(t);
  return {
    method: route.method as AuthzRequest['method'],
    url: `${url.replace(/%2F/g, '/')}${query ? `?${new URLSearchParams(query)}` : ''}`,
    headers: {
      ...(body !== undefined && !Buffer.isBuffer(body) && { 'content-type': 'application/json' }),
      ...parts?.headers,
    },
    payload: Buffer.isBuffer(body) ? body : body === undefined ? undefined : JSON.stringify(body),
  };
}

/** Routes in the tables that the app no longer declares: stale entries to remove. */
export function authzStale(declared: ReadonlySet<string>): string[] {
  return [...Object.keys(REQUESTS), ...Object.keys(PARAMS_OF_ROUTE)].filter(
    (name) => !declared.has(name),
  );
}

type LiveEvent = z.input<typeof clientEventSchema>;
type LiveType = LiveEvent['type'];

const call = (t: Target) => ({ callId: 'authz-call', conversationId: t.conversation });
const signal = (t: Target) => ({ ...call(t), to: t.them });

/**
 * What Emma sends over the live connection for each client event type, naming Sofía's things;
 * each must be refused. `ping` names nothing (it is answered `pong`). `join` is also tried in
 * Sofía's name on the chat they share: the socket's user is the one acting.
 */
export const LIVE_EVENTS: { [T in LiveType]: (t: Target, shared: string) => LiveEvent[] } = {
  join: (t, shared) => [
    { type: 'join', userId: t.me, conversationId: t.conversation },
    { type: 'join', userId: t.them, conversationId: shared },
  ],
  message: (t, shared) => [
    { type: 'message', content: 'Hello', conversationId: t.conversation },
    { type: 'message', content: 'Hello', conversationId: t.conversation, clientId: 'authz-live' },
    // Her photo, sent in the chat Emma shares with her.
    {
      type: 'message',
      content: `/api/images/${t.photoRef}`,
      messageType: 'image',
      metadata: { objectRef: t.photoRef },
      conversationId: shared,
    },
  ],
  leave: (t) => [{ type: 'leave', conversationId: t.conversation }],
  typing: (t) => [{ type: 'typing', isTyping: true, conversationId: t.conversation }],
  ping: () => [],
  receipt: (t) => [{ type: 'receipt', conversationId: t.conversation, readSeq: 1 }],
  call_start: (t) => [
    { type: 'call_start', ...call(t), callType: 'video', participants: [t.them, t.third] },
  ],
  call_end: (t) => [{ type: 'call_end', ...call(t) }],
  offer: (t) => [{ type: 'offer', ...signal(t), offer: { type: 'offer', sdp: 'v=0' } }],
  answer: (t) => [{ type: 'answer', ...signal(t), answer: { type: 'answer', sdp: 'v=0' } }],
  'ice-candidate': (t) => [
    {
      type: 'ice-candidate',
      ...signal(t),
      candidate: { candidate: 'candidate:1 1 udp 1 x 9 typ host' },
    },
  ],
  'call-ended': (t) => [{ type: 'call-ended', ...signal(t) }],
  'media-state': (t) => [{ type: 'media-state', ...signal(t), camera: false, screen: true }],
};

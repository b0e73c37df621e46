import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Conversation } from '../../protocol';
import { passkeys, videoDownloads, videos } from '../db/schema';
import type { ChatWho } from './chat-fixture';
import { CHAT_USER, chatFixture } from './chat-fixture';

/**
 * Texts only Sofía and the people she shares them with may ever read: a reply that carries one
 * of them to Emma is a leak. Each is unlike anything else the server says.
 */
export const SECRET = {
  groupName: 'Secret group 7f3a',
  directText: 'secret direct text 5d21',
  editedText: 'secret edited text 9c04',
  groupText: 'secret group text b6e8',
  caption: 'secret photo caption 2a7f',
  paymentNote: 'secret payment note 81d3',
  requestNote: 'secret request note 4e9b',
  scheduledText: 'secret scheduled text c3f0',
  listName: 'Secret list 6b1d',
  listDescription: 'secret list description 0e7a',
  statusText: 'secret status text 73c9',
  noTranslateWord: 'Secretword8f2e',
  collabNote: 'secret collab note d05b',
} as const;

/** Amounts in cents, unlike any other number the server answers with. */
export const SECRET_CENTS = { payment: 7319, request: 4637 } as const;

/** Which of Sofía's things a request names; the matrix fills paths and bodies from it. */
export interface Target {
  /** Who the request's body says is acting. */
  me: string;
  /** The other person of the request: whose things are asked for. */
  them: string;
  /** Someone who shares the conversation with `them` (not the caller). */
  third: string;
  conversation: string;
  message: string;
  photoRef: string;
  game: string;
  payment: string;
  paymentRequest: string;
  scheduled: string;
  contactList: string;
  broadcastList: string;
  status: string;
  friendRequest: string;
  /** An upload still under way: nobody but its owner sees it. */
  video: string;
  videoKey: string;
  /** A video in the feed (everyone sees it), and a comment of its owner's on it. */
  videoPublic: string;
  comment: string;
  download: string;
  collabRequest: string;
  device: string;
  /** A passkey of hers (stored as registering one would: its checks are accounts.test.ts's). */
  passkey: string;
  /** The endpoint of a browser of hers subscribed to Web Push. */
  pushEndpoint: string;
}

type Fixture = Awaited<ReturnType<typeof chatFixture>>;

/** Runs a call as `who`; throws unless it answered `status`. */
async function made<T>(
  f: Fixture,
  who: ChatWho,
  status: number,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await f.s.app.inject({
    method,
    url,
    headers: { cookie: f.cookies[who], ...headers },
    payload: payload as object,
  });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return (res.body ? res.json() : undefined) as T;
}

/**
 * The chat fixture, plus one of each kind of private thing of Sofía's that Emma is no part of:
 * a one-to-one chat with Camille and a group with Camille and Lukas, texts (one edited, one
 * starred), a photo, a game, a payment and a request, Send Later, a contact list, a status seen
 * by her friend Camille, a request to Lukas, translation and chat settings, a link code, a
 * video upload under way, a download, a collaboration request and her session. Made through the
 * API as she would, except the videos in the feed (their checks are `videos.test.ts`'s).
 */
export async function authzFixture() {
  const f = await chatFixture('Ours');
  const B = CHAT_USER.sofia;
  const C = CHAT_USER.camille;
  const L = CHAT_USER.lukas;
  const as = <T>(
    status: number,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => made<T>(f, 'sofia', status, method, url, payload, headers);

  const direct = await as<Conversation>(201, 'POST', '/api/conversations', {
    participants: [C],
  });
  const group = await as<Conversation>(201, 'POST', '/api/conversations', {
    participants: [C, L],
    name: SECRET.groupName,
  });
  const text = await f.send('sofia', direct.id, SECRET.directText);
  await as(200, 'PUT', `/api/messages/${text.id}/edit`, { content: SECRET.editedText, userId: B });
  await as(200, 'PUT', `/api/messages/${text.id}/star`);
  await f.send('camille', group.id, SECRET.groupText);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const photo = await as<{ ref: string; url: string }>(
    201,
    'POST',
    '/api/objects?kind=image',
    png,
    {
      'content-type': 'image/png',
    },
  );
  const picture = await f.send('sofia', group.id, photo.url, {
    messageType: 'image',
    metadata: { objectRef: photo.ref, caption: SECRET.caption, source: 'upload' },
  });
  // Hers, in the chat she shares with Emma: what Emma may touch only as herself.
  const shared = await f.send('sofia', f.direct.id, 'Hello Emma');

  const game = await as<{ id: string }>(201, 'POST', '/api/games', {
    conversationId: direct.id,
    gameType: 'connect_four',
    players: [B, C],
  });
  const payment = await as<{ id: string }>(201, 'POST', '/api/payments', {
    fromUserId: B,
    toUserId: C,
    amount: SECRET_CENTS.payment / 100,
    note: SECRET.paymentNote,
    conversationId: direct.id,
  });
  // Settled now: the settler's timer would otherwise change it in the middle of the suite.
  await as(200, 'PUT', `/api/payments/${payment.id}/status`, { status: 'completed' });
  const request = await as<{ id: string }>(201, 'POST', '/api/payment-requests', {
    userId: B,
    toUserId: C,
    amount: SECRET_CENTS.request / 100,
    note: SECRET.requestNote,
    conversationId: direct.id,
  });
  const scheduled = await as<{ id: string }>(201, 'POST', '/api/scheduled-messages', {
    conversationId: direct.id,
    content: SECRET.scheduledText,
    sendAt: new Date(Date.now() + 86_400_000).toISOString(),
  });

  const list = await as<{ id: string }>(201, 'POST', '/api/contact-lists', {
    name: SECRET.listName,
    description: SECRET.listDescription,
  });
  await as(200, 'POST', `/api/contact-lists/${list.id}/members`, { userIds: [C] });
  const broadcast = await as<{ id: string }>(201, 'POST', '/api/broadcast-lists', {
    name: 'Sofia news',
  });
  await made(f, 'camille', 200, 'PUT', `/api/broadcast-lists/${broadcast.id}/subscription`);

  const friendship = await as<{ request: { id: string } }>(201, 'POST', '/api/friend-requests', {
    receiverId: C,
  });
  await made(f, 'camille', 204, 'POST', `/api/friend-requests/${friendship.request.id}/accept`);
  const pending = await as<{ request: { id: string } }>(201, 'POST', '/api/friend-requests', {
    receiverId: L,
  });
  const status = await as<{ id: string }>(201, 'POST', '/api/status-updates', {
    content: SECRET.statusText,
  });
  await made(f, 'camille', 200, 'POST', `/api/status-updates/${status.id}/view`);

  await as(200, 'PUT', `/api/conversations/${direct.id}/translation-settings`, {
    autoTranslate: true,
    targetLanguage: 'es',
  });
  await as(200, 'PUT', `/api/conversations/${direct.id}/preferences`, { muted: true });
  await as(200, 'PUT', `/api/users/${B}/no-translate`, { words: [SECRET.noTranslateWord] });
  await as(200, 'PUT', `/api/users/${B}/privacy`, { readReceipts: false });
  await as(200, 'PATCH', '/api/settings', { theme: 'dark' });
  await as(201, 'POST', '/api/device-links');
  const [device] = await as<{ id: string }[]>(200, 'GET', '/api/devices');
  const passkey = 'c29maWEtcGFzc2tleQ';
  await f.s.app.ctx.db
    .insert(passkeys)
    .values({ id: passkey, userId: B, publicKey: 'AAAA', transports: ['internal'] });

  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/sofia-${randomBytes(8).toString('hex')}`;
  await as(204, 'PUT', '/api/push/subscriptions', pushSubscriptionMake(pushEndpoint));

  const upload = await as<{ key: string; uploadId: string }>(
    200,
    'POST',
    '/api/uploads/s3/multipart',
    { filename: 'holiday.mp4', type: 'video/mp4', size: 5000 },
  );
  const clips = await videosMake(f);
  const comment = await as<{ id: string }>(201, 'POST', `/api/videos/${clips.ready}/comments`, {
    content: 'First!',
  });
  const collab = await as<{ id: string }>(
    201,
    'POST',
    `/api/videos/${clips.camille}/collaboration-requests`,
    { note: SECRET.collabNote },
  );

  /**
   * Sofía's things, as Emma would name them trying to reach them: in her chat with Camille, in
   * her group, or from the chat Emma shares with her (a photo or a request of hers named there).
   */
  const target = (variant: 'direct' | 'group' | 'shared'): Target => ({
    me: CHAT_USER.emma,
    them: B,
    third: C,
    conversation: { direct: direct.id, group: group.id, shared: f.direct.id }[variant],
    message: variant === 'direct' ? text.id : picture.id,
    photoRef: photo.ref,
    game: game.id,
    payment: payment.id,
    paymentRequest: request.id,
    scheduled: scheduled.id,
    contactList: list.id,
    broadcastList: broadcast.id,
    status: status.id,
    friendRequest: pending.request.id,
    video: upload.uploadId,
    videoKey: upload.key,
    videoPublic: clips.ready,
    comment: comment.id,
    download: clips.download,
    collabRequest: collab.id,
    device: device!.id,
    passkey,
    pushEndpoint,
  });

  /**
   * Ids of Sofía's that Emma has no way to know: one in a reply she did not send herself is a
   * leak. (Her public things, the broadcast list and the video in the feed, are not among them.)
   */
  const t = target('direct');
  const privateIds = [
    direct.id,
    group.id,
    text.id,
    picture.id,
    photo.ref,
    t.game,
    t.payment,
    t.paymentRequest,
    t.scheduled,
    t.contactList,
    t.status,
    t.friendRequest,
    t.video,
    t.download,
    t.collabRequest,
    t.device,
    t.passkey,
    t.pushEndpoint,
  ];
  return { f, target, privateIds, shared, sharedConversation: f.direct.id };
}

/** A browser's PushSubscription JSON for `endpoint`, with keys as a browser makes them. */
export function pushSubscriptionMake(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/**
 * Sofía's video in the feed and Camille's, made straight in the table, and a finished download
 * of Sofía's (ready, so the render queue leaves it alone) with its file in the store.
 */
async function videosMake(f: Fixture) {
  const { db, objects } = f.s.app.ctx;
  const ready = randomUUID();
  const camille = randomUUID();
  const download = randomUUID();
  const feedVideo = (id: string, ownerId: string) => ({
    id,
    ownerId,
    key: `video/${id}`,
    status: 'ready',
    mimeType: 'video/mp4',
    size: 1000,
    durationMs: 2000,
    width: 160,
    height: 120,
    thumbKey: `video/${id}.thumb`,
    title: 'A clip',
    readyAt: new Date(),
  });
  await db
    .insert(videos)
    .values([feedVideo(ready, CHAT_USER.sofia), feedVideo(camille, CHAT_USER.camille)]);
  await db.insert(videoDownloads).values({
    id: download,
    videoId: ready,
    userId: CHAT_USER.sofia,
    status: 'ready',
    progress: 100,
    key: `video-download/${download}`,
    progressAt: new Date(),
  });
  await objects.put(`video-download/${download}`, Buffer.from('mp4 bytes'), 'video/mp4');
  return { ready, camille, download };
}

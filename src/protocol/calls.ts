import { z } from 'zod';

/**
 * Calls (spec core 7 live connection, secondary 'Video call screen'): a call rings the other
 * members of a conversation, and the browsers then connect to each other directly (WebRTC), with
 * the server relaying their set-up messages. The server keeps no call state but a ringing call's
 * clock: every frame names its conversation, and is relayed only between members of it.
 */

/** Names a call: chosen by the caller's browser, like a message's clientId. */
export const callIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'callId must be letters, digits, - or _');

export const callTypeSchema = z.enum(['video', 'audio']);
export type CallType = z.infer<typeof callTypeSchema>;

/** Session descriptions run to a few KB; this leaves room and stops floods. */
export const CALL_SDP_MAX = 20_000;

const idSchema = z.string().min(1).max(100);

const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(CALL_SDP_MAX).optional(),
});

const iceCandidateSchema = z.object({
  candidate: z.string().max(2_000).optional(),
  sdpMid: z.string().max(100).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(1_000).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** Spec core 3 'Call object', as the ringing side sees it. */
export const callSchema = z.object({
  callId: callIdSchema,
  conversationId: idSchema,
  /** Who is calling. */
  from: idSchema,
  callType: callTypeSchema,
  /** Every member of the conversation, the caller included. */
  participants: z.array(idSchema),
  startedAt: z.string(),
});
export type Call = z.infer<typeof callSchema>;

/** Client to server: ring the other members (spec: participants and callType). */
export const callStartEventSchema = z.object({
  type: z.literal('call_start'),
  callId: callIdSchema,
  conversationId: idSchema,
  callType: callTypeSchema.default('video'),
  /** Sent by the spec's client; the conversation's members decide who rings. */
  participants: z.array(idSchema).max(100).optional(),
});

/** Client to server: I ended, declined or left the call. */
export const callEndEventSchema = z.object({
  type: z.literal('call_end'),
  callId: callIdSchema,
  conversationId: idSchema,
  participants: z.array(idSchema).max(100).optional(),
});

/**
 * Spec secondary 3 'Call signalling message': offer, answer, ice-candidate and call-ended, each
 * addressed to one participant (`to`), with the given extra fields; and media-state.
 */
function signalSchemas<F extends z.ZodRawShape>(fields: F) {
  return [
    z.object({ type: z.literal('offer'), ...fields, offer: sessionDescriptionSchema }),
    z.object({ type: z.literal('answer'), ...fields, answer: sessionDescriptionSchema }),
    z.object({ type: z.literal('ice-candidate'), ...fields, candidate: iceCandidateSchema }),
    z.object({ type: z.literal('call-ended'), ...fields }),
    /**
     * What I send (camera on, screen shared): the other side shows my avatar instead of a
     * black or frozen picture, since a paused video track looks, from afar, like a slow one.
     */
    z.object({
      type: z.literal('media-state'),
      ...fields,
      camera: z.boolean(),
      screen: z.boolean(),
    }),
  ] as const;
}

const addressed = { to: idSchema, callId: callIdSchema, conversationId: idSchema };

/** Client to server. */
export const callSignalEventSchemas = signalSchemas(addressed);
/** Server to client: the same, with who sent it. */
export const callSignalServerSchemas = signalSchemas({ ...addressed, from: idSchema });

export type CallSignalEvent = z.infer<(typeof callSignalEventSchemas)[number]>;
export type CallSignalType = CallSignalEvent['type'];

/** Server to client: someone is calling (rings wherever the person is in the app). */
export const callIncomingEventSchema = z.object({
  type: z.literal('call_incoming'),
  call: callSchema,
});
/**
 * Server to client: a participant ended, declined or left the call; or, with `reason:
 * 'no_answer'`, nobody answered it in time (the server decides: CALL_RING_TIMEOUT_MS), and
 * `from` is the caller.
 */
export const callEndedEventSchema = z.object({
  type: z.literal('call_ended'),
  callId: callIdSchema,
  conversationId: idSchema,
  from: idSchema,
  reason: z.enum(['no_answer']).optional(),
});

/** A STUN or TURN server, as RTCPeerConnection takes it. */
export const iceServerSchema = z.strictObject({
  urls: z.union([z.string().min(1).max(500), z.array(z.string().min(1).max(500)).min(1).max(10)]),
  username: z.string().max(500).optional(),
  credential: z.string().max(500).optional(),
});
export const iceServersSchema = z.array(iceServerSchema).max(10);
export type IceServer = z.infer<typeof iceServerSchema>;

/** GET /api/calls/ice-servers: for a call in this chat (its members only, issue 32). */
export const iceServersQuerySchema = z.object({ conversationId: idSchema });

/**
 * What a browser needs to connect a call: the STUN and TURN servers (TURN with a username and
 * password made for this person that expire, issue 32), and whether to go through the relay
 * only ('relay': the other side never learns this browser's addresses).
 */
export const iceConfigSchema = z.object({
  iceServers: iceServersSchema,
  iceTransportPolicy: z.enum(['all', 'relay']).optional(),
});
export type IceConfig = z.infer<typeof iceConfigSchema>;

/** Spec secondary 7: a pair of public STUN services, unless ICE_SERVERS says otherwise. */
export const ICE_SERVERS_DEFAULT: IceServer[] = [
  { urls: 'stun:stun.l.google.com:19302' },
  { urls: 'stun:stun1.l.google.com:19302' },
];

/**
 * GET /api/calls/current?conversationId=: the call under way in a chat and who is in it (null
 * when none is), so that a member who missed, declined or left a group call can join it.
 */
export const callUnderWaySchema = z.object({
  callId: callIdSchema,
  conversationId: idSchema,
  from: idSchema,
  callType: callTypeSchema,
  startedAt: z.string(),
  present: z.array(idSchema),
});
export type CallUnderWay = z.infer<typeof callUnderWaySchema>;
export const callCurrentSchema = z.object({ call: callUnderWaySchema.nullable() });
/** With `callId`, that call if it is still under way (the call screen asks who is left). */
export const callCurrentQuerySchema = iceServersQuerySchema.extend({
  callId: callIdSchema.optional(),
});
export type CallCurrent = z.infer<typeof callCurrentSchema>;

import { z } from 'zod';
import type { CallLine } from './call-lines';

/**
 * Web Push subscriptions: the JSON a browser's `PushSubscription.toJSON()` gives (W3C Push API),
 * which the client hands the server so that it can send to that browser while it is closed.
 */

export const PUSH_TEXT = {
  endpoint: 'Push endpoint must be an https URL of a push service',
  p256dh: 'Push key p256dh must be a P-256 public key (65 bytes, base64url)',
  auth: 'Push key auth must be 16 bytes (base64url)',
} as const;

/**
 * The longest endpoint accepted. Real ones (FCM, Mozilla's autopush, Apple, Windows) are 150 to
 * 500 characters; 2,048 leaves room for a service that makes them longer and still bounds what one
 * person can make the server store and request.
 */
export const PUSH_ENDPOINT_MAX = 2048;

/** RFC 8291 §3.1: the browser's key is an uncompressed P-256 point, 0x04 || x || y. */
const P256_POINT_BYTES = 65;
/** RFC 8291 §3.2: the authentication secret is 16 random bytes. */
const AUTH_SECRET_BYTES = 16;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes of base64url text (RFC 4648 §5), padded or not; null when it is not base64url. */
function base64urlBytes(text: string): Uint8Array | null {
  const bare = text.replace(/={1,2}$/, '');
  // One character left over is 6 bits: not a whole byte, so not base64 at all.
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((bare.length * 3) / 4));
  let value = 0;
  let bits = 0;
  let at = 0;
  for (const ch of bare) {
    value = (value << 6) | BASE64URL.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
      value &= (1 << bits) - 1;
    }
  }
  return bytes;
}

/** P-256's field prime and curve constant b (SEC 2 §2.4.2; the curve is y² = x³ - 3x + b). */
const P256_P = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n;
const P256_B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

function bigintOf(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n;
}

/**
 * Whether text is base64url of an uncompressed P-256 point that lies on the curve. Checked here
 * so that a made-up key is refused when the subscription is given, with words, rather than
 * failing every push to it later without any.
 */
function p256PointIsValid(text: string): boolean {
  const bytes = base64urlBytes(text);
  if (!bytes || bytes.length !== P256_POINT_BYTES || bytes[0] !== 0x04) return false;
  const x = bigintOf(bytes.subarray(1, 33));
  const y = bigintOf(bytes.subarray(33));
  if (x >= P256_P || y >= P256_P) return false;
  // BigInt's % keeps the sign of the dividend: bring both sides into 0..p-1.
  const mod = (n: bigint) => ((n % P256_P) + P256_P) % P256_P;
  return mod(y * y) === mod(x * x * x - 3n * x + P256_B);
}

/** Loopback names and addresses (tests' local push services). */
function hostIsLoopback(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}

/**
 * Whether the server may send to this endpoint. The server makes the request, so the endpoint is
 * a request a user asks it to make (server-side request forgery): push services are reached by
 * DNS name, so an address literal (the URL parser has already turned `0x7f.1` and the like into
 * dotted form) or a loopback name is refused. A name that resolves to an inner address is for the
 * sender to refuse; this layer does no I/O.
 */
function endpointIsAllowed(text: string, loopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  // No push service puts credentials in an endpoint.
  if (url.username || url.password) return false;
  const host = url.hostname;
  if (loopback && hostIsLoopback(host))
    return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const addressLiteral = /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.startsWith('[');
  return !addressLiteral && !hostIsLoopback(host);
}

/** What a deployment allows beyond real push services. */
export interface PushSubscriptionRules {
  /**
   * Tests only: endpoints on this machine (https, or http) are accepted, for a local push
   * service. Off in production, where such an endpoint would point the server at itself.
   */
  loopback: boolean;
}

/** A browser's PushSubscription JSON, checked by the given rules. */
export function pushSubscriptionSchemaFor(rules: PushSubscriptionRules) {
  return z.object({
    endpoint: z
      .string()
      .max(PUSH_ENDPOINT_MAX, PUSH_TEXT.endpoint)
      .refine((v) => endpointIsAllowed(v, rules.loopback), PUSH_TEXT.endpoint),
    /** Milliseconds since the epoch when the push service will end it; browsers give null. */
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      // 65 bytes are 87 characters; a few more allow padding.
      p256dh: z.string().max(96, PUSH_TEXT.p256dh).refine(p256PointIsValid, PUSH_TEXT.p256dh),
      auth: z
        .string()
        .max(32, PUSH_TEXT.auth)
        .refine((v) => base64urlBytes(v)?.length === AUTH_SECRET_BYTES, PUSH_TEXT.auth),
    }),
  });
}

/** A browser's PushSubscription JSON as production accepts it: real push services only. */
export const pushSubscriptionSchema = pushSubscriptionSchemaFor({ loopback: false });
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: which of my browsers stops getting pushes. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX, PUSH_TEXT.endpoint),
});
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** GET /api/push/key: the server's VAPID public key, the browser's `applicationServerKey`. */
export interface PushKey {
  publicKey: string;
}

/**
 * What a push carries to the service worker, which composes the notification from it in the
 * reader's language (`language`) with the catalogs' words: the server sends data, not sentences,
 * apart from the message's own words, already in the language the reader reads the chat in.
 */
export type PushNotice =
  | {
      type: 'message';
      conversationId: string;
      messageId: string;
      /** The reader's app language: which catalog the worker words the notification in. */
      language: string;
      isGroup: boolean;
      /** The group's name; null for a one-to-one chat (its title is the sender's name). */
      chatName: string | null;
      senderName: string;
      senderFirstName: string;
      messageType: string;
      /** The message names the reader with @ (it came through Mute). */
      mentioned: boolean;
      /**
       * The words as the reader would read them in the chat (a text, a photo's caption),
       * translated when their settings for it say so; null for none, or a burner's (only that one
       * came). `body` so that one too long for a push is shortened rather than refused.
       */
      body: string | null;
      /** A call's line (issue 32): how it went, for the worker to word ('Missed video call'). */
      callLine?: CallLine;
    }
  | {
      type: 'call';
      conversationId: string;
      callId: string;
      language: string;
      callType: 'audio' | 'video';
      isGroup: boolean;
      callerName: string;
    };

import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushSubscriptionJson } from '../../../protocol';
import { pushPayloadFit } from './push-payload';
import type { VapidDetails } from './vapid';

/**
 * What became of a push. `gone`: the push service no longer knows the subscription (404 or 410,
 * RFC 8030 §7.3), so the caller drops it. `failed`: anything else (refused, unreachable, too
 * slow, a payload that could not be made to fit), which the caller logs and keeps the
 * subscription for: the next push may well get through.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** RFC 8030 §5.3: how soon the browser's device should be woken for it. */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * How long a push service may take before the push counts as failed, in milliseconds of silence
 * on the connection (web-push's `timeout`, a socket idle timeout). Push services answer in well
 * under a second; 10 s allows a slow TLS handshake and keeps a push service that hangs from
 * holding a socket, and whatever waits for it, for minutes.
 */
export const PUSH_TIMEOUT_MS = 10_000;

export interface PushSendOptions {
  vapid: VapidDetails;
  /** How long the push service keeps the message for a device that is offline (RFC 8030 §5.2). */
  ttlSeconds: number;
  urgency?: PushUrgency;
  /**
   * A newer push with the same topic replaces one still waiting (RFC 8030 §5.4): at most 32
   * base64url characters.
   */
  topic?: string;
  /** Connections to the push service; tests pass one that trusts their stand-in's certificate. */
  agent?: Agent;
  timeoutMs?: number;
  /** Told why a push failed (a `WebPushError` carries the status and body), for the log. */
  onFailure?: (reason: unknown) => void;
}

/**
 * Sends one push: the payload as JSON, encrypted for the subscription (aes128gcm, RFC 8291),
 * signed with the server's VAPID keys (RFC 8292). A `body` too long for one push is shortened
 * (`pushPayloadFit`). Never throws for what a push service or the network does: the answer is
 * in the outcome.
 */
export async function pushSend(
  subscription: Pick<PushSubscriptionJson, 'endpoint' | 'keys'>,
  payload: object,
  options: PushSendOptions,
): Promise<PushOutcome> {
  const body = pushPayloadFit(payload);
  if (body === null) {
    options.onFailure?.(new Error('Push payload is too long and has no body text to shorten'));
    return 'failed';
  }
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: subscription.keys },
      body,
      {
        vapidDetails: options.vapid,
        TTL: options.ttlSeconds,
        contentEncoding: 'aes128gcm',
        urgency: options.urgency ?? 'normal',
        ...(options.topic ? { topic: options.topic } : {}),
        ...(options.agent ? { agent: options.agent } : {}),
        timeout: options.timeoutMs ?? PUSH_TIMEOUT_MS,
      },
    );
    return 'sent';
  } catch (error) {
    if (
      error instanceof webpush.WebPushError &&
      (error.statusCode === 404 || error.statusCode === 410)
    ) {
      return 'gone';
    }
    options.onFailure?.(error);
    return 'failed';
  }
}

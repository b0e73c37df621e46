import { createHmac } from 'node:crypto';
import type { IceServer } from '../../../protocol';

/**
 * How long a member's TURN credentials work. coturn checks the expiry on every request of an
 * allocation, its refreshes included, so this bounds a relayed call's length: six hours covers
 * the longest calls people make while keeping a leaked password short-lived.
 */
export const TURN_CREDENTIAL_TTL_S = 6 * 60 * 60;

/**
 * A TURN username and password for `userId` that coturn (`use-auth-secret`) accepts until
 * `now + ttl`: the TURN REST API (draft-uberti-behave-turn-rest-00), username
 * `<expiry>:<userId>`, password base64(HMAC-SHA1(secret, username)). Nothing is stored: coturn
 * computes the same from the secret it shares with us, so there is no static password to leak.
 */
export function turnCredentials(
  turn: { urls: string[]; secret: string },
  userId: string,
  now: Date,
  ttlSeconds = TURN_CREDENTIAL_TTL_S,
): IceServer {
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
  return { urls: turn.urls, username, credential };
}

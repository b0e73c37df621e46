/**
 * The push stand-in's checks of what a sender did, written from the RFCs rather than from any
 * push library (`push-service-standin.ts` says which sections): the VAPID Authorization of
 * RFC 8292, and the browser's side of RFC 8291 with RFC 8188's `aes128gcm`, which decrypts.
 */
import type { ECDH, KeyObject } from 'node:crypto';
import { createDecipheriv, createHmac, createPublicKey, verify } from 'node:crypto';

/** RFC 8292 §2: a JWT's `exp` may be no more than 24 hours after the request. */
const JWT_LIFETIME_MAX_SECONDS = 24 * 60 * 60;
/** RFC 8291 §4 and RFC 8188 §2.1: salt (16), record size (4), key id length (1), key id (65). */
const HEADER_BYTES = 86;
const TAG_BYTES = 16;

/** A refusal on its way out of the request's checks. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * Checks a VAPID Authorization header (RFC 8292) for a push service at `origin`; returns the
 * public key it was signed with.
 */
export function vapidCheck(header: string | undefined, origin: string): Buffer {
  const match = header ? /^vapid\s+(.*)$/i.exec(header) : null;
  if (!match) throw new Refusal(401, 'No VAPID authorization');
  const params = new Map<string, string>();
  for (const part of match[1]!.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) params.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) throw new Refusal(403, 'VAPID needs both t and k');
  const key = Buffer.from(k, 'base64url');
  if (key.length !== 65 || key[0] !== 0x04) throw new Refusal(403, 'VAPID k is not a P-256 key');
  const [head, claims, signature, ...rest] = token.split('.');
  if (!head || !claims || !signature || rest.length) throw new Refusal(403, 'JWT malformed');
  if (jsonPart(head)?.alg !== 'ES256') throw new Refusal(403, 'JWT alg must be ES256');
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: key.subarray(1, 33).toString('base64url'),
        y: key.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
  } catch {
    throw new Refusal(403, 'VAPID k is not a point on P-256');
  }
  // JWS ES256 signatures are r || s, 32 bytes each (RFC 7518 §3.4), not DER.
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(403, 'JWT signature does not verify with k');
  const claimed = jsonPart(claims);
  if (claimed?.aud !== origin) throw new Refusal(403, `JWT aud is not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claimed.exp !== 'number' || claimed.exp <= now) throw new Refusal(403, 'JWT expired');
  if (claimed.exp > now + JWT_LIFETIME_MAX_SECONDS) {
    throw new Refusal(403, 'JWT exp is more than 24 hours away');
  }
  if (typeof claimed.sub !== 'string' || !/^(mailto:|https:)/.test(claimed.sub)) {
    throw new Refusal(403, 'JWT sub must be a mailto: or https: contact');
  }
  return key;
}

function jsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** HKDF-SHA-256 (RFC 5869) for at most one block of output, as RFC 8291 §3.4 writes it out. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
}

/**
 * Decrypts a Web Push message body (`aes128gcm`, RFC 8291 with RFC 8188) as a browser does, with
 * its key pair and authentication secret. Throws when the body is not one well-formed record
 * that authenticates.
 */
export function webPushDecrypt(body: Buffer, ua: ECDH, authSecret: Buffer): Buffer {
  if (body.length < HEADER_BYTES + TAG_BYTES + 1) throw new Error('body too short');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20];
  if (keyIdLength !== 65) throw new Error('key id must be the sender key (65 bytes)');
  const asPublic = body.subarray(21, HEADER_BYTES);
  const record = body.subarray(HEADER_BYTES);
  if (recordSize < TAG_BYTES + 2) throw new Error('record size under 18');
  if (record.length > recordSize) throw new Error('more than one record');

  // RFC 8291 §3.3, §3.4: the input keying material from the ECDH secret and the auth secret.
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  // RFC 8188 §2.2, §2.3: the content key and the nonce; record 0's nonce is the nonce itself.
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - TAG_BYTES)),
    decipher.final(),
  ]);
  // RFC 8188 §2: data, then a delimiter (2 for the last record), then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0 || padded[end] !== 2) throw new Error('last record lacks its 0x02 delimiter');
  return padded.subarray(0, end);
}

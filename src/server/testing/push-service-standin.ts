/**
 * A local push service for tests, written from the specifications rather than from any push
 * library, so that it checks web-push's output instead of agreeing with it:
 *
 * - RFC 8030, Generic Event Delivery Using HTTP Push: `POST` to the push resource (§5), `TTL`
 *   required (§5.2), `Urgency` (§5.3) and `Topic` (§5.4) checked, 201 Created with a `Location`,
 *   413 over 4,096 bytes of body (§7.2), 404 for an unknown and 410 for an expired subscription.
 * - RFC 8291, Message Encryption for Web Push: the browser's side: a P-256 key pair and a 16-byte
 *   authentication secret per subscription (§2), the key derivation from ECDH and that secret
 *   (§3.3, §3.4), one record whose key id is the sender's public key (§4).
 * - RFC 8188, Encrypted Content-Encoding for HTTP, `aes128gcm`: the header (salt, record size,
 *   key id), the content key and nonce (§2.2, §2.3), AES-128-GCM and the last record's padding.
 * - RFC 8292, VAPID: `Authorization: vapid t=<JWT>, k=<key>` (§3), an ES256 JWT whose `aud` is
 *   the endpoint's origin and whose `exp` is at most 24 hours away (§2); 401 without one, 403 for
 *   a bad one or a key other than the one the subscription was made for (§4.2). It also insists
 *   on `sub`, which RFC 8292 leaves optional (§2.1) and Apple's and Mozilla's services require.
 *
 * A real push service never decrypts: the browser does. The stand-in plays both, so a message it
 * cannot decrypt is refused with 400, where a real service would take it and the browser drop it.
 *
 * It serves https with a certificate made at start: web-push sends with `https.request` only
 * (it ignores an endpoint's `http:`). `agent` trusts that certificate and nothing else, for
 * the calls that talk to the stand-in; TLS verification stays on everywhere.
 */
import { execFile } from 'node:child_process';
import type { ECDH, KeyObject } from 'node:crypto';
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PushSubscriptionJson } from '../../protocol';

/** RFC 8030 §7.2: the body a push service must accept; it may refuse more with 413. */
const BODY_MAX_BYTES = 4096;
/** RFC 8292 §2: a JWT's `exp` may be no more than 24 hours after the request. */
const JWT_LIFETIME_MAX_SECONDS = 24 * 60 * 60;
/** RFC 8291 §4 and RFC 8188 §2.1: salt (16), record size (4), key id length (1), key id (65). */
const HEADER_BYTES = 86;
const TAG_BYTES = 16;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);

/** A message the stand-in took, decrypted. */
export interface ReceivedPush {
  subscriptionId: string;
  headers: IncomingHttpHeaders;
  /** The plaintext as JSON; undefined when it is not JSON (`text` has it). */
  payload: unknown;
  text: string;
}

/** A request the stand-in refused, and why, so a test can tell one refusal from another. */
export interface RefusedPush {
  subscriptionId: string | null;
  status: number;
  reason: string;
}

interface Held {
  /** The browser's key pair (RFC 8291 `ua_private`, `ua_public`). */
  ecdh: ECDH;
  authSecret: Buffer;
  /** The VAPID public key the subscription was made for; any key when absent. */
  applicationServerKey: Buffer | null;
  expired: boolean;
  stalled: boolean;
}

/** A refusal on its way out of the request's checks. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** A local push service speaking RFC 8030/8291/8188/8292 on https://127.0.0.1. */
export class PushServiceStandin {
  /** Every message taken, oldest first. */
  readonly received: ReceivedPush[] = [];
  /** Every request refused, oldest first. */
  readonly refused: RefusedPush[] = [];
  readonly #subscriptions = new Map<string, Held>();
  #server: Server | null = null;
  #origin: string | null = null;
  #agent: Agent | null = null;

  /** Starts on a free port with a fresh self-signed certificate; returns the origin. */
  async start(): Promise<string> {
    const { key, cert } = await certificateCreate();
    const server = createServer({ key, cert }, (req, res) => this.#answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    this.#server = server;
    this.#origin = `https://127.0.0.1:${port}`;
    // Trusts this certificate only (not the system's roots, not other hosts' certificates).
    this.#agent = new Agent({ ca: cert, keepAlive: false });
    return this.#origin;
  }

  get origin(): string {
    if (!this.#origin) throw new Error('Push service stand-in is not started');
    return this.#origin;
  }

  /** Connections that trust the stand-in's certificate, for web-push's `agent`. */
  get agent(): Agent {
    if (!this.#agent) throw new Error('Push service stand-in is not started');
    return this.#agent;
  }

  /**
   * A subscription as a browser makes one (`pushManager.subscribe`): a fresh P-256 key pair and
   * authentication secret, the private key kept here. With `applicationServerKey` (the server's
   * VAPID public key, base64url) only pushes signed by that key are taken, as browsers ask.
   */
  subscriptionCreate(options: { applicationServerKey?: string } = {}): {
    id: string;
    subscription: PushSubscriptionJson;
  } {
    const id = randomBytes(16).toString('base64url');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    this.#subscriptions.set(id, {
      ecdh,
      authSecret,
      applicationServerKey: options.applicationServerKey
        ? Buffer.from(options.applicationServerKey, 'base64url')
        : null,
      expired: false,
      stalled: false,
    });
    return {
      id,
      subscription: {
        endpoint: `${this.origin}/push/${id}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
      },
    };
  }

  /** From now on the subscription answers 410 Gone, as after the user revoked permission. */
  subscriptionExpire(id: string): void {
    this.#held(id).expired = true;
  }

  /** From now on requests for the subscription are read and never answered (a hung service). */
  subscriptionStall(id: string): void {
    this.#held(id).stalled = true;
  }

  async close(): Promise<void> {
    this.#agent?.destroy();
    const server = this.#server;
    if (!server) return;
    this.#server = null;
    // Stalled requests would keep close() waiting for ever.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  #held(id: string): Held {
    const held = this.#subscriptions.get(id);
    if (!held) throw new Error(`No subscription ${id}`);
    return held;
  }

  #answer(req: IncomingMessage, res: ServerResponse): void {
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '')?.[1] ?? null;
    const chunks: Buffer[] = [];
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
      // Enough to know it is too long; the rest is read and dropped.
      if (length <= BODY_MAX_BYTES + 1) chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        const held = id === null ? undefined : this.#subscriptions.get(id);
        if (id === null || !held) throw new Refusal(404, 'No such subscription');
        if (held.stalled) return;
        const message = this.#take(req, held, Buffer.concat(chunks), length);
        this.received.push({ subscriptionId: id, headers: req.headers, ...message });
        res.writeHead(201, {
          Location: `${this.origin}/message/${randomBytes(12).toString('base64url')}`,
          TTL: String(req.headers.ttl),
        });
        res.end();
      } catch (error) {
        const refusal =
          error instanceof Refusal ? error : new Refusal(500, `Stand-in failed: ${String(error)}`);
        this.refused.push({ subscriptionId: id, status: refusal.status, reason: refusal.reason });
        res.writeHead(refusal.status, {
          'Content-Type': 'text/plain; charset=utf-8',
          ...(refusal.status === 401 ? { 'WWW-Authenticate': 'vapid' } : {}),
          ...(refusal.status === 405 ? { Allow: 'POST' } : {}),
        });
        res.end(refusal.reason);
      }
    });
  }

  /** The checks of a push request, in the order a push service makes them; the plaintext. */
  #take(
    req: IncomingMessage,
    held: Held,
    body: Buffer,
    length: number,
  ): { payload: unknown; text: string } {
    if (req.method !== 'POST') throw new Refusal(405, 'Push with POST');
    if (held.expired) throw new Refusal(410, 'Subscription expired');
    // Node joins a repeated header it does not know with commas, which then fails its check.
    const one = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const ttl = one('ttl');
    if (ttl === undefined || !/^\d+$/.test(ttl)) {
      throw new Refusal(400, 'TTL header missing or not a number of seconds');
    }
    const key = vapidCheck(req.headers.authorization, this.origin);
    if (held.applicationServerKey && !held.applicationServerKey.equals(key)) {
      throw new Refusal(403, 'VAPID key is not the one the subscription was made for');
    }
    const urgency = one('urgency');
    if (urgency !== undefined && !URGENCIES.has(urgency)) {
      throw new Refusal(400, `Unknown Urgency '${urgency}'`);
    }
    const topic = one('topic');
    if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) {
      throw new Refusal(400, 'Topic must be 1 to 32 base64url characters');
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') {
      throw new Refusal(415, 'Content-Encoding must be aes128gcm');
    }
    if (length > BODY_MAX_BYTES) throw new Refusal(413, `Body over ${BODY_MAX_BYTES} bytes`);
    let plaintext: Buffer;
    try {
      plaintext = webPushDecrypt(body, held.ecdh, held.authSecret);
    } catch (error) {
      throw new Refusal(400, `Cannot decrypt: ${(error as Error).message}`);
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
    } catch {
      throw new Refusal(400, 'Plaintext is not UTF-8 (the server sends JSON)');
    }
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
    return { payload, text };
  }
}

/**
 * Checks a VAPID Authorization header (RFC 8292) for a push service at `origin`; returns the
 * public key it was signed with.
 */
function vapidCheck(header: string | undefined, origin: string): Buffer {
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

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day, made by openssl. */
async function certificateCreate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'allo-push-tls-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=Allo push service stand-in',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]);
    return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

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
import type { ECDH } from 'node:crypto';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PushSubscriptionJson } from '../../protocol';
import { Refusal, vapidCheck, webPushDecrypt } from './push-crypto';

/** RFC 8030 §7.2: the body a push service must accept; it may refuse more with 413. */
const BODY_MAX_BYTES = 4096;
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

import { createECDH, createPrivateKey, sign } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptionSchema, pushSubscriptionSchemaFor } from '../../../protocol';
import { webPushDecrypt } from '../../testing/push-crypto';
import { PushServiceStandin } from '../../testing/push-service-standin';
import type { PushSendOptions } from './push-send';
import { pushSend } from './push-send';
import type { VapidDetails, VapidKeys } from './vapid';
import { vapidDetailsCreate } from './vapid';

const SUBJECT = 'mailto:ops@allo.example';
const standin = new PushServiceStandin();
let vapid: VapidDetails;

beforeAll(async () => {
  await standin.start();
  vapid = vapidDetailsCreate(webpush.generateVAPIDKeys(), SUBJECT);
});
afterAll(async () => {
  await standin.close();
});

/** pushSend to the stand-in, with what went wrong kept for the test to read. */
async function send(
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: object,
  options: Partial<PushSendOptions> = {},
) {
  const failures: unknown[] = [];
  const outcome = await pushSend(subscription, payload, {
    vapid,
    ttlSeconds: 60,
    agent: standin.agent,
    onFailure: (reason) => failures.push(reason),
    ...options,
  });
  return { outcome, failures };
}

const lastRefusal = () => standin.refused.at(-1);

describe('pushSend', () => {
  it('should deliver a payload the push service decrypts to exactly what was sent', async () => {
    const { id, subscription } = standin.subscriptionCreate({
      applicationServerKey: vapid.publicKey,
    });
    const payload = {
      title: 'ليلى',
      body: 'مرحبا! هل نلتقي غدًا؟ 👋🏽 👨‍👩‍👧 🇯🇴',
      chatId: 'c-42',
      sentAt: '2026-06-01T10:00:00Z',
    };
    expect(await send(subscription, payload)).toEqual({ outcome: 'sent', failures: [] });
    const got = standin.received.at(-1)!;
    expect(got.subscriptionId).toBe(id);
    expect(got.payload).toEqual(payload);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers.urgency).toBe('normal');
    expect(got.headers.topic).toBeUndefined();
  });

  it('should send TTL, Urgency and Topic as headers', async () => {
    const { subscription } = standin.subscriptionCreate();
    const sent = await send(
      subscription,
      { body: 'hi' },
      { ttlSeconds: 3600, urgency: 'high', topic: 'chat-c42' },
    );
    expect(sent.outcome).toBe('sent');
    const { headers } = standin.received.at(-1)!;
    expect(headers.ttl).toBe('3600');
    expect(headers.urgency).toBe('high');
    expect(headers.topic).toBe('chat-c42');
  });

  it('should fail when the JWT is signed by another key than the one it names', async () => {
    const { subscription } = standin.subscriptionCreate();
    const other = webpush.generateVAPIDKeys();
    const forged = { ...vapid, privateKey: other.privateKey };
    const sent = await send(subscription, { body: 'hi' }, { vapid: forged });
    expect(sent.outcome).toBe('failed');
    expect(lastRefusal()).toMatchObject({ status: 403, reason: /signature does not verify/ });
    expect(sent.failures).toEqual([expect.objectContaining({ statusCode: 403 })]);
  });

  it('should fail when the JWT is for another origin than the push service', async () => {
    const { subscription } = standin.subscriptionCreate();
    // The same service by another name: web-push signs for https://localhost:<port>.
    const endpoint = subscription.endpoint.replace('127.0.0.1', 'localhost');
    const sent = await send({ ...subscription, endpoint }, { body: 'hi' });
    expect(sent.outcome).toBe('failed');
    expect(lastRefusal()).toMatchObject({ status: 403, reason: /aud is not/ });
  });

  it('should fail when the subscription was made for another server key', async () => {
    const { subscription } = standin.subscriptionCreate({
      applicationServerKey: webpush.generateVAPIDKeys().publicKey,
    });
    const sent = await send(subscription, { body: 'hi' });
    expect(sent.outcome).toBe('failed');
    expect(lastRefusal()).toMatchObject({ status: 403, reason: /not the one the subscription/ });
  });

  it('should answer gone for an expired subscription (410) and an unknown one (404)', async () => {
    const { id, subscription } = standin.subscriptionCreate();
    standin.subscriptionExpire(id);
    expect(await send(subscription, { body: 'hi' })).toEqual({ outcome: 'gone', failures: [] });
    expect(lastRefusal()).toMatchObject({ status: 410, subscriptionId: id });
    const unknown = { ...subscription, endpoint: `${standin.origin}/push/never-made` };
    expect(await send(unknown, { body: 'hi' })).toEqual({ outcome: 'gone', failures: [] });
    expect(lastRefusal()).toMatchObject({ status: 404, subscriptionId: 'never-made' });
  });

  it('should shorten a body too long for one push and still deliver it', async () => {
    const { subscription } = standin.subscriptionCreate();
    const body = 'وصلتُ إلى المحطة، أين أنت؟ 🚉 '.repeat(200);
    const sent = await send(subscription, { title: 'Karim', body, chatId: 'c-7' });
    expect(sent.outcome).toBe('sent');
    const got = standin.received.at(-1)!;
    const payload = got.payload as { title: string; body: string; chatId: string };
    expect(payload.title).toBe('Karim');
    expect(payload.chatId).toBe('c-7');
    expect(payload.body.endsWith('…')).toBe(true);
    expect(body.startsWith(payload.body.slice(0, -1))).toBe(true);
    expect(Number(got.headers['content-length'])).toBeLessThanOrEqual(4096);
  });

  it('should fail without sending when a payload too long has no body to shorten', async () => {
    const { subscription } = standin.subscriptionCreate();
    const before = standin.received.length;
    const sent = await send(subscription, { title: 'x'.repeat(5000) });
    expect(sent.outcome).toBe('failed');
    expect(String(sent.failures[0])).toMatch(/too long/);
    expect(standin.received).toHaveLength(before);
  });

  it('should fail within the timeout when the push service does not answer', async () => {
    const { id, subscription } = standin.subscriptionCreate();
    standin.subscriptionStall(id);
    const started = Date.now();
    const sent = await send(subscription, { body: 'hi' }, { timeoutMs: 500 });
    const took = Date.now() - started;
    expect(sent.outcome).toBe('failed');
    expect(String(sent.failures[0])).toMatch(/timeout/i);
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(3000);
  });

  it('should fail, not throw, when the push service is unreachable or the keys are bad', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { subscription } = standin.subscriptionCreate();
    const away = { ...subscription, endpoint: `https://127.0.0.1:${port}/push/x` };
    expect((await send(away, { body: 'hi' })).outcome).toBe('failed');
    const badKey = { ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } };
    expect((await send(badKey, { body: 'hi' })).outcome).toBe('failed');
  });

  it('should refuse the stand-in when its certificate is not trusted (TLS stays verified)', async () => {
    const { subscription } = standin.subscriptionCreate();
    const sent = await send(subscription, { body: 'hi' }, { agent: undefined });
    expect(sent.outcome).toBe('failed');
    expect(String(sent.failures[0])).toMatch(/self[- ]signed/i);
  });
});

/** A raw request to the stand-in, for what web-push would never send. */
function post(
  url: string,
  headers: Record<string, string | number>,
  body: Buffer | null,
  method = 'POST',
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: standin.agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** A JWT signed with the keys' private key (ES256 as JWS wants it: r || s). */
function jwtSign(
  claims: object,
  keys: VapidKeys,
  header: object = { typ: 'JWT', alg: 'ES256' },
): string {
  const pub = Buffer.from(keys.publicKey, 'base64url');
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: pub.subarray(1, 33).toString('base64url'),
      y: pub.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const data = `${part(header)}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' });
  return `${data}.${signature.toString('base64url')}`;
}

describe('PushServiceStandin', () => {
  const now = () => Math.floor(Date.now() / 1000);

  /** A valid push as web-push builds it, to be spoilt one way at a time. */
  function valid(text = '{"body":"hi"}') {
    const { subscription } = standin.subscriptionCreate();
    const details = webpush.generateRequestDetails(subscription, text, {
      vapidDetails: vapid,
      TTL: 60,
      contentEncoding: 'aes128gcm',
    });
    const headers: Record<string, string | number> = { ...details.headers };
    const withJwt = (claims: object, header?: object, keys: VapidKeys = vapid) => ({
      ...headers,
      Authorization: `vapid t=${jwtSign(claims, keys, header)}, k=${vapid.publicKey}`,
    });
    const claims = { aud: standin.origin, exp: now() + 3600, sub: SUBJECT };
    return { url: subscription.endpoint, headers, body: details.body!, withJwt, claims };
  }

  it('should decrypt RFC 8291 Appendix A to its plaintext', () => {
    const ua = createECDH('prime256v1');
    ua.setPrivateKey(Buffer.from('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94', 'base64url'));
    const body = Buffer.from(
      'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWA' +
        'mS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSg' +
        'Sxsj_Qulcy4a-fN',
      'base64url',
    );
    const auth = Buffer.from('BTBZMqHH6r4Tts7J_aSIgg', 'base64url');
    expect(webPushDecrypt(body, ua, auth).toString('utf8')).toBe(
      'When I grow up, I want to be a watermelon',
    );
    const tampered = Buffer.from(body);
    tampered[tampered.length - 20] ^= 1;
    expect(() => webPushDecrypt(tampered, ua, auth)).toThrow();
  });

  it('should take a well-made push with 201 Created and a Location on its origin', async () => {
    const push = valid();
    const answer = await post(push.url, push.withJwt(push.claims), push.body);
    expect(answer.status).toBe(201);
    expect(answer.headers.location?.startsWith(`${standin.origin}/message/`)).toBe(true);
    expect(standin.received.at(-1)!.payload).toEqual({ body: 'hi' });
  });

  it('should refuse a push the RFCs do not allow, each with its status', async () => {
    const push = valid();
    const without = (name: string) =>
      Object.fromEntries(Object.entries(push.headers).filter(([key]) => key !== name));
    const noTtl = without('TTL');
    const noAuth = without('Authorization');
    const tampered = Buffer.from(push.body);
    tampered[tampered.length - 5] ^= 1;
    const cases: Array<[string, Record<string, string | number>, Buffer, number, RegExp]> = [
      ['no TTL', noTtl, push.body, 400, /TTL/],
      ['no Authorization', noAuth, push.body, 401, /No VAPID/],
      [
        'another content coding',
        { ...push.headers, 'Content-Encoding': 'aesgcm' },
        push.body,
        415,
        /aes128gcm/,
      ],
      ['an unknown urgency', { ...push.headers, Urgency: 'urgent' }, push.body, 400, /Urgency/],
      ['a long topic', { ...push.headers, Topic: 'x'.repeat(33) }, push.body, 400, /Topic/],
      [
        'a body over 4096 bytes',
        { ...push.headers, 'Content-Length': 4097 },
        Buffer.alloc(4097),
        413,
        /over 4096/,
      ],
      ['a tampered body', push.headers, tampered, 400, /Cannot decrypt/],
      [
        'an expired JWT',
        push.withJwt({ ...push.claims, exp: now() - 1 }),
        push.body,
        403,
        /expired/,
      ],
      [
        'a JWT for more than 24 hours',
        push.withJwt({ ...push.claims, exp: now() + 25 * 3600 }),
        push.body,
        403,
        /24 hours/,
      ],
      [
        'a JWT without sub',
        push.withJwt({ aud: standin.origin, exp: now() + 60 }),
        push.body,
        403,
        /sub/,
      ],
      [
        'a JWT for another origin',
        push.withJwt({ ...push.claims, aud: 'https://push.example.net' }),
        push.body,
        403,
        /aud/,
      ],
      [
        'a JWT with another algorithm',
        push.withJwt(push.claims, { typ: 'JWT', alg: 'HS256' }),
        push.body,
        403,
        /ES256/,
      ],
      [
        'a JWT signed by another key than k',
        push.withJwt(push.claims, undefined, webpush.generateVAPIDKeys()),
        push.body,
        403,
        /signature/,
      ],
    ];
    for (const [what, headers, body, status, reason] of cases) {
      const answer = await post(push.url, headers, body);
      expect({ what, status: answer.status }).toEqual({ what, status });
      expect(answer.text).toMatch(reason);
    }
    expect((await post(push.url, {}, null, 'GET')).status).toBe(405);
  });
});

describe('pushSubscriptionSchema', () => {
  const loopback = pushSubscriptionSchemaFor({ loopback: true });

  it('should accept what a browser gives, and its local endpoint only when tests allow it', () => {
    const made = standin.subscriptionCreate().subscription;
    expect(loopback.parse(made)).toEqual(made);
    expect(pushSubscriptionSchema.safeParse(made).success).toBe(false);
    const fcm = { ...made, endpoint: 'https://fcm.googleapis.com/fcm/send/dXk2:APA91bH' };
    expect(pushSubscriptionSchema.parse(fcm)).toEqual(fcm);
    // Keys with base64 padding, as some browsers once gave them.
    const padded = {
      ...fcm,
      keys: { p256dh: `${made.keys.p256dh}=`, auth: `${made.keys.auth}==` },
    };
    expect(pushSubscriptionSchema.safeParse(padded).success).toBe(true);
  });

  it('should refuse endpoints a push service would not have', () => {
    const keys = standin.subscriptionCreate().subscription.keys;
    const refused = [
      'http://push.example.net/x',
      'https://127.0.0.1/x',
      'https://10.0.0.8/x',
      'https://0x7f.1/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://user:secret@push.example.net/x',
      'ftp://push.example.net/x',
      `https://push.example.net/${'x'.repeat(2048)}`,
      'not a url',
    ];
    for (const endpoint of refused) {
      expect({
        endpoint,
        ok: pushSubscriptionSchema.safeParse({ endpoint, keys }).success,
      }).toEqual({ endpoint, ok: false });
    }
    expect(loopback.safeParse({ endpoint: 'http://127.0.0.1:9/push/a', keys }).success).toBe(true);
    expect(loopback.safeParse({ endpoint: 'http://10.0.0.8/push/a', keys }).success).toBe(false);
  });

  it('should refuse keys that are not a P-256 point and a 16-byte secret', () => {
    const endpoint = 'https://push.example.net/x';
    const { keys } = standin.subscriptionCreate().subscription;
    const point = Buffer.from(keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] ^= 1;
    const compressed = Buffer.from(point);
    compressed[0] = 0x02;
    const refused = [
      { ...keys, p256dh: offCurve.toString('base64url') },
      { ...keys, p256dh: compressed.toString('base64url') },
      { ...keys, p256dh: point.subarray(0, 64).toString('base64url') },
      { ...keys, p256dh: `${keys.p256dh.slice(0, -1)}*` },
      { ...keys, auth: Buffer.alloc(15).toString('base64url') },
      { ...keys, auth: Buffer.alloc(17).toString('base64url') },
    ];
    for (const k of refused) {
      expect(pushSubscriptionSchema.safeParse({ endpoint, keys: k }).success).toBe(false);
    }
    // Every key node:crypto makes lies on the curve by the schema's own arithmetic.
    for (let i = 0; i < 20; i++) {
      const made = standin.subscriptionCreate().subscription.keys;
      expect(pushSubscriptionSchema.safeParse({ endpoint, keys: made }).success).toBe(true);
    }
  });
});

import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { AddressAllowed } from './address-policy';
import { addressVerdict } from './address-policy';
import type { BodyCap } from './body-read';
import { bodyRead, encodingKnown } from './body-read';
import { previewRefusal, refusalOf } from './refusal';
import { urlHost, urlPort } from './url-check';

/** Resolves a host name to every address it has, as `dns.lookup` with `all: true` does. */
export type PreviewLookup = (hostname: string) => Promise<readonly LookupAddress[]>;

/** The system resolver: what any other program on the machine would connect to. */
export const lookupSystem: PreviewLookup = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

/** The one User-Agent sent: sites can tell a preview from a visit, and block it by name. */
export const USER_AGENT = 'AlloLinkPreview/1.0';

/** What one fetch wants back: the types it reads, and how much of the body. */
export interface FetchWant extends BodyCap {
  accept: string;
  types: readonly string[];
  typeRefusal: 'not-html' | 'not-image';
}

/** What every hop of one fetch shares: the deadline, the resolver and the address policy. */
export interface FetchContext {
  /** Aborts at the whole fetch's deadline. */
  signal: AbortSignal;
  lookup: PreviewLookup;
  addressAllowed: AddressAllowed;
  /** Most time from asking DNS to a connected socket, per hop. */
  connectTimeoutMs: number;
}

/** A hop's answer: a redirect to follow, or a body of a wanted type. */
export type HopAnswer =
  | { redirect: string }
  | { mime: string; charset: string | undefined; body: Buffer; truncated: boolean };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The media type of a Content-Type header, lowercased, and its charset parameter. */
function contentTypeOf(header: string | undefined): { mime: string; charset?: string } {
  const [mime = '', ...params] = (header ?? '').split(';');
  const charset = params
    .map((p) => p.trim())
    .find((p) => p.toLowerCase().startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/^["']|["']$/g, '');
  return { mime: mime.trim().toLowerCase(), ...(charset ? { charset } : {}) };
}

/**
 * A `lookup` for the socket that resolves once and refuses unless every address is allowed. The
 * socket then connects to one of exactly the addresses checked here: there is no second
 * resolution for a rebinding DNS server to answer differently. One refused address refuses the
 * host, rather than picking a safe one, because the attacker controls the records: a host with a
 * public and a private address is an attempt, not an accident.
 */
function lookupChecked(port: number, ctx: FetchContext): LookupFunction {
  return (hostname, options, callback) => {
    ctx.lookup(hostname).then(
      (found) => {
        if (!found.length)
          return callback(previewRefusal('network', `${hostname}: no address`), '');
        for (const { address } of found) {
          const why = addressVerdict(address, port, ctx.addressAllowed);
          if (why) return callback(previewRefusal('address', `${hostname}: ${why}`), '');
        }
        if (options.all) return callback(null, [...found]);
        return callback(null, found[0]!.address, found[0]!.family);
      },
      (err: NodeJS.ErrnoException) =>
        callback(previewRefusal('network', `${hostname}: ${err.code ?? 'DNS failed'}`), ''),
    );
  };
}

/**
 * One request, no redirect followed: GET `url` with no cookie, no credentials and no referrer,
 * on a socket of its own (no agent, so no pooled connection to an address checked for another
 * hop). The address is checked before connecting (in `lookup` for a name; here for an IP
 * literal, for which Node calls no lookup) and again once connected, before the request is
 * written.
 */
export function hopFetch(url: URL, want: FetchWant, ctx: FetchContext): Promise<HopAnswer> {
  const host = urlHost(url);
  const port = urlPort(url);
  if (ctx.signal.aborted) {
    return Promise.reject(previewRefusal('timeout', `${url.host}: deadline passed`));
  }
  if (isIP(host)) {
    const why = addressVerdict(host, port, ctx.addressAllowed);
    if (why) return Promise.reject(previewRefusal('address', why));
  }
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)({
      hostname: host,
      port,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      // Built here and nowhere else: no Cookie, Authorization or Referer can ride along.
      headers: {
        host: url.host,
        'user-agent': USER_AGENT,
        accept: want.accept,
        'accept-encoding': 'gzip, deflate, br',
      },
      agent: false,
      lookup: lookupChecked(port, ctx),
      // SNI names the host, as the certificate is checked against it (Node's default checks).
      ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
    });
    let settled = false;
    let connectTimer: NodeJS.Timeout | undefined;
    const settle = () => {
      settled = true;
      clearTimeout(connectTimer);
      ctx.signal.removeEventListener('abort', onAbort);
      req.destroy();
    };
    const done = (answer: HopAnswer) => {
      if (settled) return;
      settle();
      resolve(answer);
    };
    const fail = (err: unknown) => {
      if (settled) return;
      settle();
      reject(refusalOf(err, ctx.signal));
    };
    const onAbort = () => fail(previewRefusal('timeout', `${url.host}: deadline passed`));
    ctx.signal.addEventListener('abort', onAbort, { once: true });

    req.on('error', fail);
    req.on('socket', (socket) => {
      connectTimer = setTimeout(
        () => fail(previewRefusal('timeout', `${url.host}: no connection`)),
        ctx.connectTimeoutMs,
      );
      // Node emits 'socket' before it writes the request, so this listener runs before the
      // write that waits for 'connect': a socket that reached somewhere it should not is
      // closed before a byte is sent (a test holds this).
      socket.once('connect', () => {
        clearTimeout(connectTimer);
        const peer = socket.remoteAddress ?? '';
        const why = addressVerdict(peer, port, ctx.addressAllowed);
        if (why) fail(previewRefusal('address', `${url.host} connected to ${why}`));
      });
    });
    req.on('response', (res) => answerRead(res, url, want).then(done, fail));
    req.end();
  });
}

/** A response as a hop's answer, or the refusal it earns. */
async function answerRead(res: IncomingMessage, url: URL, want: FetchWant): Promise<HopAnswer> {
  const status = res.statusCode ?? 0;
  if (REDIRECT_STATUSES.has(status)) {
    const location = res.headers.location;
    if (!location) throw previewRefusal('status', `${url.host}: ${status} without Location`);
    return { redirect: location };
  }
  if (status !== 200) throw previewRefusal('status', `${url.host}: ${status}`);
  const { mime, charset } = contentTypeOf(res.headers['content-type']);
  if (!want.types.includes(mime)) {
    throw previewRefusal(want.typeRefusal, `${url.host}: ${mime || 'no content type'}`);
  }
  const encoding = (res.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (!encodingKnown(encoding)) throw previewRefusal('encoding', `${url.host}: ${encoding}`);
  const length = Number(res.headers['content-length']);
  // Compressed or not, this many bytes on the wire is over the cap: no need to read them.
  if (want.overCap === 'refuse' && length > want.bytesMax) {
    throw previewRefusal('too-large', `${url.host}: ${length} bytes`);
  }
  const { body, truncated } = await bodyRead(res, encoding, want);
  return { mime, charset, body, truncated };
}

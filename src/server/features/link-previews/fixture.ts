import type { LookupAddress } from 'node:dns';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';
import type { AddressAllowed } from './address-policy';
import { addressPublic } from './address-policy';
import type { PreviewLookup } from './hop';

/** A request as a local server saw it. */
export interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
}

/** A test server on a free local port that records what reaches it. */
export interface LocalServer {
  port: number;
  /** TCP connections accepted, whether or not a request followed. */
  connections: number;
  requests: Seen[];
  close(): Promise<void>;
}

export type LocalRoute = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A server answering `routes` by path (404 otherwise). `host` '::' listens on IPv4 and IPv6
 * together, so a request that slipped through to 127.0.0.1, ::1, 0.0.0.0 or ::ffff:127.0.0.1
 * would be counted.
 */
export async function localServerStart(
  routes: Record<string, LocalRoute> = {},
  host = '127.0.0.1',
): Promise<LocalServer> {
  const requests: Seen[] = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers });
    const route = routes[(req.url ?? '').split('?')[0]!];
    if (route) return route(req, res);
    res.writeHead(404).end();
  });
  const local: LocalServer = {
    port: 0,
    connections: 0,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => local.connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  local.port = (server.address() as AddressInfo).port;
  return local;
}

/** Answers with a page. */
export const htmlSend = (res: ServerResponse, body: string | Buffer, headers = {}) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);

/** Answers with a redirect. */
export const redirectSend = (res: ServerResponse, location: string, status = 302) =>
  res.writeHead(status, { location }).end();

/** A resolver that knows only `names`; anything else is not found, as on this offline machine. */
export function lookupOf(names: Record<string, string[]>): PreviewLookup {
  return async (hostname) => {
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
    return addresses.map((address): LookupAddress => ({ address, family: isIP(address) }));
  };
}

/** The production policy with one hole: 127.0.0.1 on `port`, where the test's page server is. */
export const allowLocalPort =
  (port: number): AddressAllowed =>
  (address, to) =>
    (address === '127.0.0.1' && to === port) || addressPublic(address, to);

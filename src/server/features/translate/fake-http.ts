import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a fake engine received it. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  url: string;
  received: Received[];
  close(): Promise<void>;
}

export type FakeHandler = (req: Received) => { status: number; body: unknown } | 'hang';

/**
 * A test stand-in for a remote engine, on a free local port: it records every request and
 * answers with `handle` (or never, for 'hang').
 */
export async function fakeServerStart(handle: FakeHandler): Promise<FakeServer> {
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const got: Received = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: raw ? JSON.parse(raw) : undefined,
    };
    received.push(got);
    const answer = handle(got);
    if (answer === 'hang') return;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        // Kept-alive and hanging requests would hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fakes' "translation": upper case, so a kept word that was translated shows. */
export const fakeTranslate = (text: string) => text.toUpperCase();

/** Splits text at translate="no" elements: [text, element, text, …]. */
export const markupSplit = (text: string) =>
  text.split(/(<span\b[^>]*\btranslate="no"[^>]*>[\s\S]*?<\/span>)/);

import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** How the stand-in answers the next generations. */
export type FakeImagesMode =
  'ok' | 'url' | 'error' | 'html-error' | 'not-json' | 'no-data' | 'not-an-image' | 'hang';

export interface FakeImagesApi {
  /** http://127.0.0.1:<port> */
  url: string;
  mode: FakeImagesMode;
  /** Every generation request's path, headers and JSON body, in order. */
  received: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  /** The picture it hands out: a real 64x64 PNG. */
  png: Buffer;
  /** Answers the requests held in 'hang' mode (with the picture). */
  release(): void;
  close(): Promise<void>;
}

/**
 * A test stand-in for an OpenAI-compatible images endpoint on a free local port, speaking the
 * protocol: `POST /v1/images/generations` with a Bearer key and `{model, prompt, n, size,
 * response_format}`, answered `{created, data: [{b64_json}]}` (or `{data: [{url}]}`), errors as
 * `{error: {message, type}}`.
 */
export async function fakeImagesApiStart(model: string, key: string): Promise<FakeImagesApi> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e07a5f' } })
    .png()
    .toBuffer();
  const held: ServerResponse[] = [];
  const api: FakeImagesApi = {
    url: '',
    mode: 'ok',
    received: [],
    png,
    release: () => {
      for (const res of held.splice(0))
        json(res, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] });
    },
    close: async () => undefined,
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method === 'GET' && req.url === '/files/picture.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(png);
    }
    if (req.method !== 'POST' || req.url !== '/v1/images/generations') {
      return json(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
    }
    if (req.headers.authorization !== `Bearer ${key}`) {
      return json(res, 401, {
        error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
      });
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    api.received.push({ path: req.url, headers: req.headers, body });
    if (body.model !== model) {
      return json(res, 404, {
        error: { message: `The model '${String(body.model)}' does not exist` },
      });
    }
    switch (api.mode) {
      case 'ok':
        return json(res, 200, {
          created: 1,
          data: [{ b64_json: png.toString('base64'), revised_prompt: body.prompt }],
        });
      case 'url':
        return json(res, 200, { created: 1, data: [{ url: `${api.url}/files/picture.png` }] });
      case 'error':
        return json(res, 400, {
          error: {
            message: 'Your request was rejected by the safety system.',
            type: 'image_generation_user_error',
          },
        });
      case 'html-error':
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<html><body>Bad Gateway</body></html>');
      case 'not-json':
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('here is your picture');
      case 'no-data':
        return json(res, 200, { created: 1, data: [] });
      case 'not-an-image':
        return json(res, 200, {
          created: 1,
          data: [{ b64_json: Buffer.from('<svg/>').toString('base64') }],
        });
      case 'hang':
        held.push(res);
        return undefined;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return api;
}

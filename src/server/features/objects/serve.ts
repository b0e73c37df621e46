import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { HttpError } from '../../http';
import { rangeParse } from '../../storage/keys';

/** A stored file as a route serves it; who may read it is the route's business. */
export interface ServedFile {
  key: string;
  type: string;
  cacheControl: string;
  /** Its size in bytes, asked only when the answer is not a 304; undefined when it is gone. */
  size: () => Promise<number | undefined>;
  /** Saved under this name (`Content-Disposition: attachment`) rather than shown. */
  attachment?: string;
}

/**
 * `attachment` with the name twice (RFC 6266): `filename*` in UTF-8 (RFC 5987), and `filename`
 * in ASCII for the clients that read only that one.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Serves a stored file: an ETag from its key (the bytes under a key never change), 304 for a
 * copy the browser has, `Range` (206, or 416 past the end) so a player can seek, and headers
 * that keep a browser from running it as anything but what it is.
 */
export async function objectServe(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedFile,
  notFound: () => HttpError,
): Promise<FastifyReply> {
  const etag = `"${file.key.replace('/', '-')}"`;
  reply.headers({
    'cache-control': file.cacheControl,
    etag,
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    ...(file.attachment ? { 'content-disposition': contentDisposition(file.attachment) } : {}),
  });
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const size = await file.size();
  if (size === undefined) throw notFound();
  const range = rangeParse(request.headers.range, size);
  if (range.kind === 'unsatisfiable')
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  const got = await ctx.objects.get(file.key, range.kind === 'range' ? range : undefined);
  if (!got) throw notFound();
  reply.type(file.type);
  if (range.kind === 'range') {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', size);
  }
  return reply.send(got.body);
}

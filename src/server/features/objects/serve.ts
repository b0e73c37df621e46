import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context/app-context';
import type { HttpError } from '../../kernel/http';
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
 * The types a stored file may be shown as, inline: exactly those the content checks give (a
 * photo's four formats, the voice notes' three containers, the containers a video is probed as).
 * None of them can hold a script a browser would run. Anything else (SVG, HTML, a type no check
 * gives) is a bug or a planted row: it is served as bytes to save, never shown.
 */
const INLINE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/x-matroska',
  'video/x-msvideo',
  'video/x-ms-wmv',
  'video/x-flv',
]);

/** Saved under this name when a type is not one to show. */
const UNSHOWN_NAME = 'file';

/**
 * The type and headers a stored file of `type` goes out with: nosniff and a sandboxing CSP
 * always; an attachment when the route asks for one or when the type is not one to show, and
 * then `application/octet-stream` unless the type is one to show.
 */
export function servedHeaders(
  type: string,
  attachment?: string,
): { type: string; headers: Record<string, string> } {
  const shown = INLINE_TYPES.has(type.toLowerCase());
  const name = attachment ?? (shown ? undefined : UNSHOWN_NAME);
  return {
    type: shown ? type : 'application/octet-stream',
    headers: {
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      ...(name ? { 'content-disposition': contentDisposition(name) } : {}),
    },
  };
}

/**
 * `attachment` with the name twice (RFC 6266): `filename*` in UTF-8 (RFC 5987), and `filename`
 * in ASCII for the clients that read only that one.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // Half a surrogate pair cannot be encoded: it becomes U+FFFD, as a browser would show it.
  const whole = fileName.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  const encoded = encodeURIComponent(whole).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Serves a stored file: an ETag from its key (the bytes under a key never change), 304 for a
 * copy the browser has, `Range` (206, or 416 past the end) so a player can seek, and headers
 * that keep a browser from running it as anything but what it is (`servedHeaders`).
 */
export async function objectServe(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedFile,
  notFound: () => HttpError,
): Promise<FastifyReply> {
  const etag = `"${file.key.replace('/', '-')}"`;
  const served = servedHeaders(file.type, file.attachment);
  reply.headers({
    'cache-control': file.cacheControl,
    etag,
    'accept-ranges': 'bytes',
    ...served.headers,
  });
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const size = await file.size();
  if (size === undefined) throw notFound();
  const range = rangeParse(request.headers.range, size);
  if (range.kind === 'unsatisfiable')
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  const got = await ctx.objects.get(file.key, range.kind === 'range' ? range : undefined);
  if (!got) throw notFound();
  reply.type(served.type);
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

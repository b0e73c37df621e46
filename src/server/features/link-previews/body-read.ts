import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from 'node:zlib';
import { previewRefusal } from './refusal';

/** How much of a body to keep, and what to do with the rest. */
export interface BodyCap {
  /** Most bytes kept, after decompression; also the most bytes read off the wire. */
  bytesMax: number;
  /** `truncate`: keep the first `bytesMax` bytes and stop reading; `refuse`: `too-large`. */
  overCap: 'truncate' | 'refuse';
}

/** A body as read: its bytes (decompressed), and whether the cap cut it. */
export interface BodyRead {
  body: Buffer;
  truncated: boolean;
}

/**
 * The decompressor for a Content-Encoding, chosen when the first bytes arrive; null for none.
 * `deflate` is meant to be zlib-wrapped, but some servers send raw deflate, as browsers accept:
 * a zlib header is a byte whose low nibble is 8 (the method) followed by one that makes the pair
 * a multiple of 31.
 */
function decoderFor(encoding: string, first: Buffer): Transform | null {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'br':
      return createBrotliDecompress();
    case 'deflate': {
      const wrapped =
        first.length >= 2 && (first[0]! & 0x0f) === 8 && ((first[0]! << 8) | first[1]!) % 31 === 0;
      return wrapped ? createInflate() : createInflateRaw();
    }
    default:
      return null;
  }
}

/** Whether `encoding` (a Content-Encoding header, lowercased and trimmed) is one we decode. */
export function encodingKnown(encoding: string): boolean {
  return ['', 'identity', 'gzip', 'x-gzip', 'br', 'deflate'].includes(encoding);
}

/**
 * Reads a response's body, decompressed, keeping at most `cap.bytesMax` bytes. Both what comes
 * off the wire and what comes out of the decompressor are counted, so neither a zip bomb (a small
 * body that inflates to gigabytes) nor a stream that never inflates to anything (empty deflate
 * blocks, forever) holds more than the cap. Reading stops as soon as the cap is reached: the rest
 * is never asked for.
 */
export function bodyRead(res: IncomingMessage, encoding: string, cap: BodyCap): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let held = 0;
    let wire = 0;
    let settled = false;
    let decoder: Transform | null | undefined =
      encoding && encoding !== 'identity' ? undefined : null;

    const stop = () => {
      settled = true;
      res.destroy();
      decoder?.destroy();
    };
    const finish = (truncated: boolean) => {
      if (settled) return;
      stop();
      resolve({ body: Buffer.concat(chunks, held), truncated });
    };
    const fail = (err: Error) => {
      if (settled) return;
      stop();
      reject(err);
    };
    const overCap = (what: string) =>
      cap.overCap === 'refuse'
        ? fail(previewRefusal('too-large', `${what} over ${cap.bytesMax} bytes`))
        : finish(true);

    /** Decoded bytes: kept up to the cap. */
    const take = (chunk: Buffer) => {
      if (settled) return;
      const room = cap.bytesMax - held;
      if (chunk.length <= room) {
        chunks.push(chunk);
        held += chunk.length;
        return;
      }
      if (cap.overCap === 'truncate') {
        chunks.push(chunk.subarray(0, room));
        held += room;
      }
      overCap('body');
    };

    res.on('data', (chunk: Buffer) => {
      if (settled) return;
      wire += chunk.length;
      if (decoder === undefined) {
        decoder = decoderFor(encoding, chunk);
        if (!decoder) return fail(previewRefusal('encoding', encoding));
        decoder.on('data', take);
        decoder.on('end', () => finish(false));
        decoder.on('error', () => fail(previewRefusal('encoding', `${encoding} does not decode`)));
        // Backpressure: the wire waits while the decompressor catches up.
        decoder.on('drain', () => res.resume());
      }
      if (!decoder) return take(chunk);
      // What has been decoded so far is kept; the decompressor's buffer is let go.
      if (wire > cap.bytesMax) return overCap('compressed body');
      if (!decoder.write(chunk)) res.pause();
    });
    res.on('end', () => {
      // No decoder yet means an empty compressed body: nothing to decode.
      if (decoder) decoder.end();
      else finish(false);
    });
    res.on('error', (err) => fail(err));
    res.on('close', () => {
      if (!res.complete) fail(previewRefusal('network', 'connection closed mid-body'));
    });
  });
}

/**
 * The offline generator's own thread. Drawing a picture costs a few hundred milliseconds of
 * JavaScript (displacing a million pixels, writing thousands of brush strokes) besides sharp's
 * work: here it does not hold up the thread that carries every chat. Pictures are drawn one at
 * a time, in the order asked.
 */
import { parentPort } from 'node:worker_threads';
import type { ImageStyle } from '../../../../protocol';
import { offlineRender } from './render';

export interface RenderRequest {
  id: number;
  prompt: string;
  style: ImageStyle;
}
export type RenderReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

const port = parentPort!;
let queue = Promise.resolve();

port.on('message', (req: RenderRequest) => {
  queue = queue.then(async () => {
    try {
      const png = await offlineRender(req.prompt, req.style);
      const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
      port.postMessage({ id: req.id, bytes } satisfies RenderReply);
    } catch (err) {
      port.postMessage({ id: req.id, error: (err as Error).message } satisfies RenderReply);
    }
  });
});
port.postMessage({ ready: true });

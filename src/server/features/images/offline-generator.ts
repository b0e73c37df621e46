import { Worker } from 'node:worker_threads';
import type { ImageStyle } from '../../../protocol';
import type { GeneratedImage, ImageGenerator } from './generator';
import { ImageGenerationError } from './generator';
import type { RenderReply, RenderRequest } from './offline/render-worker';

type Pending = { resolve(bytes: Buffer): void; reject(err: Error): void };

/**
 * IMAGE_GENERATOR=offline (the default): draws the prompt's scene itself (render.ts), with no
 * network and no model, on a worker thread started at the first picture. A worker that dies
 * fails the pictures it held and is started again for the next.
 */
export class OfflineImageGenerator implements ImageGenerator {
  readonly kind = 'offline';
  private worker: Promise<Worker> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  async generate({
    prompt,
    style,
  }: {
    prompt: string;
    style: ImageStyle;
  }): Promise<GeneratedImage> {
    const worker = await (this.worker ??= this.start());
    const id = this.nextId++;
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, prompt, style } satisfies RenderRequest);
    });
    return { bytes, mimeType: 'image/png' };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }

  private async start(): Promise<Worker> {
    const entry = new URL('./offline/render-worker.ts', import.meta.url).href;
    // The worker is TypeScript: register the loader this process runs under, then load it
    // (a Worker ignores `--import tsx` on Node 20: NOTES.md).
    const loader = import.meta.resolve('tsx/esm/api');
    const boot = `import(${JSON.stringify(loader)}).then((m) => m.register()).then(() => import(${JSON.stringify(entry)}))`;
    const worker = new Worker(boot, { eval: true });
    worker.on('message', (reply: RenderReply | { ready: true }) => {
      if (!('id' in reply)) return;
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if ('error' in reply) p.reject(new ImageGenerationError(reply.error));
      else
        p.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
    });
    const lost = (err: Error) => {
      this.worker = null;
      for (const p of this.pending.values()) p.reject(new ImageGenerationError(err.message));
      this.pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', () => lost(new Error('The offline image generator stopped')));
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    }).catch((err: Error) => {
      this.worker = null;
      throw new ImageGenerationError(`The offline image generator did not start: ${err.message}`);
    });
    // Idle, it must not keep a finished process (or a test run) alive.
    worker.unref();
    return worker;
  }
}

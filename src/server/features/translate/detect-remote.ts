import type { Worker } from 'node:worker_threads';
import type { Detection } from '../../../lang/detect';
import { workerStart } from '../../kernel/worker-start';
import type { DetectReply, DetectRequest } from './detect-protocol';

interface Waiting {
  text: string;
  prior?: string;
  resolve(detection: Detection): void;
  reject(err: Error): void;
}

/**
 * Detection on a worker thread (detect-worker.ts). What one turn of the event loop asks for goes
 * in one message: a batch of sends costs one round trip, not one per send.
 */
export class DetectRemote {
  private queue: Waiting[] = [];
  private readonly pending = new Map<number, Waiting[]>();
  private nextId = 1;
  private closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', ({ id, results }: DetectReply) => {
      const batch = this.pending.get(id);
      if (!batch) return;
      this.pending.delete(id);
      batch.forEach((w, i) => w.resolve(results[i]!));
    });
    worker.on('error', (err) => this.failAll(err));
    worker.on('exit', () => this.failAll(new Error('detection worker stopped')));
  }

  static async start(): Promise<DetectRemote> {
    const entry = new URL('./detect-worker.ts', import.meta.url);
    const worker = await workerStart('language detection', entry, null);
    // The server's sockets keep the process alive, not this thread: a start that fails after it
    // exits instead of hanging.
    worker.unref();
    return new DetectRemote(worker);
  }

  detect(text: string, prior?: string): Promise<Detection> {
    if (this.closed) return Promise.reject(new Error('detection worker stopped'));
    return new Promise((resolve, reject) => {
      if (this.queue.length === 0) setImmediate(() => this.flush());
      this.queue.push({ text, prior, resolve, reject });
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const id = this.nextId++;
    this.pending.set(id, batch);
    const items = batch.map(({ text, prior }) => (prior ? { text, prior } : { text }));
    this.worker.postMessage({ id, items } satisfies DetectRequest);
  }

  private failAll(err: Error): void {
    this.closed = true;
    for (const batch of this.pending.values()) for (const w of batch) w.reject(err);
    for (const w of this.queue) w.reject(err);
    this.pending.clear();
    this.queue = [];
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker.terminate();
  }
}

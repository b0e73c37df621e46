import type { ServerEvent } from '../../protocol';
import type { EventReader } from './event-read';
import { eventReadHere } from './event-read';

/** Checks frames on this thread, loading the schemas, where the worker cannot run. */
const readHere = () => eventReadHere(() => import('./event-check').then((m) => m.eventCheck));

const closedReader: EventReader = { read() {}, close() {} };

/**
 * Checks frames in a worker (`event-check.worker.ts`): the schemas are built and run off the
 * page's thread. A worker answers its messages in order, so each answer belongs to the oldest
 * frame waiting. If the worker cannot start (a browser without module workers, its file not
 * there), the frames waiting and every later one are read here instead.
 */
export function eventReadWorker(): EventReader {
  if (typeof Worker === 'undefined') return readHere();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./event-check.worker.ts', import.meta.url), {
      type: 'module',
      name: 'live-events',
    });
  } catch {
    return readHere();
  }
  const waiting: Array<{ frame: string; deliver: (event: ServerEvent) => void }> = [];
  let here: EventReader | null = null;
  worker.onmessage = (e: MessageEvent<ServerEvent | null>) => {
    const oldest = waiting.shift();
    if (oldest && e.data) oldest.deliver(e.data);
  };
  worker.onerror = () => {
    worker.terminate();
    here ??= readHere();
    for (const { frame, deliver } of waiting.splice(0)) here.read(frame, deliver);
  };
  return {
    read(frame, deliver) {
      if (here) return here.read(frame, deliver);
      waiting.push({ frame, deliver });
      worker.postMessage(frame);
    },
    close() {
      worker.terminate();
      waiting.length = 0;
      here?.close();
      here = closedReader;
    },
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '../../protocol';
import { eventCheck, eventReadInline } from './event-check';
import { eventReadHere } from './event-read';
import { eventReadWorker } from './event-read-worker';

const pong = JSON.stringify({ type: 'pong' });
const joined = (conversationId: string) => JSON.stringify({ type: 'joined', conversationId });

/** A worker as the browser gives one: messages answered in order, on a later task. */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  posted: string[] = [];
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(frame: string) {
    this.posted.push(frame);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the oldest frame not yet answered, as the real worker does. */
  answer() {
    const frame = this.posted.shift()!;
    this.onmessage?.({ data: eventCheck(frame) } as MessageEvent);
  }
}

describe('eventCheck', () => {
  it('should pass a valid event and refuse bad JSON and unknown or malformed events', () => {
    expect(eventCheck(pong)).toEqual({ type: 'pong' });
    expect(eventCheck('{not json')).toBeNull();
    expect(eventCheck(JSON.stringify({ type: 'no_such_event' }))).toBeNull();
    expect(eventCheck(JSON.stringify({ type: 'joined', conversationId: 7 }))).toBeNull();
  });
});

describe('eventReadHere', () => {
  it('should deliver in arrival order once the check has loaded, and nothing after close', async () => {
    let loaded!: () => void;
    const load = new Promise<void>((resolve) => (loaded = resolve));
    const reader = eventReadHere(() => load.then(() => eventCheck));
    const got: ServerEvent[] = [];
    reader.read(joined('c1'), (e) => got.push(e));
    reader.read('garbage', (e) => got.push(e));
    reader.read(joined('c2'), (e) => got.push(e));
    expect(got).toEqual([]);
    loaded();
    await vi.waitFor(() => expect(got).toHaveLength(2));
    expect(got).toEqual([
      { type: 'joined', conversationId: 'c1' },
      { type: 'joined', conversationId: 'c2' },
    ]);
    reader.close();
    reader.read(pong, (e) => got.push(e));
    await new Promise((r) => setTimeout(r, 10));
    expect(got).toHaveLength(2);
  });

  it('should drop the frames, not throw, when the check cannot load, and load it again for the next', async () => {
    let attempts = 0;
    const reader = eventReadHere(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(eventCheck),
    );
    const got: ServerEvent[] = [];
    reader.read(joined('lost'), (e) => got.push(e));
    await new Promise((r) => setTimeout(r, 10));
    expect(got).toEqual([]);
    reader.read(joined('c2'), (e) => got.push(e));
    await vi.waitFor(() => expect(got).toEqual([{ type: 'joined', conversationId: 'c2' }]));
    expect(attempts).toBe(2);
  });
});

describe('eventReadWorker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should give each answer of the worker to its own frame, in order, dropping invalid ones', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const reader = eventReadWorker();
    const worker = FakeWorker.last!;
    const got: string[] = [];
    reader.read(joined('c1'), (e) => got.push(`a:${e.type}`));
    reader.read('garbage', (e) => got.push(`b:${e.type}`));
    reader.read(pong, (e) => got.push(`c:${e.type}`));
    expect(worker.posted).toHaveLength(3);
    worker.answer();
    worker.answer();
    worker.answer();
    expect(got).toEqual(['a:joined', 'c:pong']);
    reader.close();
    expect(worker.terminated).toBe(true);
  });

  it('should read the waiting frames and all later ones here when the worker fails to start', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const reader = eventReadWorker();
    const worker = FakeWorker.last!;
    const got: ServerEvent[] = [];
    reader.read(joined('c1'), (e) => got.push(e));
    reader.read(joined('c2'), (e) => got.push(e));
    worker.onerror?.(new Event('error'));
    reader.read(pong, (e) => got.push(e));
    expect(worker.terminated).toBe(true);
    await vi.waitFor(() => expect(got).toHaveLength(3));
    expect(got.map((e) => e.type)).toEqual(['joined', 'joined', 'pong']);
  });

  it('should read here where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const reader = eventReadWorker();
    const got: ServerEvent[] = [];
    reader.read(pong, (e) => got.push(e));
    await vi.waitFor(() => expect(got).toEqual([{ type: 'pong' }]));
  });

  it('should read inline at once for tests', () => {
    const got: ServerEvent[] = [];
    eventReadInline.read(pong, (e) => got.push(e));
    expect(got).toEqual([{ type: 'pong' }]);
  });
});

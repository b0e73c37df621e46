import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '../../protocol';
import { CLOSE_UNAUTHORISED } from '../../protocol/limits';
import { eventReadInline } from './event-check';
import type { SocketLike } from './live';
import {
  LiveConnection,
  PING_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  RECONNECT_MAX_MS,
  reconnectDelay,
} from './live';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((ev: Event) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  receive(data: unknown) {
    this.onmessage?.({
      data: typeof data === 'string' ? data : JSON.stringify(data),
    } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const events: ServerEvent[] = [];
  const onResync = vi.fn();
  const onUnauthorised = vi.fn();
  const live = new LiveConnection({
    url: 'ws://test/ws',
    reader: eventReadInline,
    onEvent: (e) => events.push(e),
    onResync,
    onUnauthorised,
    random: () => 0,
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
  });
  return { live, sockets, events, onResync, onUnauthorised, last: () => sockets.at(-1)! };
}

describe('LiveConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should report connecting, then open', () => {
    const { live, last } = setup();
    const seen: string[] = [];
    live.subscribe(() => seen.push(live.status));
    live.start();
    last().open();
    expect(seen).toEqual(['connecting', 'open']);
  });

  it('should forward valid server events and drop invalid frames', () => {
    const { live, last, events } = setup();
    live.start();
    last().open();
    last().receive('not json');
    last().receive({ type: 'nonsense' });
    last().receive({ type: 'typing', conversationId: 'c' });
    last().receive({ type: 'presence', userId: 'u-sofia', status: 'online' });
    expect(events).toEqual([{ type: 'presence', userId: 'u-sofia', status: 'online' }]);
  });

  it('should resync on the first open too (what was committed before the socket listened)', () => {
    const { live, last, onResync } = setup();
    live.start();
    expect(onResync).not.toHaveBeenCalled();
    last().open();
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('should drop the socket and report closed at once when the browser goes offline', () => {
    // The browser's window and document, as far as the connection listens to them.
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', new EventTarget());
    const { live, sockets, last, onResync } = setup();
    live.start();
    last().open();
    expect(live.status).toBe('open');
    win.dispatchEvent(new Event('offline'));
    expect(live.status).toBe('closed');
    expect(sockets[0]!.closed).toBe(true);
    // Back online: it connects now, without waiting out the backoff, and resyncs.
    win.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
    last().open();
    expect(live.status).toBe('open');
    expect(onResync).toHaveBeenCalledTimes(2);
    live.stop();
    vi.unstubAllGlobals();
  });

  it('should reconnect with backoff, re-join and resync after a drop', () => {
    const { live, sockets, last, onResync } = setup();
    live.start();
    last().open();
    live.join('u-emma', 'c1');
    expect(last().sent).toEqual([{ type: 'join', userId: 'u-emma', conversationId: 'c1' }]);
    expect(onResync).toHaveBeenCalledTimes(1);

    last().drop();
    expect(live.status).toBe('closed');
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(live.status).toBe('connecting');

    last().open();
    expect(live.status).toBe('open');
    expect(last().sent).toEqual([{ type: 'join', userId: 'u-emma', conversationId: 'c1' }]);
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('should double the delay on each failed attempt up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => reconnectDelay(a, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
    expect(reconnectDelay(10, () => 1)).toBeLessThanOrEqual(RECONNECT_MAX_MS * 1.25);
  });

  it('should ping every 25 s and reconnect when no answer comes', () => {
    const { live, sockets, last } = setup();
    live.start();
    last().open();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(last().sent).toContainEqual({ type: 'ping' });
    last().receive({ type: 'pong' });
    vi.advanceTimersByTime(PING_INTERVAL_MS + PONG_TIMEOUT_MS);
    const first = sockets[0]!;
    expect(first.closed).toBe(true);
    expect(live.status).not.toBe('open');
  });

  it('should stop for good when the server refuses the session', () => {
    const { live, sockets, last, onUnauthorised } = setup();
    live.start();
    last().open();
    last().drop(CLOSE_UNAUTHORISED);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
  });

  it('should not reconnect after stop', () => {
    const { live, sockets, last } = setup();
    live.start();
    last().open();
    live.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(live.status).toBe('closed');
    expect(live.send({ type: 'ping' })).toBe(false);
  });
});

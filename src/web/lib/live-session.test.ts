import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '../../protocol';
import { CLOSE_UNAUTHORISED } from '../../protocol/limits';
import { eventReadInline } from './event-check';
import { liveKey } from './live-context';
import type { LiveFeatureSession } from './live-registry';
import { liveFeature, liveProvide } from './live-registry';
import { liveSessionStart } from './live-session';

/** The one socket the session opens, driven by the test. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  receive(event: ServerEvent) {
    this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent);
  }
}

const callEnded: ServerEvent = {
  type: 'call_ended',
  callId: 'call-1',
  conversationId: 'c1',
  from: 'u-sofia',
};

describe('liveSessionStart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('location', { protocol: 'http:', host: 'allo.test' });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]')));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("should run the features' session parts and give them their bursts", () => {
    const bursts: string[][] = [];
    const taken: string[] = [];
    const part: Required<Omit<LiveFeatureSession, 'provides'>> = {
      onEvent: (event) => {
        if (event.type !== 'call_ended') return false;
        taken.push(event.type);
        return true;
      },
      onResync: vi.fn(),
      onUnauthorised: vi.fn(),
      stop: vi.fn(),
    };
    const key = liveKey<string>('greeting');
    const session = liveSessionStart(
      new QueryClient(),
      'u-emma',
      () => null,
      [
        liveFeature({
          events: ['contact_lists_changed', 'call_ended'],
          applyEvents: (_client, events) => bursts.push(events.map((e) => e.type)),
          start: () => ({ ...part, provides: liveProvide(key, 'hello') }),
        }),
      ],
      eventReadInline,
    );
    const socket = FakeSocket.last!;

    socket.open();
    expect(part.onResync).toHaveBeenCalledTimes(1);
    // A call goes at once, out of the burst; the rest waits a frame and comes as one burst.
    socket.receive(callEnded);
    socket.receive({ type: 'contact_lists_changed' });
    socket.receive({ type: 'contact_lists_changed' });
    expect(taken).toEqual(['call_ended']);
    expect(bursts).toEqual([]);
    vi.advanceTimersByTime(16);
    expect(bursts).toEqual([['contact_lists_changed', 'contact_lists_changed']]);
    expect(session.value(key)).toBe('hello');

    socket.onclose?.({ code: CLOSE_UNAUTHORISED, reason: 'Device removed' } as CloseEvent);
    expect(part.onUnauthorised).toHaveBeenCalledWith('Device removed');
    session.stop();
    expect(part.stop).toHaveBeenCalledTimes(1);
  });
});

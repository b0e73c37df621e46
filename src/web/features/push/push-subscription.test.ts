import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushSubscribe, pushUnsubscribe } from './push-subscription';

const KEY =
  'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';
const keyBytes = () =>
  Uint8Array.from(atob(KEY.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));

/** A browser's PushSubscription, as far as the module uses it. */
function subscriptionFake(endpoint: string, key: Uint8Array) {
  return {
    endpoint,
    options: { applicationServerKey: key.buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** A worker registration with `current` as its subscription, and the server at `fetch`. */
function browserFake(current: ReturnType<typeof subscriptionFake> | null) {
  const made = subscriptionFake('https://push.example/new', keyBytes());
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => made),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('navigator', {
    serviceWorker: { ready: Promise.resolve({ pushManager }) },
  });
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({
        method: init.method!,
        path,
        body: init.body ? JSON.parse(init.body as string) : undefined,
      });
      if (path === '/api/push/key') return Response.json({ publicKey: KEY });
      return new Response(null, { status: 204 });
    }),
  );
  return { pushManager, made, calls };
}

describe('pushSubscribe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should subscribe with the server key and give the server the subscription', async () => {
    const { pushManager, calls } = browserFake(null);
    expect(await pushSubscribe()).toBe(true);
    const [options] = pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...keyBytes()]);
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/push/subscriptions',
      body: { endpoint: 'https://push.example/new', keys: { p256dh: 'p', auth: 'a' } },
    });
  });

  it('should keep a subscription made with the same key, and remake one made with another', async () => {
    const same = browserFake(subscriptionFake('https://push.example/old', keyBytes()));
    await pushSubscribe();
    expect(same.pushManager.subscribe).not.toHaveBeenCalled();
    expect(same.calls.at(-1)!.body).toMatchObject({ endpoint: 'https://push.example/old' });
    vi.unstubAllGlobals();

    const stale = subscriptionFake('https://push.example/old', new Uint8Array(65));
    const other = browserFake(stale);
    await pushSubscribe();
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(other.calls.at(-1)!.body).toMatchObject({ endpoint: 'https://push.example/new' });
  });
});

describe('pushUnsubscribe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should tell the server first, then end the subscription', async () => {
    const current = subscriptionFake('https://push.example/old', keyBytes());
    const { calls } = browserFake(current);
    await pushUnsubscribe();
    expect(calls).toEqual([
      {
        method: 'DELETE',
        path: '/api/push/subscriptions',
        body: { endpoint: 'https://push.example/old' },
      },
    ]);
    expect(current.unsubscribe).toHaveBeenCalled();
  });
});

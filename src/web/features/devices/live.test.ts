import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheResync } from '../../lib/live-cache';
import { LiveRegistry } from '../../lib/live-registry';
import { devicesKey } from './devices-cache';
import { devicesLive } from './live';

describe('devicesLive', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should read Linked Devices again on the first open: a device may have come online before the socket could hear of it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { queryFn: () => [] } } });
    client.setQueryData(devicesKey('u-emma'), []);
    client.setQueryData(devicesKey('u-sofia'), []);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('[]')));

    await cacheResync(client, 'u-emma', new LiveRegistry([devicesLive]));

    expect(client.getQueryState(devicesKey('u-emma'))!.isInvalidated).toBe(true);
    expect(client.getQueryState(devicesKey('u-sofia'))!.isInvalidated).toBe(false);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { deviceLinkedSubscribe, devicesApplyEvents, devicesKey } from './devices-cache';

describe('devicesApplyEvents', () => {
  it('should read my devices again when they change, and tell the code that was used', () => {
    const client = new QueryClient();
    client.setQueryData(devicesKey('u-emma'), []);
    client.setQueryData(devicesKey('u-sofia'), []);
    const heard = vi.fn();
    const stop = deviceLinkedSubscribe(heard);

    devicesApplyEvents(client, [{ type: 'pong' }], 'u-emma');
    expect(client.getQueryState(devicesKey('u-emma'))!.isInvalidated).toBe(false);

    devicesApplyEvents(
      client,
      [{ type: 'devices_changed' }, { type: 'devices_changed', linkId: 'link-1' }],
      'u-emma',
    );
    expect(client.getQueryState(devicesKey('u-emma'))!.isInvalidated).toBe(true);
    expect(client.getQueryState(devicesKey('u-sofia'))!.isInvalidated).toBe(false);
    expect(heard.mock.calls).toEqual([['link-1']]);

    stop();
    devicesApplyEvents(client, [{ type: 'devices_changed', linkId: 'link-2' }], 'u-emma');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

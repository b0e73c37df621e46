import { describe, expect, it } from 'vitest';
import { engineFirst, whenServerCannot } from './engine-choice';

describe('engineFirst', () => {
  it('should ask the device first only when its pack is in and the reader prefers it', () => {
    expect(engineFirst('available', 'device')).toBe('device');
    expect(engineFirst('available', 'server')).toBe('server');
    for (const device of ['downloadable', 'downloading', 'unavailable', null] as const)
      expect(engineFirst(device, 'device')).toBe('server');
  });
});

describe('whenServerCannot', () => {
  it('should use the device, offer its download, or leave the message unavailable', () => {
    expect(whenServerCannot('available')).toBe('device');
    expect(whenServerCannot('downloadable')).toBe('pack');
    expect(whenServerCannot('downloading')).toBe('pack');
    expect(whenServerCannot('unavailable')).toBe('unavailable');
    expect(whenServerCannot(null)).toBe('unavailable');
  });
});

import { describe, expect, it } from 'vitest';
import { mediaAutoLoads } from './media-auto';

describe('mediaAutoLoads', () => {
  it('should load always, never, or on Wi-Fi by what the browser says of its connection', () => {
    expect(mediaAutoLoads('always', { type: 'cellular', saveData: true })).toBe(true);
    expect(mediaAutoLoads('never', { type: 'wifi' })).toBe(false);
    expect(mediaAutoLoads('wifi', { type: 'wifi' })).toBe(true);
    expect(mediaAutoLoads('wifi', { type: 'ethernet' })).toBe(true);
    expect(mediaAutoLoads('wifi', { type: 'cellular' })).toBe(false);
    expect(mediaAutoLoads('wifi', { type: 'wifi', saveData: true })).toBe(false);
    // A browser that does not say is taken to be on Wi-Fi or a cable.
    expect(mediaAutoLoads('wifi', undefined)).toBe(true);
    expect(mediaAutoLoads('wifi', {})).toBe(true);
  });
});

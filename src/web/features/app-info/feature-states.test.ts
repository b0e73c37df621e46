import { describe, expect, it } from 'vitest';
import { featureStates } from './feature-states';

describe('featureStates', () => {
  it('should call the connection encrypted only over https', () => {
    const https = featureStates('https:', 'open')[0]!;
    expect(https).toMatchObject({ text: 'app-info.featureEncryption', badge: 'app-info.active' });
    const http = featureStates('http:', 'open')[0]!;
    expect(http).toMatchObject({ text: 'app-info.notEncrypted', badge: 'app-info.off', on: false });
  });

  it('should call real-time messaging active only while the live connection is open', () => {
    expect(featureStates('https:', 'open')[1]!.badge).toBe('app-info.active');
    expect(featureStates('https:', 'connecting')[1]!.badge).toBe('app-info.notConnected');
    expect(featureStates('https:', 'closed')[1]!.on).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CallRosters } from './roster';

const call = { callId: 'k1', conversationId: 'g', from: 'u-emma', callType: 'video' as const };

describe('CallRosters', () => {
  it('should hold who is in a call from its start until the last one leaves', () => {
    const r = new CallRosters();
    expect(r.current('g')).toBeNull();
    r.started({ ...call, startedAt: '2026-01-01T00:00:00Z' });
    r.joined('g', 'k1', 'u-sofia');
    r.joined('g', 'k1', 'u-sofia');
    expect(r.current('g')?.present).toEqual(['u-emma', 'u-sofia']);
    // The caller leaves; the call goes on with Sofía, and Camille joins it late.
    r.left('g', 'k1', 'u-emma');
    r.joined('g', 'k1', 'u-camille');
    expect(r.current('g')?.present).toEqual(['u-sofia', 'u-camille']);
    r.left('g', 'k1', 'u-sofia');
    r.left('g', 'k1', 'u-camille');
    expect(r.current('g')).toBeNull();
  });

  it('should know only calls started here, and not let another take one over by its id', () => {
    const r = new CallRosters();
    r.joined('g', 'nobody-started', 'u-sofia');
    expect(r.current('g')).toBeNull();
    r.started({ ...call, startedAt: '2026-01-01T00:00:00Z' });
    r.started({ ...call, from: 'u-layla', startedAt: '2026-01-01T00:01:00Z' });
    expect(r.current('g')).toMatchObject({ from: 'u-emma', present: ['u-emma'] });
    r.over('g', 'k1');
    expect(r.current('g')).toBeNull();
  });
});

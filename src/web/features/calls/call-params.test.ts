import { describe, expect, it } from 'vitest';
import { callDuration, callHref, callIdNew, callParamsRead } from './call-params';

describe('call screen address', () => {
  it('should read back what it wrote, me included once', () => {
    const p = {
      conversationId: 'c-1',
      participants: ['u-emma', 'u-sofia'],
      currentUserId: 'u-emma',
      callId: 'abc_1',
      audioOnly: false,
    };
    const href = callHref(p);
    expect(href.startsWith('/video-call?')).toBe(true);
    expect(callParamsRead(new URLSearchParams(href.split('?')[1]))).toEqual(p);
    const audio = callParamsRead(
      new URLSearchParams(callHref({ ...p, audioOnly: true }).split('?')[1]),
    );
    expect(audio?.audioOnly).toBe(true);
    const without = callParamsRead(
      new URLSearchParams({
        conversationId: 'c',
        participants: '["u-b"]',
        currentUserId: 'u-a',
        callId: 'x',
      }),
    );
    expect(without?.participants).toEqual(['u-a', 'u-b']);
  });

  it.each([
    ['no conversation', { participants: '[]', currentUserId: 'u', callId: 'x' }],
    [
      'participants not JSON',
      { conversationId: 'c', participants: '[u', currentUserId: 'u', callId: 'x' },
    ],
    [
      'participants not ids',
      { conversationId: 'c', participants: '[1]', currentUserId: 'u', callId: 'x' },
    ],
    [
      'a callId with spaces',
      { conversationId: 'c', participants: '[]', currentUserId: 'u', callId: 'a b' },
    ],
  ])('should refuse %s', (_why, fields) => {
    expect(callParamsRead(new URLSearchParams(fields))).toBeNull();
  });

  it('should make call ids the server takes, and time as mm:ss', () => {
    expect(callIdNew()).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(callDuration(0)).toBe('00:00');
    expect(callDuration(75)).toBe('01:15');
    expect(callDuration(3_725)).toBe('62:05');
  });
});

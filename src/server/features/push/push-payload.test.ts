import { describe, expect, it } from 'vitest';
import { PUSH_PAYLOAD_MAX_BYTES, pushPayloadFit } from './push-payload';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('pushPayloadFit', () => {
  it('should leave a payload that fits as its JSON', () => {
    const payload = { title: 'Layla', body: 'مرحبا 👋', chatId: 'c-1' };
    expect(pushPayloadFit(payload)).toBe(JSON.stringify(payload));
  });

  it('should shorten a long body with an ellipsis to the most that fits', () => {
    const body = 'سلام عليكم 👨‍👩‍👧 '.repeat(400);
    const fitted = pushPayloadFit({ title: 'Layla', body, chatId: 'c-1' });
    expect(fitted).not.toBeNull();
    expect(bytes(fitted!)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    const parsed = JSON.parse(fitted!) as { title: string; body: string; chatId: string };
    expect(parsed.title).toBe('Layla');
    expect(parsed.chatId).toBe('c-1');
    expect(parsed.body.endsWith('…')).toBe(true);
    expect(body.startsWith(parsed.body.slice(0, -1))).toBe(true);
    // One grapheme more would not have fitted (a family emoji is at most 18 bytes).
    expect(bytes(fitted!)).toBeGreaterThan(PUSH_PAYLOAD_MAX_BYTES - 20);
  });

  it('should never cut an emoji or a flag in half', () => {
    const family = '👨‍👩‍👧';
    for (let max = 60; max < 120; max++) {
      const fitted = pushPayloadFit({ body: `${family}🇯🇴`.repeat(20) }, max)!;
      const kept = (JSON.parse(fitted) as { body: string }).body.slice(0, -1);
      expect(kept.replaceAll(family, '').replaceAll('🇯🇴', '')).toBe('');
      expect(bytes(fitted)).toBeLessThanOrEqual(max);
    }
  });

  it('should give null when there is no body to shorten or even an empty one is too long', () => {
    expect(pushPayloadFit({ title: 'x'.repeat(5000) })).toBeNull();
    expect(pushPayloadFit({ title: 'x'.repeat(5000), body: 'short' })).toBeNull();
    expect(pushPayloadFit({ body: 42, pad: 'x'.repeat(5000) })).toBeNull();
  });
});

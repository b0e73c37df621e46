import { describe, expect, it } from 'vitest';
import { EDIT_WINDOW_MS } from '../../../../protocol';
import {
  countdownLabel,
  editBlockedReason,
  messageCanEdit,
  messageEditRemainingMs,
} from './message-edit';
import type { ChatMessage } from '../../../lib/apply-event';
import { ME, SENT, message } from './test-message';

describe('countdownLabel (core 4: edit countdown)', () => {
  it.each([
    [EDIT_WINDOW_MS, '15:00'],
    [EDIT_WINDOW_MS - 1, '15:00'],
    [EDIT_WINDOW_MS - 1_000, '14:59'],
    [61_000, '1:01'],
    [60_000, '1:00'],
    [59_001, '1:00'],
    [9_000, '0:09'],
    [1, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
  ])('should show %i ms as %s', (ms, label) => {
    expect(countdownLabel(ms)).toBe(label);
  });
});

describe('messageEditRemainingMs', () => {
  it('should count down from 15 minutes and stop at zero', () => {
    expect(messageEditRemainingMs(message(), SENT)).toBe(EDIT_WINDOW_MS);
    expect(messageEditRemainingMs(message(), SENT + 60_000)).toBe(EDIT_WINDOW_MS - 60_000);
    expect(messageEditRemainingMs(message(), SENT + EDIT_WINDOW_MS + 1)).toBe(0);
  });

  it('should give no time for an unreadable date', () => {
    expect(messageEditRemainingMs(message({ createdAt: 'soon' }), SENT)).toBe(0);
  });
});

describe('messageCanEdit (core 4: sender only, within 15 minutes)', () => {
  it.each<[string, Partial<ChatMessage>, number, boolean]>([
    ['our text just sent', {}, SENT, true],
    ['our text a second before the end', {}, SENT + EDIT_WINDOW_MS - 1_000, true],
    ['our text at the end of the window', {}, SENT + EDIT_WINDOW_MS, false],
    ['our text an hour old', {}, SENT + 3_600_000, false],
    ['our burner message', { messageType: 'burner', isBurner: true }, SENT, true],
    ['someone else’s message', { senderId: 'u-sofia' }, SENT, false],
    ['our image', { messageType: 'image' }, SENT, false],
    ['our payment', { messageType: 'payment' }, SENT, false],
    ['our message still sending', { sendState: 'pending', seq: 0 }, SENT, false],
    ['our message that failed to send', { sendState: 'failed', seq: 0 }, SENT, false],
    [
      'our message we unsent',
      { content: '', deletedAt: new Date(SENT).toISOString() },
      SENT,
      false,
    ],
  ])('should decide for %s', (_name, over, now, expected) => {
    expect(messageCanEdit(message(over), ME, now)).toBe(expected);
  });
});

describe('editBlockedReason (core 5: edit)', () => {
  it.each<[string, string, boolean, ReturnType<typeof editBlockedReason>]>([
    ['see you at six', 'see you at five', false, null],
    ['  see you at six  ', 'see you at five', false, null],
    ['', 'see you at five', false, 'empty'],
    ['   \n ', 'see you at five', false, 'empty'],
    ['see you at five', 'see you at five', false, 'unchanged'],
    ['see you at five ', 'see you at five', false, 'unchanged'],
    ['see you at six', 'see you at five', true, 'saving'],
  ])('should judge %j against %j (saving: %s)', (draft, original, saving, reason) => {
    expect(editBlockedReason(draft, original, saving)).toBe(reason);
  });
});

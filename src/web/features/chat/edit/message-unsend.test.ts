import { beforeAll, describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { UNSEND_TEXT, UNSEND_WINDOW_MS } from '../../../../protocol';
import { messagesFrom } from '../../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import {
  messageCanUnsend,
  messageCanUnsendAlone,
  messageUnsendRemainingMs,
  unsendFailure,
} from './message-unsend';
import type { ChatMessage } from '../../../lib/apply-event';
import { ME, SENT, message } from './test-message';

const refusal = (status: number, error: string) =>
  new ApiError(status, 'Refused', JSON.stringify({ error }));

describe('messageUnsendRemainingMs', () => {
  it('should count down from 2 minutes and stop at zero', () => {
    expect(messageUnsendRemainingMs(message(), SENT)).toBe(UNSEND_WINDOW_MS);
    expect(messageUnsendRemainingMs(message(), SENT + 90_000)).toBe(UNSEND_WINDOW_MS - 90_000);
    expect(messageUnsendRemainingMs(message(), SENT + UNSEND_WINDOW_MS + 1)).toBe(0);
  });

  it('should give no time for an unreadable date', () => {
    expect(messageUnsendRemainingMs(message({ createdAt: 'soon' }), SENT)).toBe(0);
  });
});

describe('messageCanUnsend (core 4: within 2 minutes; core 6: sender only)', () => {
  it.each<[string, Partial<ChatMessage>, number, boolean]>([
    ['our text just sent', {}, SENT, true],
    ['our text a second before the end', {}, SENT + UNSEND_WINDOW_MS - 1_000, true],
    ['our text at the end of the window', {}, SENT + UNSEND_WINDOW_MS, false],
    ['our text five minutes old, still editable', {}, SENT + 300_000, false],
    ['our burner message', { messageType: 'burner', isBurner: true }, SENT, true],
    ['our image', { messageType: 'image' }, SENT, true],
    ['our voice message', { messageType: 'voice' }, SENT, true],
    ['our payment', { messageType: 'payment' }, SENT, false],
    ['our game', { messageType: 'game' }, SENT, false],
    ['someone else’s message', { senderId: 'u-sofia' }, SENT, false],
    ['our message already unsent', { deletedAt: new Date(SENT).toISOString() }, SENT, false],
    ['our message still sending', { sendState: 'pending', seq: 0 }, SENT, false],
    ['our message that failed to send', { sendState: 'failed', seq: 0 }, SENT, false],
  ])('should decide for %s', (_name, over, now, expected) => {
    expect(messageCanUnsend(message(over), ME, now)).toBe(expected);
  });
});

describe('messageCanUnsendAlone (what has no Edit Message dialog to unsend from)', () => {
  it.each<[string, Partial<ChatMessage>, number, boolean]>([
    ['our text (unsent from Edit Message)', {}, SENT, false],
    ['our burner message (unsent from Edit Message)', { messageType: 'burner' }, SENT, false],
    ['our image', { messageType: 'image' }, SENT, true],
    ['our sticker', { messageType: 'sticker' }, SENT, true],
    ['our music', { messageType: 'music' }, SENT, true],
    ['our location', { messageType: 'location' }, SENT, true],
    ['our image after 2 minutes', { messageType: 'image' }, SENT + UNSEND_WINDOW_MS, false],
    ['someone else’s image', { messageType: 'image', senderId: 'u-sofia' }, SENT, false],
    ['our payment', { messageType: 'payment' }, SENT, false],
  ])('should decide for %s', (_name, over, now, expected) => {
    expect(messageCanUnsendAlone(message(over), ME, now)).toBe(expected);
  });
});

describe('unsendFailure (core 5 and 8: unsend texts)', () => {
  // The toasts' words are the app language's: English here.
  beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

  it('should say Cannot unsend when the server says the 2 minutes are up', () => {
    expect(unsendFailure(refusal(403, UNSEND_TEXT.expired))).toEqual({
      title: 'Cannot unsend',
      description: 'Messages can only be unsent within 2 minutes',
      expired: true,
    });
  });

  it.each([
    [403, 'Only the sender can unsend a message'],
    [404, 'Message not found'],
    [400, 'This message cannot be unsent'],
  ])('should give any other refusal (%i) in the server’s words', (status, error) => {
    expect(unsendFailure(refusal(status, error))).toEqual({
      title: 'Error unsending message',
      description: error,
      expired: false,
    });
  });

  it('should say the server could not be reached when there was no answer', () => {
    const failure = unsendFailure(new TypeError('Failed to fetch'));
    expect(failure.title).toBe('Error unsending message');
    expect(failure.description).toBe('Could not reach the server. Try again.');
    expect(failure.expired).toBe(false);
  });
});

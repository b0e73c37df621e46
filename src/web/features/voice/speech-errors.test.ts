import { beforeAll, describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../i18n/intl';
import { speechErrorSay, speechErrorText } from './speech-errors';

// The texts are said in the app language: English here, from the real catalog.
beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

describe('speechErrorText', () => {
  it.each([
    ['not-allowed', 'Microphone access denied. Please allow microphone permission and try again.'],
    [
      'service-not-allowed',
      'Microphone access denied. Please allow microphone permission and try again.',
    ],
    ['no-speech', 'No speech detected. Please speak more clearly.'],
    ['audio-capture', 'No microphone found. Please check your microphone connection.'],
    ['network', 'Network error occurred. Please check your internet connection.'],
    [
      'language-not-supported',
      'Speech recognition error: language-not-supported. Please try again.',
    ],
    ['aborted', 'Speech recognition error: aborted. Please try again.'],
  ])('should give the spec core 8 text for %s', (code, text) => {
    expect(speechErrorText(code)).toBe(text);
  });

  it('should keep the spec core 8 texts word for word', () => {
    expect(speechErrorSay('denied')).toBe(
      'Microphone access denied. Please allow microphone permission and try again.',
    );
    expect(speechErrorSay('startFailed')).toBe(
      'Failed to start voice recognition. Please try again.',
    );
    expect(speechErrorSay('unsupported')).toBe(
      'Speech recognition is not supported in this browser. Try using Chrome, Edge, or Safari.',
    );
  });
});

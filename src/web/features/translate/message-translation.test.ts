import { describe, expect, it } from 'vitest';
import type { TranslationSettings } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { shownText, translationWanted } from './message-translation';

const message = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'm1',
  conversationId: 'c1',
  senderId: 'u-sofia',
  content: 'La casa es grande',
  messageType: 'text',
  metadata: null,
  isBurner: false,
  expiresAt: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  seq: 1,
  clientId: null,
  language: 'es',
  ...over,
});
const on: TranslationSettings = {
  autoTranslate: true,
  sourceLanguage: 'auto',
  targetLanguage: 'en',
};

describe('translationWanted', () => {
  it("should translate others' messages in another language when auto-translate is on", () => {
    expect(translationWanted(message(), 'u-emma', on)).toBe(true);
  });

  it('should leave alone my own, unsent, non-text, same-language or switched-off ones', () => {
    expect(translationWanted(message({ senderId: 'u-emma' }), 'u-emma', on)).toBe(false);
    expect(translationWanted(message({ sendState: 'pending' }), 'u-emma', on)).toBe(false);
    expect(translationWanted(message({ language: null }), 'u-emma', on)).toBe(false);
    expect(translationWanted(message({ language: 'en' }), 'u-emma', on)).toBe(false);
    expect(translationWanted(message(), 'u-emma', { ...on, autoTranslate: false })).toBe(false);
    expect(translationWanted(message(), 'u-emma', null)).toBe(false);
  });

  it("should translate a photo's caption like a text, and never a photo without one", () => {
    const photo = (metadata: Record<string, unknown> | null, language: string | null) =>
      message({ messageType: 'image', content: '/api/images/abc12345', metadata, language });
    const captioned = photo({ objectRef: 'abc12345', caption: 'La casa es grande' }, 'es');
    expect(translationWanted(captioned, 'u-emma', on)).toBe(true);
    expect(translationWanted(photo({ objectRef: 'abc12345' }, null), 'u-emma', on)).toBe(false);
    // A chosen source names a language, but a photo without words still has none to translate.
    expect(
      translationWanted(photo({ objectRef: 'abc12345' }, null), 'u-emma', {
        ...on,
        sourceLanguage: 'fr',
      }),
    ).toBe(false);
    // Stars keep no metadata: a starred photo's card is not its caption's translation.
    expect(translationWanted(photo(null, 'es'), 'u-emma', on)).toBe(false);
  });

  it('should never translate a message its sender took back (core 4 Unsend)', () => {
    const unsent = message({ content: '', deletedAt: '2030-01-01T10:01:00.000Z' });
    expect(translationWanted(unsent, 'u-emma', on)).toBe(false);
  });

  it('should go by the chosen source instead of the detected one', () => {
    expect(translationWanted(message(), 'u-emma', { ...on, sourceLanguage: 'en' })).toBe(false);
    expect(
      translationWanted(message({ language: 'en' }), 'u-emma', { ...on, sourceLanguage: 'fr' }),
    ).toBe(true);
  });
});

describe('shownText', () => {
  const m = message();
  it('should show the original while loading, and say nothing', () => {
    expect(shownText(m, m.content, 'en', undefined, false)).toEqual({
      text: 'La casa es grande',
      lang: 'es',
      translatedFrom: null,
      unavailable: false,
      onDevice: false,
      pack: null,
    });
  });

  it('should show the translation in the target language, naming the source', () => {
    const answer = {
      messageId: 'm1',
      translatedText: 'The house is big',
      detectedLanguage: 'es',
      engine: 'apertium',
    };
    expect(shownText(m, m.content, 'en', answer, false)).toEqual({
      text: 'The house is big',
      lang: 'en',
      translatedFrom: 'es',
      unavailable: false,
      onDevice: false,
      pack: null,
    });
  });

  it('should say when the reader’s own device translated it', () => {
    const answer = {
      messageId: 'm1',
      translatedText: 'The house is big',
      detectedLanguage: 'es',
      engine: 'device',
    };
    expect(shownText(m, m.content, 'en', answer, false)).toMatchObject({
      text: 'The house is big',
      onDevice: true,
    });
  });

  it('should pass on the pack that would let this device translate it', () => {
    const pack = { sourceLanguage: 'es', targetLanguage: 'ja' };
    const refused = { messageId: 'm1', error: 'Translation unavailable for es → ja', pack };
    expect(shownText(m, m.content, 'ja', refused, false)).toMatchObject({
      text: 'La casa es grande',
      unavailable: true,
      pack,
    });
  });

  it('should fall back to the original, marked, when there is no translation', () => {
    const refused = { messageId: 'm1', error: 'Translation unavailable for ja → en' };
    expect(shownText(m, m.content, 'en', refused, false)).toMatchObject({
      text: 'La casa es grande',
      unavailable: true,
    });
    expect(shownText(m, m.content, 'en', undefined, true).unavailable).toBe(true);
  });

  it('should give non-text labels the app language', () => {
    const game = message({ messageType: 'game', language: null });
    expect(shownText(game, '🎮 Game', null, undefined, false).lang).toBe('en');
  });

  it('should give what stands in place of an unsent message the app language', () => {
    const unsent = message({ content: '', deletedAt: '2030-01-01T10:01:00.000Z' });
    expect(shownText(unsent, 'Sofía unsent a message', null, undefined, false).lang).toBe('en');
  });
});

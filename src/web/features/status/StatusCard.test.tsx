import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StatusUpdate } from '../../../protocol';
import { inEnglish } from '../../i18n/testing';
import { StatusCard } from './StatusCard';
import { statusWordsShown } from './status-words';

const now = new Date('2025-03-01T10:00:00.000Z');
const words = 'La casa es grande y el gato es negro';
const sofias: StatusUpdate = {
  id: 's1',
  userId: 'u-sofia',
  content: words,
  language: 'es',
  translation: {
    targetLanguage: 'en',
    translatedText: 'The house is big and the cat is black',
    detectedLanguage: 'es',
    engine: 'apertium',
  },
  createdAt: '2025-03-01T09:00:00.000Z',
  expiresAt: '2025-03-02T09:00:00.000Z',
  views: 0,
  likes: 0,
  replies: 0,
  isLiked: false,
  author: { id: 'u-sofia', username: 'sofia', displayName: 'Sofía García', avatar: null },
  hasViewed: false,
};

/** The status as someone reads it whose words needed no translation. */
const asWritten: StatusUpdate = { ...sofias, translation: undefined };

const card = (status: StatusUpdate, mine = false) =>
  renderToStaticMarkup(
    inEnglish(
      <QueryClientProvider client={new QueryClient()}>
        <StatusCard
          status={status}
          mine={mine}
          now={now}
          onOpen={() => {}}
          onLike={() => {}}
          onDelete={() => {}}
        />
      </QueryClientProvider>,
    ),
  );

/** The words the card shows, and the language it marks them with. */
const shownIn = (html: string) => {
  const found = /<span dir="auto" lang="([^"]*)"[^>]*data-testid="status-content">([^<]*)</.exec(
    html,
  );
  return found ? { lang: found[1], text: found[2] } : null;
};

describe('StatusCard', () => {
  it("should show a friend's status in the reader's language, with the chat's line to the original", () => {
    const html = card(sofias);
    expect(shownIn(html)).toEqual({ lang: 'en', text: 'The house is big and the cat is black' });
    expect(html).not.toContain(words);
    expect(html).toContain('Translated from Spanish');
    expect(html).toContain('Show original');
  });

  it('should show the words as written, and say so, when they could not be translated', () => {
    const html = card({
      ...sofias,
      translation: { targetLanguage: 'en', error: 'Translation unavailable for es → en' },
    });
    expect(shownIn(html)).toEqual({ lang: 'es', text: words });
    expect(html).toContain('Translation unavailable');
    expect(html).not.toContain('translation-toggle');
  });

  it('should show words that needed no translation as written, with no line', () => {
    const html = card({ ...asWritten, userId: 'u-emma' }, true);
    expect(shownIn(html)).toEqual({ lang: 'es', text: words });
    expect(html).not.toContain('translation-toggle');
    expect(html).not.toContain('translation-unavailable');
  });
});

describe('statusWordsShown', () => {
  it('should switch between the translation and the original', () => {
    expect(statusWordsShown(sofias, false)).toEqual({
      text: 'The house is big and the cat is black',
      lang: 'en',
      translatedFrom: 'es',
      unavailable: false,
      onDevice: false,
      pack: null,
    });
    expect(statusWordsShown(sofias, true)).toEqual({
      text: words,
      lang: 'es',
      translatedFrom: 'es',
      unavailable: false,
      onDevice: false,
      pack: null,
    });
  });

  it("should say when this device's translator made the translation", () => {
    const translation = {
      targetLanguage: 'ja',
      translatedText: '家は大きい',
      detectedLanguage: 'es',
      engine: 'device',
    };
    expect(statusWordsShown({ ...sofias, translation }, false)).toMatchObject({
      text: '家は大きい',
      lang: 'ja',
      translatedFrom: 'es',
      onDevice: true,
    });
  });

  it('should name the pack this device could download where no translation could be had', () => {
    const pack = { sourceLanguage: 'es', targetLanguage: 'ja' };
    const translation = { targetLanguage: 'ja', error: 'Translation unavailable', pack };
    expect(statusWordsShown({ ...sofias, translation }, false)).toEqual({
      text: words,
      lang: 'es',
      translatedFrom: null,
      unavailable: true,
      onDevice: false,
      pack,
    });
  });

  it('should show a photo without words as it is', () => {
    expect(statusWordsShown({ ...asWritten, content: '', language: null }, false)).toEqual({
      text: '',
      lang: '',
      translatedFrom: null,
      unavailable: false,
      onDevice: false,
      pack: null,
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { generationErrorText } from './generation-error';
import { NoImageUrlError } from './image-api';

describe('generationErrorText (spec core 8, Image generation failed)', () => {
  beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

  it("should give the server's message when it sent one", () => {
    const busy = new ApiError(409, 'Conflict', JSON.stringify({ error: 'Busy, wait.' }));
    expect(generationErrorText(busy)).toBe('Busy, wait.');
    expect(generationErrorText(new ApiError(429, 'Too Many Requests', 'Slow down'))).toBe(
      '429: Slow down',
    );
  });

  it("should say 'No image URL returned' for a reply without the picture", () => {
    expect(generationErrorText(new NoImageUrlError())).toBe('No image URL returned');
  });

  it('should ask to try again when there is no message', () => {
    const retry = 'Failed to generate image. Please try again.';
    expect(generationErrorText(new TypeError('Failed to fetch'))).toBe(retry);
    expect(generationErrorText(new ApiError(502, 'Bad Gateway', ''))).toBe(retry);
  });
});

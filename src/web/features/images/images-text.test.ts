import { describe, expect, it } from 'vitest';
import { IMAGE_PROMPT_REQUIRED, IMAGE_STYLES } from '../../../protocol';
import english from '../../locales/en/images.json';
import { QUICK_IDEAS, STYLE_NAMES } from './images-text';

/** The English of an `images.` id. */
const en = (id: string) => english[id.replace(/^images\./, '') as keyof typeof english];

describe('the Image Playground texts in English', () => {
  it("should ask for a prompt in the server's words", () => {
    expect(en('images.promptRequired')).toBe(IMAGE_PROMPT_REQUIRED);
  });

  it("should name the spec's eight styles and six quick ideas", () => {
    expect(IMAGE_STYLES.map((s) => en(STYLE_NAMES[s]))).toEqual([
      'Realistic',
      'Cartoon',
      'Anime',
      'Digital Art',
      'Oil Painting',
      'Watercolor',
      'Sketch',
      'Vintage',
    ]);
    expect(QUICK_IDEAS.map(en)).toContain('Sunset over a mountain lake');
    expect(QUICK_IDEAS.map(en).every(Boolean)).toBe(true);
  });

  it("should use the spec's error words (core 8)", () => {
    expect(en('images.failedTitle')).toBe('Image generation failed');
    expect(en('images.noImageUrl')).toBe('No image URL returned');
    expect(en('images.failedRetry')).toBe('Failed to generate image. Please try again.');
  });
});

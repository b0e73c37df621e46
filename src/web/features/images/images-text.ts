import type { ImageStyle } from '../../../protocol';

/**
 * Catalog ids (src/web/locales/<lang>/images.json) for the Image Playground's texts chosen by a
 * value. The spec gives the dialog's name, its tabs and the error toasts (core 2, 8) in English;
 * 'Please enter a prompt' is the server's own words too (`IMAGE_PROMPT_REQUIRED` in
 * src/protocol, which stays there; images-text.test.ts holds them equal).
 */

/** The spec's eight styles (core 3), as the picker names them. */
export const STYLE_NAMES: Record<ImageStyle, string> = {
  realistic: 'images.styleRealistic',
  cartoon: 'images.styleCartoon',
  anime: 'images.styleAnime',
  digital_art: 'images.styleDigitalArt',
  oil_painting: 'images.styleOilPainting',
  watercolor: 'images.styleWatercolor',
  sketch: 'images.styleSketch',
  vintage: 'images.styleVintage',
};

/** Spec core 9: six quick-idea prompts, one tap to fill the prompt (in the app's language). */
export const QUICK_IDEAS = [
  'images.ideaCatAstronaut',
  'images.ideaMountainSunset',
  'images.ideaSnowyCabin',
  'images.ideaFuturisticCity',
  'images.ideaBalloons',
  'images.ideaCastleGarden',
] as const;

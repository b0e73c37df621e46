import type { ImageStyle } from '../../../../protocol';
import type { Pen } from './canvas';
import { BLEED, SIZE } from './canvas';
import type { Tint } from './palette';

/**
 * How each of the spec's eight styles (core 3 'Image styles') renders the same scene: the pen
 * the drawings use, how colours are bent, an SVG filter over the whole picture, textures laid
 * over it, and what is done to the pixels afterwards (finish.ts).
 */
export interface Look {
  name: string;
  pen: Pen;
  tint: Tint;
  /** An SVG filter applied to the whole scene (`id` is its id), or none. */
  filter: ((id: string) => string) | null;
  /** Edges pushed about by smooth noise, so no line is quite straight (pixels.ts). */
  wobble: { scale: number; cell: number } | null;
  /** Warm sparkles and rays (anime), or none. */
  sparkle: boolean;
  finish: 'none' | 'pencil' | 'sepia' | 'oil' | 'watercolor';
  /** A texture over the finished picture, blended with sharp. */
  texture: {
    kind: 'grain' | 'canvas' | 'paper';
    blend: 'soft-light' | 'multiply';
    opacity: number;
  } | null;
  /** A soft darkening of the corners. */
  vignette: number;
}

const pen = (p: Partial<Pen> = {}): Pen => ({
  outline: null,
  flat: false,
  neon: false,
  plain: false,
  ...p,
});
const region = `filterUnits="userSpaceOnUse" x="${-BLEED}" y="${-BLEED}" width="${SIZE + 2 * BLEED}" height="${SIZE + 2 * BLEED}"`;

/** Light that spills: the picture blurred and laid back over itself. */
const bloom = (radius: number, strength: number) => (id: string) =>
  `<filter id="${id}" ${region}><feGaussianBlur in="SourceGraphic" stdDeviation="${radius}" result="b"/>` +
  `<feComponentTransfer in="b" result="s"><feFuncA type="linear" slope="${strength}"/></feComponentTransfer>` +
  `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="s"/></feMerge></filter>`;

export const LOOKS: Record<ImageStyle, Look> = {
  realistic: {
    name: 'Realistic',
    pen: pen(),
    tint: { saturation: -6, lightness: 0 },
    filter: bloom(10, 0.35),
    wobble: null,
    sparkle: false,
    finish: 'none',
    texture: { kind: 'grain', blend: 'soft-light', opacity: 0.15 },
    vignette: 0.25,
  },
  cartoon: {
    name: 'Cartoon',
    pen: pen({ outline: { colour: '#2b2340', width: 6 }, flat: true }),
    tint: { saturation: 14, lightness: 4 },
    filter: null,
    wobble: null,
    sparkle: false,
    finish: 'none',
    texture: null,
    vignette: 0,
  },
  anime: {
    name: 'Anime',
    pen: pen({ outline: { colour: '#2a2f5c', width: 2.5 } }),
    tint: { saturation: 18, lightness: 5 },
    filter: bloom(6, 0.3),
    wobble: null,
    sparkle: true,
    finish: 'none',
    texture: null,
    vignette: 0.1,
  },
  digital_art: {
    name: 'Digital Art',
    pen: pen({ outline: { colour: '#5ff3ff', width: 2.5 }, neon: true }),
    tint: { saturation: 20, lightness: -4, towards: { hue: 280, amount: 0.25 } },
    filter: bloom(9, 0.75),
    wobble: null,
    sparkle: false,
    finish: 'none',
    texture: null,
    vignette: 0.35,
  },
  oil_painting: {
    name: 'Oil Painting',
    pen: pen(),
    tint: { saturation: 10, lightness: -2 },
    filter: null,
    wobble: { scale: 10, cell: 90 },
    sparkle: false,
    finish: 'oil',
    texture: { kind: 'canvas', blend: 'soft-light', opacity: 0.7 },
    vignette: 0.3,
  },
  watercolor: {
    name: 'Watercolor',
    pen: pen(),
    tint: { saturation: -18, lightness: 12 },
    filter: null,
    wobble: { scale: 9, cell: 110 },
    sparkle: false,
    finish: 'watercolor',
    texture: { kind: 'paper', blend: 'multiply', opacity: 0.45 },
    vignette: 0,
  },
  sketch: {
    name: 'Sketch',
    pen: pen({ outline: { colour: '#222222', width: 2 }, plain: true }),
    tint: { saturation: 0, lightness: 0 },
    filter: null,
    wobble: { scale: 3, cell: 60 },
    sparkle: false,
    finish: 'pencil',
    texture: { kind: 'paper', blend: 'multiply', opacity: 0.5 },
    vignette: 0,
  },
  vintage: {
    name: 'Vintage',
    pen: pen(),
    tint: { saturation: -10, lightness: 0 },
    filter: bloom(4, 0.25),
    wobble: null,
    sparkle: false,
    finish: 'sepia',
    texture: { kind: 'grain', blend: 'soft-light', opacity: 0.8 },
    vignette: 0.6,
  },
};

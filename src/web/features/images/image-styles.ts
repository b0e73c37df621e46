import type { ImageStyle } from '../../../protocol';
import { IMAGE_STYLES } from '../../../protocol';
import { STYLE_NAMES } from './images-text';

/** How the picker shows each style: its name, a sign and a swatch in the style's mood. */
export interface StyleTile<S extends string = ImageStyle> {
  style: S;
  /** The catalog id of its name. */
  nameId: string;
  sign: string;
  swatch: string;
}

const LOOK: Record<ImageStyle, { sign: string; swatch: string }> = {
  realistic: { sign: '📷', swatch: 'from-sky-400 to-emerald-500' },
  cartoon: { sign: '🎨', swatch: 'from-yellow-300 to-orange-500' },
  anime: { sign: '🌸', swatch: 'from-pink-400 to-violet-500' },
  digital_art: { sign: '💠', swatch: 'from-cyan-400 to-fuchsia-600' },
  oil_painting: { sign: '🖌️', swatch: 'from-amber-600 to-rose-700' },
  watercolor: { sign: '💧', swatch: 'from-sky-200 to-pink-300' },
  sketch: { sign: '✏️', swatch: 'from-slate-200 to-slate-500' },
  vintage: { sign: '🎞️', swatch: 'from-amber-200 to-stone-500' },
};

/** The eight styles in the spec's order (core 3). */
export const STYLE_TILES: StyleTile[] = IMAGE_STYLES.map((style) => ({
  style,
  nameId: STYLE_NAMES[style],
  ...LOOK[style],
}));

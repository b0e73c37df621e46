import type { Scene } from './scene';
import type { Palette } from './palette';
import type { Random } from './seed';

/** The picture's size: square, like the OpenAI endpoint's 1024x1024. */
export const SIZE = 1024;

/**
 * How far the scene is drawn past each edge: the brushwork filters pull pixels in from outside,
 * which must be more of the scene and not emptiness.
 */
export const BLEED = 64;

/** How a style wants shapes drawn (looks.ts): the drawings read it, they never name a style. */
export interface Pen {
  /** An ink line around every shape (cartoon, anime), or none. */
  outline: { colour: string; width: number } | null;
  /** Flat fills instead of gradients on land and things (cartoon). */
  flat: boolean;
  /** Glowing strokes and a grid floor (digital art). */
  neon: boolean;
  /** No glows or halos: a pencil draws edges, and soft light only smudges them (sketch). */
  plain: boolean;
}

/** What every drawing is given: the scene, its colours, the seeded chance, and the pen. */
export interface Canvas {
  scene: Scene;
  pal: Palette;
  rng: Random;
  pen: Pen;
  /** Where the sky meets land or water. */
  horizon: number;
  /** The sun (or moon): where it stands and how big, for its glow and its reflection. */
  sun: { x: number; y: number; r: number };
  /** The height of the nearest ground at x (things stand on it); null over open water. */
  groundAt: (x: number) => number | null;
  /** Gradients, filters and shapes referred to by id. */
  defs: string[];
  nextId: (prefix: string) => string;
}

/** A smooth closed path under the curve y(x), filled down to the bottom of the picture. */
export function curveArea(y: (x: number) => number, step = 16): string {
  const pts: string[] = [];
  for (let x = -BLEED; x <= SIZE + BLEED; x += step) pts.push(`${x},${y(x).toFixed(1)}`);
  const bottom = SIZE + BLEED;
  return `M${-BLEED},${bottom} L${pts.join(' L')} L${SIZE + BLEED},${bottom} Z`;
}

/** A vertical gradient from colour stops (top first), added to defs; returns its url(). */
export function linear(c: Canvas, stops: string[], x2 = 0, y2 = 1): string {
  const id = c.nextId('g');
  const parts = stops.map(
    (colour, i) =>
      `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(3)}" stop-color="${colour}"/>`,
  );
  c.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${parts.join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** A round glow: the colour at the centre fading out to nothing. */
export function glow(c: Canvas, colour: string, opacity = 1): string {
  if (c.pen.plain) return 'none';
  const id = c.nextId('r');
  c.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
      `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/** A fill for land and things: a gentle top-to-bottom gradient, or flat when the pen says so. */
export function fill(c: Canvas, top: string, bottom: string): string {
  return c.pen.flat ? top : linear(c, [top, bottom]);
}

export const n = (v: number) => v.toFixed(1);

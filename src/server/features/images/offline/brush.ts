import type { Pixels } from './pixels';
import { noiseImage } from './pixels';
import { Random } from './seed';

/** Luminance of a pixel, 0..255. */
const lum = (p: Pixels, x: number, y: number) => {
  const i = (y * p.width + x) * p.channels;
  return 0.299 * p.data[i]! + 0.587 * p.data[i + 1]! + 0.114 * p.data[i + 2]!;
};

const hex2 = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, '0');

export interface BrushOptions {
  /** Distance between dabs, in pixels. */
  spacing: number;
  length: [number, number];
  width: number;
  opacity: number;
  /** How far a dab's colour may stray from the picture's, for visible brushwork. */
  jitter: number;
}

/**
 * Paints the picture over again in short strokes of its own colours (stroke-based rendering):
 * each dab takes the colour under it and lies along the edges there (across the brightness
 * gradient), or along a slow swirl where the picture is flat. Returns the strokes as an SVG.
 */
export async function brushStrokesSvg(src: Pixels, seed: number, o: BrushOptions): Promise<string> {
  const { width, height } = src;
  const rng = new Random(seed);
  const [flow] = await noiseImage(seed + 9, 160, width, height);
  const strokes: string[] = [];
  for (let gy = 0; gy < height; gy += o.spacing) {
    for (let gx = 0; gx < width; gx += o.spacing) {
      const x = Math.min(width - 2, Math.max(1, Math.round(gx + rng.range(0, o.spacing))));
      const y = Math.min(height - 2, Math.max(1, Math.round(gy + rng.range(0, o.spacing))));
      const dx = lum(src, x + 1, y) - lum(src, x - 1, y);
      const dy = lum(src, x, y + 1) - lum(src, x, y - 1);
      const edge = Math.hypot(dx, dy) > 24;
      const angle = edge ? Math.atan2(dy, dx) + Math.PI / 2 : flow![y * width + x]! * Math.PI * 0.6;
      const len = rng.range(o.length[0], o.length[1]) * (edge ? 0.6 : 1);
      const i = (y * width + x) * src.channels;
      const shade = rng.range(-o.jitter, o.jitter);
      const colour = `#${hex2(src.data[i]! + shade)}${hex2(src.data[i + 1]! + shade)}${hex2(src.data[i + 2]! + shade)}`;
      const cx = (Math.cos(angle) * len) / 2;
      const cy = (Math.sin(angle) * len) / 2;
      strokes.push(
        `<path d="M${(x - cx).toFixed(1)},${(y - cy).toFixed(1)}l${(2 * cx).toFixed(1)},${(2 * cy).toFixed(1)}" stroke="${colour}"${edge ? ` stroke-width="${(o.width * 0.55).toFixed(1)}"` : ''}/>`,
      );
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g fill="none" stroke-width="${o.width}" stroke-linecap="round" stroke-opacity="${o.opacity}">${strokes.join('')}</g></svg>`
  );
}

import sharp from 'sharp';
import { Random } from './seed';

/** Raw RGB pixels, row by row, as sharp's `raw()` gives them. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/**
 * Three channels of smooth noise in [-1, 1], one value per pixel: random values on a coarse
 * grid, enlarged by sharp with a cubic kernel. Native enlarging takes milliseconds where a
 * per-pixel noise function in JavaScript (or an SVG turbulence filter) took seconds here.
 */
export async function noiseImage(
  seed: number,
  cell: number,
  width: number,
  height: number,
): Promise<Float32Array[]> {
  const rng = new Random(seed);
  const cols = Math.ceil(width / cell) + 1;
  const rows = Math.ceil(height / cell) + 1;
  const grid = Buffer.from(Array.from({ length: cols * rows * 3 }, () => rng.int(0, 255)));
  const big = await sharp(grid, { raw: { width: cols, height: rows, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  const channels = [0, 1, 2].map(() => new Float32Array(width * height));
  for (let i = 0; i < width * height; i++) {
    for (let k = 0; k < 3; k++) channels[k]![i] = (big[i * 3 + k]! - 127.5) / 127.5;
  }
  return channels;
}

/**
 * Pushes every pixel by smooth noise (a broad swell and a finer ripple), so straight edges
 * waver like a hand painted them. Reads from outside the picture are clamped to its edge.
 */
export async function pixelsDisplace(
  src: Pixels,
  seed: number,
  scale: number,
  cell: number,
): Promise<Pixels> {
  const { width, height, channels, data } = src;
  const [bx, by] = await noiseImage(seed, cell, width, height);
  const [fx, fy] = await noiseImage(seed + 1, cell / 4, width, height);
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const sx = Math.round(x + (bx![i]! + fx![i]! * 0.3) * scale);
      const sy = Math.round(y + (by![i]! + fy![i]! * 0.3) * scale);
      const from =
        (Math.min(height - 1, Math.max(0, sy)) * width + Math.min(width - 1, Math.max(0, sx))) *
        channels;
      data.copy(out, i * channels, from, from + channels);
    }
  }
  return { data: out, width, height, channels };
}

/**
 * Watercolour's paper edge: the paint stops short of the border along a ragged line, leaving
 * the paper bare there, and pigment pools unevenly (a slow mottle of lighter and darker).
 */
export async function pixelsPaperEdge(
  src: Pixels,
  seed: number,
  paper: [number, number, number],
): Promise<Pixels> {
  const { width, height, channels, data } = src;
  const [edge] = await noiseImage(seed + 5, 48, width, height);
  const [pool] = await noiseImage(seed + 6, 140, width, height);
  const out = Buffer.from(data);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const d = Math.min(x, y, width - 1 - x, height - 1 - y) + edge![i]! * 16;
      const t = Math.min(1, Math.max(0, (d - 26) / 10));
      const m = 1 + pool![i]! * 0.05;
      const p = i * channels;
      for (let k = 0; k < 3; k++) {
        const paint = Math.min(255, data[p + k]! * m);
        out[p + k] = Math.round(paper[k]! * (1 - t) + paint * t);
      }
    }
  }
  return { data: out, width, height, channels };
}

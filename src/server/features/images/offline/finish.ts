import sharp from 'sharp';
import type { OverlayOptions, Sharp } from 'sharp';
import { brushStrokesSvg } from './brush';
import { SIZE } from './canvas';
import type { Look } from './looks';
import type { Pixels } from './pixels';
import { pixelsDisplace, pixelsPaperEdge } from './pixels';

/**
 * The pixel work after the SVG is drawn: pencil lines or sepia, a texture (grain, canvas weave,
 * paper), a vignette, and the label saying which generator made the picture.
 */

/** Pencil: greyscale, then the grey divided by its blurred negative (a colour dodge), which
 * keeps the edges as lines and washes flat areas out to paper. */
async function pencil(png: Buffer): Promise<Buffer> {
  const grey = await sharp(png).flatten({ background: '#ffffff' }).greyscale().png().toBuffer();
  const soft = await sharp(grey).negate({ alpha: false }).blur(7).png().toBuffer();
  const dodged = await sharp(grey)
    .composite([{ input: soft, blend: 'colour-dodge' }])
    .png()
    .toBuffer();
  // The dodge leaves lines faint: darken the mid-tones so they read as graphite, then shade
  // with a light wash of the picture's own tones, as pencil shading would.
  const lines = await sharp(dodged).gamma(2.2, 1.6).linear(1.08, -10).png().toBuffer();
  const tone = await sharp(grey).blur(1.5).linear(0.4, 153).png().toBuffer();
  return sharp(lines)
    .composite([{ input: tone, blend: 'multiply' }])
    .greyscale()
    .png()
    .toBuffer();
}

/** Paint: the picture laid in again as short strokes of its own colours, a little richer. */
async function oil(png: Buffer, seed: number): Promise<Buffer> {
  const base = await sharp(png).median(5).modulate({ saturation: 1.1 }).png().toBuffer();
  const strokes = await brushStrokesSvg(await pixelsOf(base), seed, {
    spacing: 9,
    length: [14, 26],
    width: 8,
    opacity: 0.9,
    jitter: 14,
  });
  return sharp(base)
    .composite([{ input: Buffer.from(strokes) }])
    .png()
    .toBuffer();
}

/** Watercolour: soft washes, darker where pigment pooled at edges, bare paper at the border. */
async function watercolor(png: Buffer, seed: number): Promise<Buffer> {
  // Diluted pigment: lighter and softer than the drawing under it.
  const soft = await sharp(png).blur(2.2).linear(0.78, 56).png().toBuffer();
  // Edges, one sharp step at a time: sharp runs the steps of one pipeline in its own order.
  const laplace = await sharp(png)
    .removeAlpha()
    .greyscale()
    .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1] })
    .png()
    .toBuffer();
  const inked = await sharp(laplace).negate().png().toBuffer();
  const edges = await sharp(inked).blur(1.4).linear(0.6, 102).png().toBuffer();
  const pooled = await sharp(soft).composite([{ input: edges, blend: 'multiply' }]);
  return pngOf(await pixelsPaperEdge(await pixelsOf(pooled), seed, [251, 248, 240]));
}

/** Old photographic print: sepia, slightly faded. */
async function sepia(png: Buffer): Promise<Buffer> {
  return sharp(png)
    .recomb([
      [0.393, 0.769, 0.189],
      [0.349, 0.686, 0.168],
      [0.272, 0.534, 0.131],
    ])
    .linear(0.86, 18)
    .png()
    .toBuffer();
}

const TEXTURE_NOISE: Record<'grain' | 'canvas' | 'paper', string> = {
  grain: '<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>',
  canvas: '<feTurbulence type="fractalNoise" baseFrequency="0.05 0.45" numOctaves="3" seed="3"/>',
  paper: '<feTurbulence type="fractalNoise" baseFrequency="0.045" numOctaves="4" seed="11"/>',
};

/** A grey noise texture around mid-grey (soft-light) or near white (multiply), as a PNG. */
function textureSvg(kind: keyof typeof TEXTURE_NOISE, blend: string, opacity: number): Buffer {
  // Multiply darkens with everything below white: keep the paper light, only its fibres show.
  const gain = blend === 'multiply' ? 0.25 * opacity : opacity;
  const lift = blend === 'multiply' ? 1 - gain : 0.25;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
    `<filter id="t" x="0" y="0" width="100%" height="100%">${TEXTURE_NOISE[kind]}` +
    `<feColorMatrix type="matrix" values="${[0, 1, 2]
      .map(() => `${gain / 3} ${gain / 3} ${gain / 3} 0 ${lift}`)
      .join(' ')} 0 0 0 0 1"/></filter>` +
    `<rect width="100%" height="100%" filter="url(#t)"/></svg>`;
  return Buffer.from(svg);
}

function vignetteSvg(strength: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
      `<radialGradient id="v" r="0.75"><stop offset="0.55" stop-color="#1a0f08" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#1a0f08" stop-opacity="${strength}"/></radialGradient>` +
      `<rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );
}

/** The small label in the corner: the picture is the offline generator's, not a model's. */
export function labelSvg(text: string): Buffer {
  // Big enough to read when the picture is shown a third of its size in a chat bubble.
  const w = Math.round(text.length * 12.2 + 48);
  const h = 52;
  const x = SIZE - w - 22;
  const y = SIZE - h - 22;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="#0b0b16" fill-opacity="0.55"/>` +
      `<text x="${x + w / 2}" y="${y + h / 2 + 8}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="24" fill="#ffffff" fill-opacity="0.92">${text}</text></svg>`,
  );
}

async function pixelsOf(png: Buffer | Sharp): Promise<Pixels> {
  const { data, info } = await (Buffer.isBuffer(png) ? sharp(png) : png)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

const pngOf = (p: Pixels) =>
  sharp(p.data, { raw: { width: p.width, height: p.height, channels: p.channels as 3 } })
    .png()
    .toBuffer();

/** Renders the scene's SVG in the look and returns the finished PNG. */
export async function pictureRender(
  svg: string,
  look: Look,
  label: string,
  seed: number,
): Promise<Buffer> {
  let png: Buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  if (look.wobble) {
    const { scale, cell } = look.wobble;
    png = await pngOf(await pixelsDisplace(await pixelsOf(png), seed, scale, cell));
  }
  if (look.finish === 'pencil') png = await pencil(png);
  if (look.finish === 'sepia') png = await sepia(png);
  if (look.finish === 'oil') png = await oil(png, seed);
  if (look.finish === 'watercolor') png = await watercolor(png, seed);
  const layers: OverlayOptions[] = [];
  if (look.texture) {
    const { kind, blend, opacity } = look.texture;
    layers.push({ input: textureSvg(kind, blend, opacity), blend });
  }
  if (look.vignette > 0) layers.push({ input: vignetteSvg(look.vignette) });
  layers.push({ input: labelSvg(label) });
  return sharp(png).composite(layers).png().toBuffer();
}

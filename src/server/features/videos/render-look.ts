import type { VideoEdits } from '../../../protocol';
import { videoLook } from '../../../protocol';

/**
 * The editor's look as the browser draws it (`videoCssFilter`: sepia, grayscale, brightness,
 * contrast, saturate, hue-rotate, in that order), as plain arithmetic on a pixel's sRGB values in
 * 0..1. Each CSS filter function is the Filter Effects spec's matrix or transfer function, and
 * each step's result is clamped to 0..1 before the next, as the spec and the browsers do. A
 * download is rendered through a 3D table of this function (`lut3d`), so it looks like what was
 * previewed, clamping included. Pure: no I/O.
 */

/** One step: a 3×3 matrix on (r, g, b) plus a constant per channel, row by row. */
// prettier-ignore
type Affine = readonly [
  number, number, number, number,
  number, number, number, number,
  number, number, number, number,
];

/** sepia(a): the spec's matrix, from identity (0) to full sepia (1). */
function sepia(a: number): Affine {
  const k = 1 - a;
  // prettier-ignore
  return [
    0.393 + 0.607 * k, 0.769 - 0.769 * k, 0.189 - 0.189 * k, 0,
    0.349 - 0.349 * k, 0.686 + 0.314 * k, 0.168 - 0.168 * k, 0,
    0.272 - 0.272 * k, 0.534 - 0.534 * k, 0.131 + 0.869 * k, 0,
  ];
}

/** grayscale(a): towards the spec's luminance (Rec. 709 weights); 1 gives r = g = b. */
function grayscale(a: number): Affine {
  const k = 1 - a;
  // prettier-ignore
  return [
    0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0,
    0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0,
    0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0,
  ];
}

/** brightness(b): each channel times b (feFuncX type linear, slope b). */
function brightness(b: number): Affine {
  return [b, 0, 0, 0, 0, b, 0, 0, 0, 0, b, 0];
}

/** contrast(c): each channel c·x + (0.5 − 0.5·c), about mid-grey. */
function contrast(c: number): Affine {
  const o = 0.5 - 0.5 * c;
  return [c, 0, 0, o, 0, c, 0, o, 0, 0, c, o];
}

/** saturate(s): feColorMatrix type saturate; above 1 over-saturates. */
function saturate(s: number): Affine {
  // prettier-ignore
  return [
    0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0,
    0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0,
    0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0,
  ];
}

/** hue-rotate(deg): feColorMatrix type hueRotate. */
function hueRotate(deg: number): Affine {
  const c = Math.cos((deg * Math.PI) / 180);
  const s = Math.sin((deg * Math.PI) / 180);
  // prettier-ignore
  return [
    0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0,
    0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.14, 0.072 - c * 0.072 - s * 0.283, 0,
    0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0,
  ];
}

/** The look's colour steps in the preview's order, leaving out those that change nothing. */
export function lookSteps(edits: VideoEdits): Affine[] {
  const l = videoLook(edits);
  const steps: Affine[] = [];
  if (l.sepia) steps.push(sepia(l.sepia));
  if (l.grayscale) steps.push(grayscale(l.grayscale));
  if (l.brightness !== 1) steps.push(brightness(l.brightness));
  if (l.contrast !== 1) steps.push(contrast(l.contrast));
  if (l.saturate !== 1) steps.push(saturate(l.saturate));
  // A turn by a whole number of turns is none.
  if (l.hue % 360 !== 0) steps.push(hueRotate(l.hue));
  return steps;
}

const clamp = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/** One pixel (sRGB, 0..1) through the steps, clamped after each as the browser does. */
export function lookApply(steps: readonly Affine[], rgb: readonly [number, number, number]) {
  let [r, g, b] = rgb;
  for (const m of steps) {
    [r, g, b] = [
      clamp(m[0] * r + m[1] * g + m[2] * b + m[3]),
      clamp(m[4] * r + m[5] * g + m[6] * b + m[7]),
      clamp(m[8] * r + m[9] * g + m[10] * b + m[11]),
    ];
  }
  return [r, g, b] as const;
}

/**
 * Points per side of the table. Between points `lut3d` interpolates (tetrahedral): exact where
 * the look is affine (no step clamps within a cell), and within about 1/255 near a clamp's edge;
 * 33 is the usual size of a grading LUT (a 0.9 MB file, written per render).
 */
export const LOOK_LUT_SIZE = 33;

/**
 * The look as a `.cube` 3D table (Adobe's format, which ffmpeg's `lut3d` reads), or null when the
 * edits leave the colours as shot. Red varies fastest, then green, then blue.
 */
export function lookCube(edits: VideoEdits, size = LOOK_LUT_SIZE): string | null {
  const steps = lookSteps(edits);
  if (steps.length === 0) return null;
  const lines = [`LUT_3D_SIZE ${size}`];
  const at = (i: number) => i / (size - 1);
  for (let b = 0; b < size; b++)
    for (let g = 0; g < size; g++)
      for (let r = 0; r < size; r++) {
        const out = lookApply(steps, [at(r), at(g), at(b)]);
        lines.push(out.map((v) => v.toFixed(5)).join(' '));
      }
  return `${lines.join('\n')}\n`;
}

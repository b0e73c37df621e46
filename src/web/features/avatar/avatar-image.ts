import { AVATAR_SIZE_PX } from '../../../protocol/avatar';
import type { CropFrame } from './avatar-crop';
import { cropPlacement } from './avatar-crop';

/**
 * JPEG for what is uploaded: every browser encodes it, and a 512 px photo is about 40 KB. The
 * server keeps its own WebP of it.
 */
const OUTPUT_TYPE = 'image/jpeg';
const OUTPUT_QUALITY = 0.92;
/** What shows where a zoomed-out picture leaves the square empty. */
const BACKGROUND = '#ffffff';

/** Resolves with the picture once decoded; rejects when the browser cannot open it. */
export function imageLoad(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image did not load'));
    img.src = src;
  });
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no canvas'))), type, quality),
  );
}

/** The square the crop dialog frames, as the picture that is uploaded. */
export async function cropRender(img: HTMLImageElement, frame: CropFrame): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE_PX;
  canvas.height = AVATAR_SIZE_PX;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingQuality = 'high';
  const p = cropPlacement(frame, AVATAR_SIZE_PX);
  ctx.drawImage(img, p.left, p.top, p.width, p.height);
  return canvasBlob(canvas, OUTPUT_TYPE, OUTPUT_QUALITY);
}

/**
 * Pixel art: the picture shrunk to `cells` blocks across and blown up again without smoothing,
 * so every block stays one flat colour. PNG, so the blocks keep hard edges.
 */
export async function imagePixelate(src: string, cells: number): Promise<Blob> {
  const img = await imageLoad(src);
  const small = document.createElement('canvas');
  const ratio = img.naturalHeight / img.naturalWidth || 1;
  small.width = cells;
  small.height = Math.max(1, Math.round(cells * ratio));
  small.getContext('2d')?.drawImage(img, 0, 0, small.width, small.height);
  const big = document.createElement('canvas');
  big.width = AVATAR_SIZE_PX;
  big.height = Math.round(AVATAR_SIZE_PX * ratio);
  const ctx = big.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(small, 0, 0, big.width, big.height);
  return canvasBlob(big, 'image/png');
}

/**
 * The live camera picture as a still. The front camera's preview is a mirror, as every camera
 * app shows it; the still is mirrored the same way, so what is kept is what was seen.
 */
export async function frameCapture(video: HTMLVideoElement, mirror: boolean): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx || !canvas.width || !canvas.height) throw new Error('no frame');
  if (mirror) {
    ctx.translate(canvas.width, 0);
    ctx.scale(-1, 1);
  }
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvasBlob(canvas, OUTPUT_TYPE, OUTPUT_QUALITY);
}

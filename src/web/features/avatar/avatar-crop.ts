import { AVATAR_ZOOM } from '../../../protocol/avatar';

/** A picture placed in the square crop area (all lengths in the area's pixels). */
export interface CropFrame {
  imageWidth: number;
  imageHeight: number;
  /** The side of the square crop area. */
  view: number;
  /** Percent (spec secondary 9: 50 to 200, step 5); 100 fills the square with the picture. */
  zoom: number;
  /** Where the picture's centre is, from the square's centre. */
  offset: { x: number; y: number };
}

export interface Placement {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The picture's size in the square: at 100 % its shorter side spans the square exactly. */
function drawnSize(frame: CropFrame): { width: number; height: number } {
  const shorter = Math.min(frame.imageWidth, frame.imageHeight) || 1;
  const scale = (frame.view / shorter) * (frame.zoom / 100);
  return { width: frame.imageWidth * scale, height: frame.imageHeight * scale };
}

/**
 * Where the picture is drawn in a square of `size` pixels (the crop area itself, the round
 * preview, or the saved picture): the same framing at any size.
 */
export function cropPlacement(frame: CropFrame, size = frame.view): Placement {
  const { width, height } = drawnSize(frame);
  const k = size / frame.view;
  return {
    left: (frame.view / 2 + frame.offset.x - width / 2) * k,
    top: (frame.view / 2 + frame.offset.y - height / 2) * k,
    width: width * k,
    height: height * k,
  };
}

/**
 * The offset kept within reach: a picture larger than the square always covers it (no empty
 * edge can be dragged in); a smaller one (zoomed out) stays wholly inside it.
 */
export function cropOffsetClamp(frame: CropFrame): { x: number; y: number } {
  const { width, height } = drawnSize(frame);
  const clamp = (v: number, reach: number) => Math.max(-reach, Math.min(reach, v)) || 0;
  return {
    x: clamp(frame.offset.x, Math.abs(width - frame.view) / 2),
    y: clamp(frame.offset.y, Math.abs(height - frame.view) / 2),
  };
}

/** A zoom as the slider allows it: 50 to 200, on a step of 5. */
export function cropZoomClamp(zoom: number): number {
  const { min, max, step } = AVATAR_ZOOM;
  if (!Number.isFinite(zoom)) return AVATAR_ZOOM.initial;
  return Math.max(min, Math.min(max, Math.round(zoom / step) * step));
}

import { describe, expect, it } from 'vitest';
import type { CropFrame } from './avatar-crop';
import { cropOffsetClamp, cropPlacement, cropZoomClamp } from './avatar-crop';

const frame = (over: Partial<CropFrame> = {}): CropFrame => ({
  imageWidth: 800,
  imageHeight: 400,
  view: 200,
  zoom: 100,
  offset: { x: 0, y: 0 },
  ...over,
});

describe('avatar crop (secondary 5, 9: zoom 50-200, step 5, default 100)', () => {
  it('should fill the square with the shorter side at 100 %, centred', () => {
    expect(cropPlacement(frame())).toEqual({ left: -100, top: 0, width: 400, height: 200 });
  });

  it('should draw the same framing at any size', () => {
    const f = frame({ zoom: 150, offset: { x: 40, y: -20 } });
    const small = cropPlacement(f);
    const big = cropPlacement(f, 512);
    const k = 512 / 200;
    for (const key of ['left', 'top', 'width', 'height'] as const)
      expect(big[key]).toBeCloseTo(small[key] * k, 6);
  });

  it('should keep a picture larger than the square covering it', () => {
    const f = frame({ offset: { x: 500, y: 30 } });
    expect(cropOffsetClamp(f)).toEqual({ x: 100, y: 0 });
    const placed = cropPlacement({ ...f, offset: cropOffsetClamp(f) });
    expect(placed.left).toBe(0);
    expect(placed.left + placed.width).toBeGreaterThanOrEqual(200);
  });

  it('should keep a zoomed-out picture inside the square', () => {
    const f = frame({ imageWidth: 400, imageHeight: 400, zoom: 50, offset: { x: -90, y: 90 } });
    const offset = cropOffsetClamp(f);
    expect(offset).toEqual({ x: -50, y: 50 });
    const placed = cropPlacement({ ...f, offset });
    expect(placed).toEqual({ left: 0, top: 100, width: 100, height: 100 });
  });

  it('should hold the zoom to 50-200 on steps of 5', () => {
    expect(cropZoomClamp(20)).toBe(50);
    expect(cropZoomClamp(250)).toBe(200);
    expect(cropZoomClamp(123)).toBe(125);
    expect(cropZoomClamp(Number.NaN)).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../protocol';
import { pictureFormatOf, pictureNeedsRedraw, pictureTargetSize } from './picture-fit';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('pictureFormatOf', () => {
  it('should tell the four picture formats by their first bytes', () => {
    expect(pictureFormatOf(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif\0\0MM'))).toBe('jpeg');
    expect(
      pictureFormatOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    ).toBe('png');
    expect(pictureFormatOf(bytes('GIF89a', [1, 0, 1, 0, 0, 0]))).toBe('gif');
    expect(pictureFormatOf(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))).toBe('webp');
  });

  it('should call a text file named .png no picture, whatever its name', () => {
    expect(pictureFormatOf(bytes('This is not a picture.'))).toBeNull();
    expect(pictureFormatOf(bytes('<svg xmlns="http'))).toBeNull();
    expect(pictureFormatOf(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});

describe('pictureTargetSize', () => {
  it('should bring the longest side down to 2048 and keep the proportions', () => {
    expect(pictureTargetSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(pictureTargetSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(pictureTargetSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('pictureNeedsRedraw', () => {
  const small = { width: 640, height: 480 };
  it('should redraw every camera picture, so its EXIF never leaves the device', () => {
    expect(pictureNeedsRedraw('jpeg', 1_000, small)).toBe(true);
    expect(pictureNeedsRedraw('webp', 1_000, small)).toBe(true);
  });

  it('should leave a small PNG and any GIF as they are', () => {
    expect(pictureNeedsRedraw('png', 1_000, small)).toBe(false);
    expect(pictureNeedsRedraw('png', IMAGE_MAX_BYTES + 1, small)).toBe(true);
    expect(pictureNeedsRedraw('png', 1_000, { width: 4000, height: 10 })).toBe(true);
    expect(pictureNeedsRedraw('gif', IMAGE_MAX_BYTES + 1, small)).toBe(false);
  });
});

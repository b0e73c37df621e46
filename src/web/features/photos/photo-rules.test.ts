import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_BYTES,
  PHOTO_BOX,
  imageDisplaySize,
  imageFilesOf,
  imageMessageRead,
  photoFileName,
  photoFileProblem,
} from './photo-rules';

describe('photoFileProblem (core 5: an image type, under 5 MB)', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'IMAGE/PNG'])(
    'should accept %s',
    (type) => {
      expect(photoFileProblem({ type, size: 1_000 })).toBeNull();
    },
  );

  it.each(['text/plain', 'application/pdf', '', 'video/mp4', 'image/svg+xml', 'image/heic'])(
    'should refuse %j as an invalid file type',
    (type) => {
      expect(photoFileProblem({ type, size: 1_000 })).toBe('invalid_file_type');
    },
  );

  it('should take 5 MB exactly and refuse one byte more', () => {
    expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(photoFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe(
      'file_too_large',
    );
  });

  it('should name the type first when a file is both wrong and too large', () => {
    expect(photoFileProblem({ type: 'text/plain', size: IMAGE_MAX_BYTES + 1 })).toBe(
      'invalid_file_type',
    );
  });
});

describe('imageFilesOf', () => {
  it('should keep only image files, in order', () => {
    const files = [
      new File(['a'], 'a.txt', { type: 'text/plain' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
      new File(['c'], 'c.jpg', { type: 'image/jpeg' }),
    ];
    expect(imageFilesOf(files).map((f) => f.name)).toEqual(['b.png', 'c.jpg']);
  });
});

describe('imageDisplaySize', () => {
  it('should keep the proportions of a landscape photo within the box', () => {
    const s = imageDisplaySize(1200, 800);
    expect(s.width).toBe(PHOTO_BOX.maxWidth);
    expect(s.height).toBe(Math.round((PHOTO_BOX.maxWidth * 800) / 1200));
  });

  it('should fit a portrait photo to the box height', () => {
    const s = imageDisplaySize(720, 1280);
    expect(s.height).toBe(PHOTO_BOX.maxHeight);
    expect(s.width).toBe(Math.round((720 * PHOTO_BOX.maxHeight) / 1280));
  });

  it('should enlarge small pictures at most twice', () => {
    expect(imageDisplaySize(60, 60)).toEqual({ width: 120, height: 120 });
  });

  it('should keep very wide or very tall pictures at least the minimum on the short side', () => {
    expect(imageDisplaySize(4000, 100)).toEqual({
      width: PHOTO_BOX.maxWidth,
      height: PHOTO_BOX.min,
    });
    expect(imageDisplaySize(100, 4000)).toEqual({
      width: PHOTO_BOX.min,
      height: PHOTO_BOX.maxHeight,
    });
  });

  it.each([
    [undefined, undefined],
    [0, 100],
    [100, -1],
  ])('should give a 4:3 box without a usable size (%j x %j)', (w, h) => {
    expect(imageDisplaySize(w, h)).toEqual({
      width: PHOTO_BOX.maxWidth,
      height: Math.round((PHOTO_BOX.maxWidth * 3) / 4),
    });
  });
});

describe('imageMessageRead', () => {
  it('should read a stored image with its thumbnail, size and caption', () => {
    const view = imageMessageRead({
      content: '/api/images/abcdef123456',
      metadata: {
        objectRef: 'abcdef123456',
        width: 1280,
        height: 720,
        caption: '  Sunset  ',
        thumbUrl: '/api/images/abcdef123456?thumb=1',
      },
    });
    expect(view).toEqual({
      src: '/api/images/abcdef123456',
      thumb: '/api/images/abcdef123456?thumb=1',
      width: 1280,
      height: 720,
      caption: 'Sunset',
    });
  });

  it('should ask for ?thumb=1 when the metadata names no thumbnail', () => {
    const view = imageMessageRead({ content: '/api/images/abcdef123456', metadata: null });
    expect(view.thumb).toBe('/api/images/abcdef123456?thumb=1');
    expect(view.width).toBeUndefined();
  });

  it('should still show old inline data:image contents', () => {
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    const view = imageMessageRead({ content: data, metadata: null });
    expect(view.src).toBe(data);
    expect(view.thumb).toBe(data);
  });

  it('should show nothing from an outside address, and never an outside thumbnail', () => {
    expect(
      imageMessageRead({ content: 'https://evil.example/x.png', metadata: null }).src,
    ).toBeNull();
    const view = imageMessageRead({
      content: '/api/images/abcdef123456',
      metadata: { thumbUrl: 'https://evil.example/t.png', width: 'big' },
    });
    expect(view.thumb).toBe('/api/images/abcdef123456?thumb=1');
    expect(view.width).toBeUndefined();
  });

  it('should leave out a blank caption', () => {
    expect(imageMessageRead({ content: '', metadata: { caption: '   ' } }).caption).toBeUndefined();
  });
});

describe('photoFileName', () => {
  it('should name a stored photo after its reference and type', () => {
    expect(photoFileName('/api/images/abcdef123456', 'image/jpeg')).toBe(
      'allo-photo-abcdef123456.jpg',
    );
    expect(photoFileName('/api/images/abcdef123456', 'image/png')).toBe(
      'allo-photo-abcdef123456.png',
    );
  });

  it('should name an inline photo after the time', () => {
    const now = new Date('2025-03-04T05:06:07Z');
    expect(photoFileName('data:image/png;base64,xx', undefined, now)).toBe(
      'allo-photo-20250304050607.jpg',
    );
  });
});

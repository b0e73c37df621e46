import { describe, expect, it } from 'vitest';
import {
  VIDEO_MAX_BYTES,
  VIDEO_TEXT,
  multipartKeyQuerySchema,
  multipartPartParamsSchema,
  videoExtension,
  videoNameAllowed,
  videoUploadCreateSchema,
} from './index';

describe('videos protocol (secondary 5 and 9)', () => {
  it('should hold the spec constants', () => {
    expect(VIDEO_MAX_BYTES).toBe(104857600);
  });

  it("should take the spec's extensions in any case, and nothing else", () => {
    for (const name of ['a.mp4', 'B.MOV', 'c.avi', 'd.wmv', 'e.flv', 'f.webm', 'g.mkv', 'x.y.Mp4'])
      expect(videoNameAllowed(name), name).toBe(true);
    for (const name of ['a.gif', 'mp4', 'a.mp4.exe', 'a.', '.mp4x', 'a.m4v'])
      expect(videoNameAllowed(name), name).toBe(false);
    expect(videoExtension('clip.Final.MKV')).toBe('.mkv');
    expect(videoExtension('noext')).toBe('');
  });

  it('should take an upload request with no payload (spec 7)', () => {
    expect(videoUploadCreateSchema.parse(undefined)).toEqual({});
    expect(videoUploadCreateSchema.parse({ size: '12' })).toEqual({ size: 12 });
  });

  it("should refuse a part without its key or number in Uppy's words (spec 8)", () => {
    const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.error?.issues[0]?.message;
    expect(first(multipartKeyQuerySchema.safeParse({}))).toBe(VIDEO_TEXT.signMissing);
    expect(first(multipartPartParamsSchema.safeParse({ uploadId: 'abcdefgh' }))).toBe(
      VIDEO_TEXT.signMissing,
    );
    expect(
      first(multipartPartParamsSchema.safeParse({ uploadId: 'abcdefgh', partNumber: '10001' })),
    ).toBe(VIDEO_TEXT.signMissing);
  });
});

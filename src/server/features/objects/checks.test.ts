import { describe, expect, it } from 'vitest';
import { fileNameProblem } from './file-name';
import { imageFormatOf } from './image-check';
import { voiceMimeType } from './voice-check';

const pad = (head: Buffer | string) => Buffer.concat([Buffer.from(head), Buffer.alloc(32)]);

describe('voiceMimeType', () => {
  it('should know WebM, Ogg and MP4 audio by their first bytes', () => {
    const webm = Buffer.from([
      0x1a,
      0x45,
      0xdf,
      0xa3,
      0x9f,
      0x42,
      0x82,
      0x84,
      ...Buffer.from('webm'),
    ]);
    expect(voiceMimeType(pad(webm))).toBe('audio/webm');
    expect(voiceMimeType(pad(Buffer.from([...Buffer.from('OggS'), 0])))).toBe('audio/ogg');
    expect(voiceMimeType(pad(Buffer.from([0, 0, 0, 0x1c, ...Buffer.from('ftypM4A ')])))).toBe(
      'audio/mp4',
    );
    expect(voiceMimeType(pad(Buffer.from([0, 0, 0, 0x1c, ...Buffer.from('ftypiso5')])))).toBe(
      'audio/mp4',
    );
  });

  it('should refuse other Matroska, pictures in MP4 boxes and anything else', () => {
    const mkv = Buffer.from([
      0x1a,
      0x45,
      0xdf,
      0xa3,
      0x9f,
      0x42,
      0x82,
      0x88,
      ...Buffer.from('matroska'),
    ]);
    expect(voiceMimeType(pad(mkv))).toBeNull();
    expect(voiceMimeType(pad(Buffer.from([0, 0, 0, 0x1c, ...Buffer.from('ftypheic')])))).toBeNull();
    expect(voiceMimeType(pad(Buffer.from([0, 0, 0, 0x1c, ...Buffer.from('ftypavif')])))).toBeNull();
    expect(voiceMimeType(pad('ID3 an mp3 file'))).toBeNull();
    expect(voiceMimeType(pad('RIFF....WAVE'))).toBeNull();
    expect(voiceMimeType(Buffer.from('OggS'))).toBeNull();
  });
});

describe('imageFormatOf', () => {
  it('should know the four picture formats by their first bytes, and nothing else', () => {
    expect(imageFormatOf(pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0])))).toBe('jpeg');
    expect(imageFormatOf(pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))).toBe(
      'png',
    );
    expect(imageFormatOf(pad('GIF89a'))).toBe('gif');
    expect(imageFormatOf(pad('GIF87a'))).toBe('gif');
    expect(imageFormatOf(pad('RIFF\u0000\u0000\u0000\u0000WEBP'))).toBe('webp');
    expect(imageFormatOf(pad('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageFormatOf(pad('<?xml version="1.0"?><svg>'))).toBeNull();
    expect(imageFormatOf(pad('%PDF-1.7'))).toBeNull();
    expect(imageFormatOf(pad('II*\u0000'))).toBeNull();
    expect(imageFormatOf(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
  });
});

describe('fileNameProblem', () => {
  it('should let plain names through, in any script', () => {
    for (const name of [
      undefined,
      '',
      'IMG_0001.JPG',
      encodeURIComponent('Фото с моря.jpg'),
      encodeURIComponent('写真 2.png'),
    ]) {
      expect(fileNameProblem(name)).toBeNull();
    }
  });

  it('should refuse paths, control characters and what does not decode', () => {
    for (const name of [
      'a%2Fb.png',
      '..%2F..%2Fetc%2Fpasswd',
      'a%5Cb.png',
      '..',
      '.',
      'a%00.png',
      'a%0D%0A.png',
      'a%7F.png',
      '%E0%A4%A',
      'x'.repeat(256),
    ]) {
      expect(fileNameProblem(name), name).not.toBeNull();
    }
  });
});

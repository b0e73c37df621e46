import { describe, expect, it } from 'vitest';
import { OBJECT_TEXT } from '../../../protocol';
import english from '../../locales/en/photos.json';
import { CAMERA_ERROR, PHOTO_PROBLEM_TEXT } from './photos-text';

/** The English of a `photos.` id. */
const en = (id: string) => english[id.replace(/^photos\./, '') as keyof typeof english];

describe('the photo texts in English', () => {
  it("should refuse a file in the server's words (OBJECT_TEXT, spec core 5)", () => {
    expect(en(PHOTO_PROBLEM_TEXT.invalid_file_type.title)).toBe(OBJECT_TEXT.invalidTypeTitle);
    expect(en(PHOTO_PROBLEM_TEXT.invalid_file_type.description)).toBe(
      OBJECT_TEXT.image.invalidType,
    );
    expect(en(PHOTO_PROBLEM_TEXT.file_too_large.title)).toBe(OBJECT_TEXT.tooLargeTitle);
    expect(en(PHOTO_PROBLEM_TEXT.file_too_large.description)).toBe(OBJECT_TEXT.image.tooLarge);
    expect(en('photos.uploadFailed')).toBe(OBJECT_TEXT.uploadFailed);
  });

  it("should use the spec's camera words exactly (core 8)", () => {
    expect(en('photos.cameraErrorTitle')).toBe('Camera Error');
    expect(en(CAMERA_ERROR.unsupportedAccess)).toBe(
      'Camera access is not supported in this browser',
    );
    expect(en(CAMERA_ERROR.denied)).toBe(
      'Camera access denied. Please enable camera permissions and try again.',
    );
    expect(en(CAMERA_ERROR.notFound)).toBe('No camera found on this device.');
    expect(en(CAMERA_ERROR.notSupported)).toBe('Camera is not supported in this browser.');
    expect(en(CAMERA_ERROR.generic)).toBe('Unable to access camera');
  });

  it("should say 'Photo sent!' (spec core 8)", () => {
    expect(en('photos.sent')).toBe('Photo sent!');
  });
});

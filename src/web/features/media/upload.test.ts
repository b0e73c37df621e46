import { beforeAll, describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../i18n/intl';
import { OBJECT_TEXT } from '../../../protocol';
import type { UploadRequest } from './upload';
import { UploadError, objectUpload } from './upload';
import { uploadReplyRead } from './upload-reply';
import { uploadErrorToast } from './upload-toast';

// The texts are said in the app language: English here, from the real catalog.
beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

const stored = {
  ref: 'abcdef123456',
  url: '/api/images/abcdef123456',
  kind: 'image',
  mimeType: 'image/png',
  size: 68,
  width: 1,
  height: 1,
  thumbUrl: '/api/images/abcdef123456?thumb=1',
};

describe('uploadReplyRead', () => {
  it('should read a stored object from a 201', () => {
    expect(uploadReplyRead({ status: 201, text: JSON.stringify(stored) })).toEqual(stored);
  });

  it("should keep the server's words and reason of a refusal", () => {
    const read = () =>
      uploadReplyRead({
        status: 400,
        text: JSON.stringify({ error: 'Please select an image file', reason: 'invalid_file_type' }),
      });
    expect(read).toThrow(UploadError);
    try {
      read();
    } catch (err) {
      expect(err).toMatchObject({
        status: 400,
        reason: 'invalid_file_type',
        message: 'Please select an image file',
      });
    }
  });

  it('should turn a reply that is not JSON into the status and its text', () => {
    expect(() => uploadReplyRead({ status: 502, text: 'Bad Gateway' })).toThrow('502: Bad Gateway');
  });

  it('should refuse a success whose body is not a stored object', () => {
    expect(() => uploadReplyRead({ status: 201, text: '{"ref":1}' })).toThrow(UploadError);
    expect(() =>
      uploadReplyRead({ status: 201, text: JSON.stringify({ ...stored, url: 'https://x/y' }) }),
    ).toThrow(UploadError);
  });
});

describe('objectUpload', () => {
  it('should post the bytes with their claimed type, the kind and the encoded name', async () => {
    const seen: UploadRequest[] = [];
    const progress: number[] = [];
    const body = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const result = await objectUpload(body, {
      kind: 'image',
      fileName: 'día de playa.png',
      onProgress: (p) => progress.push(p),
      transport: async (request) => {
        seen.push(request);
        request.onProgress?.(0.5);
        request.onProgress?.(1);
        return { status: 201, text: JSON.stringify(stored) };
      },
    });
    expect(result).toEqual(stored);
    expect(seen[0]!.url).toBe('/api/objects?kind=image');
    expect(seen[0]!.body).toBe(body);
    expect(seen[0]!.headers).toEqual({
      'Content-Type': 'image/png',
      'X-File-Name': 'd%C3%ADa%20de%20playa.png',
    });
    expect(progress).toEqual([0.5, 1]);
  });

  it('should send bytes of no known type as application/octet-stream, and no name when none', async () => {
    let headers: Readonly<Record<string, string>> = {};
    await objectUpload(new Blob(['x']), {
      kind: 'voice',
      transport: async (r) => {
        headers = r.headers;
        return { status: 201, text: JSON.stringify({ ...stored, kind: 'voice' }) };
      },
    });
    expect(headers).toEqual({ 'Content-Type': 'application/octet-stream' });
  });
});

describe('uploadErrorToast (core 5 and 8)', () => {
  it('should title a wrong type and a large file as the spec does, with the server words', () => {
    expect(
      uploadErrorToast(new UploadError(400, 'Please select an image file', 'invalid_file_type')),
    ).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file',
      variant: 'destructive',
    });
    expect(
      uploadErrorToast(new UploadError(413, 'File size must be less than 5MB', 'file_too_large')),
    ).toEqual({
      title: 'File too large',
      description: 'File size must be less than 5MB',
      variant: 'destructive',
    });
  });

  it("should title them in the protocol's words in English", () => {
    expect(english['media.invalidFileType']).toBe(OBJECT_TEXT.invalidTypeTitle);
    expect(english['media.fileTooLarge']).toBe(OBJECT_TEXT.tooLargeTitle);
    expect(english['media.uploadFailed']).toBe(OBJECT_TEXT.uploadFailed);
  });

  it("should say 'Upload failed' for anything else", () => {
    expect(uploadErrorToast(new UploadError(500, '500: oops')).title).toBe('Upload failed');
    expect(uploadErrorToast(new UploadError(0, 'Network error'))).toMatchObject({
      title: 'Upload failed',
      description: 'No connection to the server. Try again when you are back online.',
    });
    expect(uploadErrorToast(new Error('NotReadableError')).title).toBe('Upload failed');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../i18n/intl';
import { ApiError, errorText } from '../../lib/api';
import { voiceUpload, voiceUploadFailure } from './voice-upload';

// The texts are said in the app language: English here, from the real catalog.
beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

/** A fetch that records what it was asked and answers with a real Response. */
function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

describe('voiceUpload (contract: POST /api/objects?kind=voice)', () => {
  const note = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], {
    type: 'audio/webm',
  });

  it('should post the raw bytes with their type and the session cookie', async () => {
    const reply = {
      ref: 'abcdef123456',
      url: '/api/objects/abcdef123456',
      kind: 'voice',
      mimeType: 'audio/webm',
      size: 7,
    };
    const { calls, fetchFn } = answering(201, reply);
    await expect(voiceUpload(note, 'audio/webm', fetchFn)).resolves.toMatchObject(reply);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/objects?kind=voice');
    expect(calls[0]!.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'audio/webm' },
    });
    expect(calls[0]!.init.body).toBe(note);
  });

  it("should throw the server's refusal with its words", async () => {
    const { fetchFn } = answering(413, {
      error: 'File size must be less than 10MB',
      reason: 'file_too_large',
    });
    const err = await voiceUpload(note, 'audio/webm', fetchFn).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(413);
    expect(errorText(err)).toBe('File size must be less than 10MB');
    expect(voiceUploadFailure(err)).toEqual({
      title: 'File too large',
      description: 'File size must be less than 10MB',
    });
  });

  it('should refuse a reply that names no object', async () => {
    const { fetchFn } = answering(201, { ok: true });
    await expect(voiceUpload(note, 'audio/webm', fetchFn)).rejects.toThrow(/did not say/);
  });
});

describe('voiceUploadFailure', () => {
  it("should title a refused type 'Invalid file type' with the server's words", () => {
    const err = new ApiError(
      400,
      'Bad Request',
      JSON.stringify({ error: 'Please select an audio file', reason: 'invalid_file_type' }),
    );
    expect(voiceUploadFailure(err)).toEqual({
      title: 'Invalid file type',
      description: 'Please select an audio file',
    });
  });

  it("should say 'Upload failed' for anything else", () => {
    expect(voiceUploadFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Upload failed',
      description: 'Failed to fetch',
    });
    expect(voiceUploadFailure(new ApiError(500, 'Internal Server Error', ''))).toEqual({
      title: 'Upload failed',
      description: '500: Internal Server Error',
    });
  });
});

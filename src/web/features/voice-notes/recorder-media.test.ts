import { beforeAll, describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../i18n/intl';
import {
  microphoneErrorText,
  recorderSupportProblem,
  recorderTypeChoose,
  recordingBaseType,
} from './recorder-media';

// The texts are said in the app language: English here, from the real catalog.
beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

describe('recorderTypeChoose (spec core 9: webm with mp4 fallback)', () => {
  it('should take webm with Opus where the browser records it', () => {
    expect(recorderTypeChoose(() => true)).toBe('audio/webm;codecs=opus');
  });

  it('should fall back to mp4 where webm cannot be recorded', () => {
    expect(recorderTypeChoose((t) => t === 'audio/mp4')).toBe('audio/mp4');
  });

  it('should leave the choice to the browser when it names none, even if asking throws', () => {
    expect(recorderTypeChoose(() => false)).toBeUndefined();
    expect(
      recorderTypeChoose(() => {
        throw new Error('no');
      }),
    ).toBeUndefined();
  });
});

describe('recordingBaseType', () => {
  it('should keep the container and drop the codec', () => {
    expect(recordingBaseType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(recordingBaseType('Audio/MP4; codecs="mp4a.40.2"')).toBe('audio/mp4');
    expect(recordingBaseType('')).toBe('audio/webm');
  });
});

describe('recorderSupportProblem (spec core 8)', () => {
  const fn = () => undefined;
  it('should name a missing getUserMedia first, then a missing MediaRecorder', () => {
    expect(recorderSupportProblem({ getUserMedia: undefined, MediaRecorder: undefined })).toBe(
      'Microphone access is not supported in this browser',
    );
    expect(recorderSupportProblem({ getUserMedia: fn, MediaRecorder: undefined })).toBe(
      'Audio recording is not supported in this browser.',
    );
    expect(recorderSupportProblem({ getUserMedia: fn, MediaRecorder: fn })).toBeNull();
  });
});

describe('microphoneErrorText (spec core 8)', () => {
  const failure = (name: string) => Object.assign(new Error('x'), { name });
  it.each([
    [
      'NotAllowedError',
      'Microphone access denied. Please enable microphone permissions and try again.',
    ],
    [
      'PermissionDeniedError',
      'Microphone access denied. Please enable microphone permissions and try again.',
    ],
    ['NotFoundError', 'No microphone found on this device.'],
    ['DevicesNotFoundError', 'No microphone found on this device.'],
    ['NotSupportedError', 'Audio recording is not supported in this browser.'],
    ['NotReadableError', 'Unable to access microphone'],
    ['AbortError', 'Unable to access microphone'],
  ])('should say the spec text for %s', (name, text) => {
    expect(microphoneErrorText(failure(name))).toBe(text);
  });

  it('should say the generic text for anything that is not an error', () => {
    expect(microphoneErrorText('boom')).toBe('Unable to access microphone');
    expect(microphoneErrorText(null)).toBe('Unable to access microphone');
  });
});

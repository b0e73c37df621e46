import { tNow } from '../../i18n/intl';

/** The recogniser's errors as the transcriber shows them (spec core 8). */

/**
 * Spec core 8: the speech recognition errors, as ids of the voice catalog (its English is the
 * spec's, word for word).
 */
export const SPEECH_ERRORS = {
  denied: 'voice.errorDenied',
  noSpeech: 'voice.errorNoSpeech',
  audioCapture: 'voice.errorAudioCapture',
  network: 'voice.errorNetwork',
  startFailed: 'voice.errorStartFailed',
  unsupported: 'voice.errorUnsupported',
} as const;

/** One of the errors above in the app language. */
export function speechErrorSay(error: keyof typeof SPEECH_ERRORS): string {
  return tNow(SPEECH_ERRORS[error]);
}

/** Spec core 8: the text shown for a recogniser error code, in the app language. */
export function speechErrorText(code: string): string {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return speechErrorSay('denied');
    case 'no-speech':
      return speechErrorSay('noSpeech');
    case 'audio-capture':
      return speechErrorSay('audioCapture');
    case 'network':
      return speechErrorSay('network');
    default:
      return tNow('voice.errorOther', { code });
  }
}

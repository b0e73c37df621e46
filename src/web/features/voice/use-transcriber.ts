import { useEffect, useState, useSyncExternalStore } from 'react';
import { microphonePresent, speechRecogniserFactory } from './speech-recogniser';
import type { TranscriberState } from './transcriber';
import { Transcriber } from './transcriber';
import { transcriberTranslate } from './transcriber-translate';

/**
 * One transcriber for as long as the dialog is open: made on mount, its recogniser aborted on
 * unmount. The state re-renders the dialog on every change.
 */
export function useTranscriber(
  spoken: string,
  target: string,
): { transcriber: Transcriber; state: TranscriberState } {
  const [transcriber] = useState(
    () =>
      new Transcriber({
        createRecogniser: speechRecogniserFactory(),
        translate: transcriberTranslate(spoken),
        speechLanguage: spoken,
        target,
        microphonePresent,
      }),
  );
  useEffect(() => () => transcriber.dispose(), [transcriber]);
  const state = useSyncExternalStore(
    transcriber.subscribe,
    transcriber.getState,
    transcriber.getState,
  );
  return { transcriber, state };
}

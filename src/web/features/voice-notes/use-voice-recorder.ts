import { useEffect, useState, useSyncExternalStore } from 'react';
import { recordingAnalyse } from './recording-analyse';
import type { RecorderMedia } from './recorder-media';
import type { RecorderErrorShow } from './voice-note-recorder';
import { VoiceNoteRecorder } from './voice-note-recorder';

/** The meter's audio graph: one context per recorder, made on the press that starts recording. */
function meterFactory(): { meter: RecorderMedia['meter']; close: () => void } {
  let context: AudioContext | null = null;
  return {
    meter(stream) {
      try {
        context ??= new AudioContext();
        void context.resume();
        const analyser = context.createAnalyser();
        analyser.fftSize = 1024;
        context.createMediaStreamSource(stream).connect(analyser);
        return analyser;
      } catch {
        // No Web Audio: recording works without the meter.
        return null;
      }
    },
    close() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}

/** The browser's microphone, recorder and Web Audio, as the recorder asks for them. */
function browserMedia(meter: RecorderMedia['meter']): RecorderMedia {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  const Recorder = typeof MediaRecorder === 'undefined' ? undefined : MediaRecorder;
  return {
    getUserMedia: devices?.getUserMedia ? (c) => devices.getUserMedia(c) : undefined,
    createRecorder: Recorder ? (stream, options) => new Recorder(stream, options) : undefined,
    isTypeSupported: (type) => Recorder?.isTypeSupported(type) ?? false,
    meter,
    analyse: recordingAnalyse,
    createUrl: (blob) => URL.createObjectURL(blob),
    revokeUrl: (url) => URL.revokeObjectURL(url),
    now: () => performance.now(),
  };
}

/**
 * One recorder for as long as the dialog is open: it asks for the microphone on mount and
 * releases it on unmount (spec: tracks stopped on close).
 */
export function useVoiceRecorder(onError: RecorderErrorShow) {
  const [parts] = useState(() => {
    const meter = meterFactory();
    return { meter, recorder: new VoiceNoteRecorder(browserMedia(meter.meter), onError) };
  });
  const { recorder, meter } = parts;
  useEffect(() => {
    recorder.open();
    return () => {
      recorder.dispose();
      meter.close();
    };
  }, [recorder, meter]);
  const snapshot = useSyncExternalStore(
    recorder.subscribe,
    recorder.getSnapshot,
    recorder.getSnapshot,
  );
  return { recorder, snapshot };
}

/** One recognised alternative's text (the part of SpeechRecognitionResult we read). */
export interface RecognisedResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: { readonly transcript: string };
}

export interface RecogniserResultEvent {
  readonly results: { readonly length: number; readonly [index: number]: RecognisedResult };
}

/** The part of the Web Speech API's SpeechRecognition the transcriber uses. */
export interface Recogniser {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onstart: (() => void) | null;
  onresult: ((event: RecogniserResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecogniserClass = new () => Recogniser;

/**
 * The browser's speech recogniser (SpeechRecognition, or Chrome and Safari's prefixed
 * webkitSpeechRecognition) as a factory; null when there is none (spec core 5: transcription is
 * offered only then).
 */
export function speechRecogniserFactory(): (() => Recogniser) | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecogniserClass;
    webkitSpeechRecognition?: RecogniserClass;
  };
  const Recognition = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  return Recognition ? () => new Recognition() : null;
}

/**
 * Whether the device has a microphone, as the browser lists its devices (without asking for
 * permission: the list says there is one even before it names it).
 */
export async function microphonePresent(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.enumerateDevices) return false;
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.some((d) => d.kind === 'audioinput');
}

/**
 * Every text a person reads for voice notes, in one place. The recorder's error texts are spec
 * core 8 word for word; the toast titles around them follow the camera's ('Camera Error').
 */
export const VOICE_NOTES_TEXT = {
  title: 'Voice Message',
  description: 'Record a voice note and send it to the chat.',
  initialising: 'Getting the microphone ready...',
  ready: 'Tap the microphone to start recording',
  recording: 'Recording',
  paused: 'Paused',
  preview: 'Listen before you send',
  sending: 'Sending...',
  record: 'Start recording',
  pause: 'Pause recording',
  resume: 'Resume recording',
  stop: 'Stop recording',
  delete: 'Delete',
  send: 'Send',
  retry: 'Try again',
  /** The way to the Voice Transcriber, which the recorder stands in front of. */
  transcribe: 'Speech to text',
  level: 'Microphone level',
  limit: (length: string) => `Up to ${length}`,
  /** Spec core 8, the voice recorder. */
  errors: {
    unsupported: 'Microphone access is not supported in this browser',
    denied: 'Microphone access denied. Please enable microphone permissions and try again.',
    notFound: 'No microphone found on this device.',
    recorderUnsupported: 'Audio recording is not supported in this browser.',
    generic: 'Unable to access microphone',
  },
  /** Toast title for the errors above (the spec names none; the camera's is 'Camera Error'). */
  errorTitle: 'Microphone Error',
  /** Spec core 8: a recording that would not start. */
  startFailedTitle: 'Recording Error',
  startFailed: 'Failed to start recording',
  /** The player in a bubble. */
  play: 'Play voice message',
  pauseNote: 'Pause voice message',
  seek: 'Voice message position',
  unavailable: 'Voice message unavailable',
  /** List preview (contract: '🎤 Voice message 0:07'). */
  summary: (length: string) => `🎤 Voice message ${length}`,
} as const;

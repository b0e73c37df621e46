import { waveformReduce } from './waveform';

/**
 * Decoding at a low rate is plenty for loudness bars and keeps a 300 s note small to analyse
 * (2.4 million samples at 8 kHz instead of 14 million at 48 kHz). Browsers accept 3-768 kHz.
 */
const ANALYSE_RATE = 8_000;

export interface RecordingAnalysis {
  /** The decoded length; null when the browser could not decode its own recording. */
  durationMs: number | null;
  waveform: number[] | undefined;
}

/**
 * The recording's real length and its loudness bars, decoded with Web Audio. An offline
 * context needs no user gesture and plays nothing. A recording that will not decode still
 * sends: with the clock's length and no waveform.
 */
export async function recordingAnalyse(recording: Blob): Promise<RecordingAnalysis> {
  try {
    const context = new OfflineAudioContext(1, 1, ANALYSE_RATE);
    const audio = await context.decodeAudioData(await recording.arrayBuffer());
    const channels = Array.from({ length: audio.numberOfChannels }, (_, i) =>
      audio.getChannelData(i),
    );
    return { durationMs: Math.round(audio.duration * 1000), waveform: waveformReduce(channels) };
  } catch {
    return { durationMs: null, waveform: undefined };
  }
}

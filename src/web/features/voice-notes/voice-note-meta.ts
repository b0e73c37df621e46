import type { Message } from '../../../protocol';
import { voiceMetadataSchema } from '../../../protocol';

export interface VoiceNoteMeta {
  /** Where the bytes are served (`/api/objects/{ref}`). */
  src: string;
  durationMs: number;
  waveform: number[] | undefined;
}

/**
 * What the player needs from a voice message, or null when it is not one the chat can play
 * (old or foreign data): the metadata is checked with the same schema the send was.
 */
export function voiceNoteRead(
  message: Pick<Message, 'content' | 'metadata'>,
): VoiceNoteMeta | null {
  const parsed = voiceMetadataSchema.safeParse(message.metadata);
  if (!parsed.success) return null;
  const src = message.content.startsWith('/api/')
    ? message.content
    : `/api/objects/${parsed.data.objectRef}`;
  return { src, durationMs: parsed.data.durationMs, waveform: parsed.data.waveform };
}

/** Where the playhead is, 0..1, from the time played and the note's length. */
export function voiceProgress(currentSeconds: number, durationMs: number): number {
  if (!(durationMs > 0) || !Number.isFinite(currentSeconds)) return 0;
  return Math.min(1, Math.max(0, (currentSeconds * 1000) / durationMs));
}

/** The time to seek to for a point on the waveform (0..1 of its width). */
export function voiceSeekSeconds(fraction: number, durationMs: number): number {
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  return (f * Math.max(0, durationMs)) / 1000;
}

import { voiceLength } from './voice-time';
import { VOICE_NOTES_TEXT } from './voice-notes-text';

/**
 * A voice message in the conversation list: '🎤 Voice message 0:07' (contract, issue 12), its
 * length from `durationMs`. Kept apart from the player so the list loads none of it.
 */
export function voiceNoteSummary(metadata: unknown): string {
  const ms =
    metadata && typeof metadata === 'object' && 'durationMs' in metadata
      ? Number(metadata.durationMs)
      : Number.NaN;
  if (!Number.isFinite(ms) || ms <= 0) return VOICE_NOTES_TEXT.summary('').trim();
  return VOICE_NOTES_TEXT.summary(voiceLength(ms));
}

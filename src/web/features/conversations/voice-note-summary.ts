import { voiceLength } from '../../lib/voice-time';
import { tNow } from '../../i18n/intl';

/**
 * A voice message in the conversation list: '🎤 Voice message 0:07' (contract, issue 12), its
 * length from `durationMs`, in the app language. Kept apart from the player so the list loads none of it.
 */
export function voiceNoteSummary(metadata: unknown): string {
  const ms =
    metadata && typeof metadata === 'object' && 'durationMs' in metadata
      ? Number(metadata.durationMs)
      : Number.NaN;
  if (!Number.isFinite(ms) || ms <= 0) return tNow('voice-notes.summaryPlain');
  return tNow('voice-notes.summary', { length: voiceLength(ms) });
}

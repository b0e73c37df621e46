import type { CallLine } from '../../../protocol';
import { callDurationLabel } from '../../../protocol';
import type { T } from '../../i18n/use-t';

/**
 * A call's line in the reader's app language (issue 32): 'Missed video call', 'Voice call ·
 * 4:32', 'Call declined'. The same words in the bubble, the list and the notifications; kept
 * here, below both the list and the calls feature, so neither imports the other.
 */
export function callLineText(line: CallLine, t: T): string {
  const voice = line.callType === 'audio';
  if (line.outcome === 'declined') return t('calls.lineDeclined');
  if (line.outcome === 'missed')
    return t(voice ? 'calls.lineMissedVoice' : 'calls.lineMissedVideo');
  const duration = callDurationLabel(line.durationSec ?? 0);
  return t(voice ? 'calls.lineVoice' : 'calls.lineVideo', { duration });
}

/** The list's mark before the line: a camera for a video call, a receiver for a voice call. */
export function callLineEmoji(line: CallLine): string {
  return line.callType === 'audio' ? '📞' : '📹';
}

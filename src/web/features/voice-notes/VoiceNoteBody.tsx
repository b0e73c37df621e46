import { Suspense, lazy } from 'react';
import type { RichBodyProps } from '../chat/registry/rich-bodies';
import { voiceNoteRead } from './voice-note-meta';
import { voiceLength } from '../../lib/voice-time';
import { useT } from '../../i18n/use-t';
import { useMediaAuto } from '../settings/store/use-media-auto';

// The player loads with the first voice note on screen, not with the chat.
const VoicePlayer = lazy(() => import('./VoicePlayer').then((m) => ({ default: m.VoicePlayer })));

/** The `voice` rich body: a voice note in its bubble (contract: metadata objectRef, durationMs, waveform). */
export function VoiceNoteBody({ message, own }: RichBodyProps) {
  const t = useT();
  const autoLoad = useMediaAuto();
  const note = voiceNoteRead(message);
  if (!note) {
    // Not a note this chat can play: say what it is rather than show a broken player.
    return <p className="py-1 pe-12 text-[15px]">{t('voice-notes.summaryPlain')}</p>;
  }
  return (
    <Suspense
      fallback={
        // The player's size and its length, so nothing jumps when it arrives.
        <div className="flex h-[3.75rem] w-[15.5rem] max-w-full items-center ps-12 text-[11px] tabular-nums opacity-70">
          {voiceLength(note.durationMs)}
        </div>
      }
    >
      <VoicePlayer
        src={note.src}
        durationMs={note.durationMs}
        waveform={note.waveform}
        own={own}
        autoLoad={autoLoad || own}
      />
    </Suspense>
  );
}

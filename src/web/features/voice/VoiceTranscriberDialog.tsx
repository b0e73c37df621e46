import { AlertCircle } from 'lucide-react';
import { TRANSCRIBER_LANGUAGES } from '../../../lang/languages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { languagesMatch } from '../chat/compose-preview/compose-targets';
import { useChatLanguages } from '../chat/compose-preview/use-chat-languages';
import { SPEECH_ERRORS } from './transcriber';
import { TranscriberPanel } from './TranscriberPanel';
import { useTranscriber } from './use-transcriber';

export interface VoiceTranscriberDialogProps {
  /** The open chat: its other members' languages are the targets offered first. */
  conversationId: string;
  onClose: () => void;
  /** Puts text into the composer; the writer reviews it and sends it themselves. */
  onInsert: (text: string) => void;
}

/** The first of the chat's other languages the picker offers; else English (spec core 3). */
function defaultTarget(targets: string[]): string {
  for (const code of targets) {
    const found = TRANSCRIBER_LANGUAGES.find((l) => languagesMatch(l.code, code));
    if (found) return found.code;
  }
  return 'en';
}

/**
 * Spec core 2 'Voice Transcriber': speak to transcribe and translate in real time, with a
 * target-language picker. Mounted while open, so closing it stops the microphone.
 */
export function VoiceTranscriberDialog({
  conversationId,
  onClose,
  onInsert,
}: VoiceTranscriberDialogProps) {
  const { me, targets } = useChatLanguages(conversationId);
  const { transcriber, state } = useTranscriber(me?.language ?? 'en', defaultTarget(targets));
  const original = state.finalText || state.interimText;
  const translated = state.translatedText;

  const insert = (text: string) => {
    onInsert(text);
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Voice Transcriber"
      description="Speak to transcribe and translate in real time."
      testId="voice-transcriber"
      footer={
        state.supported && (
          <div className="flex gap-2 [&>*]:flex-1">
            <Button
              variant="outline"
              size="sm"
              disabled={!original}
              onClick={() => insert(original)}
              data-testid="transcriber-use-original"
            >
              Use original
            </Button>
            <Button
              size="sm"
              disabled={!translated || state.translating}
              onClick={() => insert(translated)}
              data-testid="transcriber-use-translation"
            >
              Use translation
            </Button>
          </div>
        )
      }
    >
      {state.supported ? (
        <TranscriberPanel
          state={state}
          languages={TRANSCRIBER_LANGUAGES}
          onTarget={(code) => transcriber.setTarget(code)}
          onStart={() => transcriber.start()}
          onStop={() => transcriber.stop()}
          onClear={() => transcriber.clear()}
        />
      ) : (
        // Spec core 5: nothing to start without a recogniser, only the reason why.
        <p
          role="alert"
          data-testid="transcriber-error"
          className="flex items-start gap-2 rounded-2xl bg-amber-50 px-3 py-3 text-sm text-amber-800"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {SPEECH_ERRORS.unsupported}
        </p>
      )}
    </Dialog>
  );
}

import { AlertCircle } from 'lucide-react';
import { TRANSCRIBER_LANGUAGES } from '../../../lang/languages';
import { useT } from '../../i18n/use-t';
import { translationCode } from '../../lib/translate-text';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { languagesMatch } from '../chat/compose-preview/compose-targets';
import { useChatLanguages } from '../chat/compose-preview/use-chat-languages';
import { targetsOffered, useTranslateLanguages } from '../translate/translate-languages';
import { SPEECH_ERRORS } from './speech-errors';
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
  const t = useT();
  const { me, targets } = useChatLanguages(conversationId);
  const spoken = me?.language ?? 'en';
  const { transcriber, state } = useTranscriber(spoken, defaultTarget(targets));
  // The targets the server's engine reaches from the spoken language (null until it says);
  // the spoken language itself needs no engine.
  const { data: pairs } = useTranslateLanguages();
  const engineTargets = targetsOffered(pairs, translationCode(spoken) ?? 'auto');
  const available = (code: string) =>
    !engineTargets ||
    languagesMatch(code, spoken) ||
    engineTargets.has(translationCode(code) ?? code);
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
      title={t('voice.title')}
      description={t('voice.description')}
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
              {t('voice.useOriginal')}
            </Button>
            <Button
              size="sm"
              disabled={!translated || state.translating}
              onClick={() => insert(translated)}
              data-testid="transcriber-use-translation"
            >
              {t('voice.useTranslation')}
            </Button>
          </div>
        )
      }
    >
      {state.supported ? (
        <TranscriberPanel
          state={state}
          languages={TRANSCRIBER_LANGUAGES}
          available={available}
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
          {t(SPEECH_ERRORS.unsupported)}
        </p>
      )}
    </Dialog>
  );
}

import { useState } from 'react';
import { cn } from '../../lib/cn';
import type { ShownWords } from '../translate/text-translation';
import { TranslationPackPrompt } from '../translate/TranslationPackPrompt';
import { TranslationToggle } from '../translate/TranslationToggle';

export interface PaymentNoteProps {
  note: ShownWords;
  className: string;
}

/**
 * A payment's or a request's note, in the reader's language when it was translated, with the
 * line that says so and switches to the original and back.
 */
export function PaymentNote({ note, className }: PaymentNoteProps) {
  const [showOriginal, setShowOriginal] = useState(false);
  const translated = note.translatedFrom !== null && !showOriginal;
  // Unknown (never sent for translation): '' says so, rather than passing for the page's English.
  const lang = (translated ? note.lang : note.originalLang) ?? '';
  return (
    <>
      <span
        dir="auto"
        lang={lang}
        data-testid="payment-note"
        className={cn('text-[15px] break-words', className)}
      >
        {translated ? note.text : note.original}
      </span>
      {note.translatedFrom !== null && (
        <span className="text-xs leading-4 text-slate-500">
          <TranslationToggle
            from={note.translatedFrom}
            showOriginal={showOriginal}
            onToggle={() => setShowOriginal((v) => !v)}
            onDevice={note.onDevice}
          />
        </span>
      )}
      {note.pack && (
        <span className="text-xs leading-4 text-slate-500">
          <TranslationPackPrompt pair={note.pack} />
        </span>
      )}
    </>
  );
}

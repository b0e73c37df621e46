import { useState } from 'react';
import type { TranslationSettings } from '../../../protocol';
import { messageWords } from '../../../protocol/message-words';
import type { ChatMessage } from '../../lib/apply-event';
import { cn } from '../../lib/cn';
import { originalLang } from '../translate/message-translation';
import { TranslationUnavailableHelp } from '../translate/TranslationUnavailableHelp';
import { TranslationToggle } from '../translate/TranslationToggle';
import { useMessageTranslation } from '../translate/use-message-translation';
import { useT } from '../../i18n/use-t';
import { LinkedText } from './LinkedText';
import { MentionedText } from './MentionedText';

export interface MessageTextProps {
  message: ChatMessage;
  /** What the message says as written: its words (a text, a photo's caption), else a label. */
  original: string;
  own: boolean;
  meId: string;
  /** The reader's settings for this chat; null while they load. */
  settings: TranslationSettings | null;
  /** The reader starred it: its star by the time needs room too. */
  starred?: boolean;
}

/**
 * A bubble's text, translated for its reader when their settings ask for it, with a small line
 * under it that says so and switches to the original and back. Its http(s) addresses are links.
 */
export function MessageText({
  message,
  original,
  own,
  meId,
  settings,
  starred = false,
}: MessageTextProps) {
  const t = useT();
  const shown = useMessageTranslation(message, original, meId, settings);
  const [showOriginal, setShowOriginal] = useState(false);
  const translated = shown.translatedFrom !== null && !showOriginal;
  const text = translated ? shown.text : original;
  const lang = translated ? shown.lang : originalLang(message);
  const hasLine = shown.translatedFrom !== null || shown.unavailable;
  // Room for the time on the last line, so it never overlaps the text; 'edited' before the
  // time needs about 40px more.
  const edited = !!message.editedAt;
  // A starred message's star takes about 14px more.
  const timeRoom = (
    <span
      aria-hidden
      className="inline-block"
      // Room for the time (12 px text, legible on a phone), ticks, 'edited' and the star.
      style={{ width: (own ? 66 : 46) + (edited ? 44 : 0) + (starred ? 14 : 0) }}
    />
  );

  return (
    <>
      <p
        className={cn(
          'text-[15.5px] leading-[1.35] break-words whitespace-pre-wrap',
          // A label standing for what has no words is set apart from words someone wrote.
          messageWords(message) === null && 'italic',
        )}
      >
        {/* The text's own direction is isolated here; the bubble stays left-to-right so the
            room kept for the time is always on the right, where the time is. */}
        <span dir="auto" lang={lang} data-testid="message-text">
          {message.mentions?.length ? (
            <MentionedText text={text} mentions={message.mentions} meId={meId} own={own} />
          ) : (
            <LinkedText text={text} />
          )}
        </span>
        {!hasLine && timeRoom}
      </p>
      {shown.translatedFrom !== null && (
        <p className="mt-1 text-xs leading-4 text-slate-500">
          <TranslationToggle
            from={shown.translatedFrom}
            showOriginal={showOriginal}
            onToggle={() => setShowOriginal((v) => !v)}
            onDevice={shown.onDevice}
          >
            {/* Inside: a button is laid out as a block of its own, so room after it would
                start a new line. */}
            {timeRoom}
          </TranslationToggle>
        </p>
      )}
      {shown.unavailable && (
        <p className="mt-1 text-xs leading-4 text-slate-500" data-testid="translation-unavailable">
          {t('chat.translationUnavailable')}
          <TranslationUnavailableHelp pack={shown.pack} />
          {timeRoom}
        </p>
      )}
    </>
  );
}

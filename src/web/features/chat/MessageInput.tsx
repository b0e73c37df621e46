import { Suspense, lazy, memo, useImperativeHandle, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, KeyboardEvent, Ref } from 'react';
import { Languages, Mic, Plus, SendHorizontal } from 'lucide-react';
import { cn } from '../../lib/cn';
import { BurnerBanner } from '../burner/BurnerBanner';
import { BurnerToggle } from '../burner/BurnerToggle';
import { ComposerLimit, composerLengthFits } from './ComposerLimit';
import { FeatureMenu } from './FeatureMenu';
import type { ChatTileContext } from './registry/chat-tiles';
import { chatTiles, composerButtons } from './registry/chat-tiles';
import { useT } from '../../i18n/use-t';
import { typedDir } from '../../lib/typed-dir';
import type { TranslationSettings, User } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { ReplyBar } from './reply/ReplyBar';
import { MentionSuggestions } from '../mentions/MentionSuggestions';
import { useMentionTyping } from '../mentions/use-mention-typing';

// Loads on first use, so the composer itself stays light.
const ComposePreview = lazy(() =>
  import('./compose-preview/ComposePreview').then((m) => ({ default: m.ComposePreview })),
);

/** What the chat may do to the composer from outside: a dialog's words join the box. */
export interface ComposerHandle {
  insert: (text: string) => void;
  /** The box takes the focus (a reply was chosen). */
  focus: () => void;
}

export interface MessageInputProps {
  conversationId: string;
  /** A send is in flight: the button waits (spec core 2). */
  pending: boolean;
  /** `isBurner`: burner mode was on for this message (spec core 4). */
  onSend: (text: string, isBurner: boolean) => void;
  onTextChange: (text: string) => void;
  /**
   * Opens one of the chat's registered dialogs: the feature menu's tiles and the box's buttons
   * (`registry/chat-tiles.ts`) call it.
   */
  openDialog: (id: string, arg?: unknown) => void;
  /** The Voice Message recorder (the registered 'voice-note' dialog) is open: the mic is pressed. */
  recording: boolean;
  /** Set to the composer's handle, for the chat's dialogs (`composerInsert`). */
  handle: Ref<ComposerHandle>;
  /**
   * Burner mode is on for the next message (spec core 4). The chat holds it: a photo sent from
   * the camera, the library, a paste or a drop goes as a burner too.
   */
  burner: boolean;
  onBurnerChange: (on: boolean) => void;
  /** The message being answered (issue 31): shown above the box until sent or cancelled. */
  replyTo?: ChatMessage | null;
  onReplyCancel?: () => void;
  meId?: string;
  /** The reader's translation settings: the reply bar shows the words as the bubble does. */
  translation?: TranslationSettings | null;
  /** A group's other members, offered after @ (issue 31); empty elsewhere. */
  members?: readonly User[];
}

const NO_MEMBERS: readonly User[] = [];

/** Tallest the box grows before it scrolls (about five lines). */
const MAX_INPUT_PX = 132;

/**
 * Spec core 2: the '+' feature menu, the text box, a microphone toggle and the send button. The
 * microphone opens the Voice Message recorder, as the Voice tile does; the Voice Transcriber is
 * one tap away inside it ('Speech to text'). Memoised: the chat renders again for every query
 * it reads, and the composer's props change only with its own state.
 */
export const MessageInput = memo(function MessageInput({
  conversationId,
  pending,
  onSend,
  onTextChange,
  openDialog,
  recording,
  handle,
  burner,
  onBurnerChange: setBurner,
  replyTo = null,
  onReplyCancel,
  meId = '',
  translation = null,
  members = NO_MEMBERS,
}: MessageInputProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const mention = useMentionTyping(text, caret, members);
  const [menuOpen, setMenuOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim().length === 0;
  // Counted as sent (trimmed); past the limit the send is refused here, never cut (issue 27).
  const length = text.trim().length;
  const tooLong = !composerLengthFits(length);

  const fit = (el: HTMLTextAreaElement) => {
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_INPUT_PX)}px`;
  };

  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setText(e.target.value);
    setCaret(e.target.selectionStart);
    fit(e.target);
    onTextChange(e.target.value);
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (blank || pending || tooLong) return;
    onSend(text.trim(), burner);
    // Spec core 4: burner mode is for the next message only.
    setBurner(false);
    setText('');
    if (box.current) {
      box.current.value = '';
      fit(box.current);
      box.current.focus();
    }
  };

  /** Text from the transcriber joins what is already typed; the writer sends it. */
  const insert = (spoken: string) => {
    // Never cut: past the limit the count says so and the send waits for a shorter text.
    const next = text.trimEnd() ? `${text.trimEnd()} ${spoken}` : spoken;
    setText(next);
    onTextChange(next);
    // The dialog gives focus back as it closes; fit and focus once it has.
    requestAnimationFrame(() => {
      if (!box.current) return;
      fit(box.current);
      box.current.focus();
    });
  };
  useImperativeHandle(handle, () => ({ insert, focus: () => box.current?.focus() }));

  const tileContext: ChatTileContext = {
    openDialog,
    composerText: text,
    composerClear: () => {
      setText('');
      onTextChange('');
      requestAnimationFrame(() => box.current && fit(box.current));
    },
  };
  const buttons = composerButtons();

  /** A member picked after @: '@username ' replaces what was typed of the name. */
  const mentionPick = (user: User) => {
    const next = mention.picked(user);
    setText(next.text);
    setCaret(next.caret);
    onTextChange(next.text);
    requestAnimationFrame(() => {
      if (!box.current) return;
      box.current.setSelectionRange(next.caret, next.caret);
      fit(box.current);
      box.current.focus();
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKey(e, mentionPick)) return;
    // Enter sends, Shift+Enter breaks the line; never while an IME is composing.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
    // Escape stops answering.
    if (e.key === 'Escape' && replyTo) onReplyCancel?.();
  };

  return (
    <div className="shrink-0 bg-white/95 backdrop-blur">
      {menuOpen && (
        <FeatureMenu tiles={chatTiles()} chat={tileContext} onClose={() => setMenuOpen(false)} />
      )}
      {burner && <BurnerBanner />}
      <MentionSuggestions people={mention.people} active={mention.active} onPick={mentionPick} />
      {replyTo && onReplyCancel && (
        <ReplyBar
          message={replyTo}
          meId={meId}
          translation={translation}
          onCancel={onReplyCancel}
        />
      )}
      <ComposerLimit length={length} id={`composer-limit-${conversationId}`} />
      <form
        onSubmit={submit}
        className={cn(
          'flex items-end gap-1.5 border-t border-slate-200/70 px-2 pt-2',
          // The preview sits under the input: the safe-area gap goes under the preview then.
          checking ? 'pb-2' : 'pb-[max(0.5rem,env(safe-area-inset-bottom))]',
        )}
      >
        <button
          type="button"
          aria-label={t('chat.moreFeatures')}
          aria-expanded={menuOpen}
          data-testid="feature-menu-button"
          onClick={() => setMenuOpen((o) => !o)}
          className={cn(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition',
            menuOpen ? 'bg-brand-100 text-brand-700' : 'text-brand-600 hover:bg-brand-50',
          )}
        >
          <Plus className={cn('h-6 w-6 transition-transform', menuOpen && 'rotate-45')} />
        </button>
        <div
          className={cn(
            'flex min-h-10 flex-1 items-end rounded-[22px] bg-slate-100 pe-1 ring-brand-200 transition focus-within:bg-white focus-within:ring-2',
            buttons.length ? 'ps-1' : 'ps-4',
          )}
        >
          {buttons.map(({ key, label, icon: Icon, testId, onTap }) => (
            <button
              key={key}
              type="button"
              aria-label={label()}
              title={label()}
              data-testid={testId}
              onClick={() => onTap(tileContext)}
              className="mb-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-400 transition hover:text-brand-600"
            >
              <Icon className="h-[20px] w-[20px]" />
            </button>
          ))}
          <textarea
            ref={box}
            rows={1}
            value={text}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `composer-limit-${conversationId}` : undefined}
            placeholder={t('chat.message')}
            aria-label={t('chat.message')}
            data-testid="message-input"
            // Laid out by its own first strong letter, whatever the app's direction: 'مرحبا Emma!'
            // right to left in English, 'Hello مرحبا' left to right in Arabic.
            dir={typedDir(text)}
            enterKeyHint="send"
            className="block max-h-[132px] w-full resize-none bg-transparent py-2 text-[16px] leading-6 text-slate-900 outline-none placeholder:text-slate-400"
          />
          <BurnerToggle on={burner} onToggle={() => setBurner(!burner)} />
          <button
            type="button"
            aria-label={t('chat.checkTranslation')}
            aria-pressed={checking}
            title={t('chat.checkTranslation')}
            data-testid="compose-preview-toggle"
            onClick={() => setChecking((c) => !c)}
            className={cn(
              'mb-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full transition',
              checking ? 'bg-brand-100 text-brand-700' : 'text-slate-400 hover:text-brand-600',
            )}
          >
            <Languages className="h-[18px] w-[18px]" />
          </button>
        </div>
        <button
          type="button"
          aria-label={t('chat.recordVoice')}
          aria-pressed={recording}
          title={t('chat.recordVoice')}
          data-testid="mic-button"
          onClick={() => openDialog('voice-note')}
          className={cn(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition',
            recording ? 'bg-rose-500 text-white shadow-md' : 'text-slate-500 hover:bg-slate-100',
          )}
        >
          <Mic className="h-[22px] w-[22px]" />
        </button>
        <button
          type="submit"
          aria-label={t('chat.send')}
          data-testid="send-button"
          title={tooLong ? t('chat.tooLongSend') : undefined}
          disabled={blank || pending || tooLong}
          className="bg-brand-gradient flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white shadow-md transition enabled:hover:brightness-110 enabled:active:scale-90 disabled:bg-none disabled:bg-slate-200 disabled:text-slate-400 disabled:shadow-none"
        >
          <SendHorizontal className="h-5 w-5 rtl:-scale-x-100" />
        </button>
      </form>
      {checking && (
        <div className="pb-[max(0.5rem,env(safe-area-inset-bottom))]">
          <Suspense fallback={null}>
            <ComposePreview text={text} conversationId={conversationId} />
          </Suspense>
        </div>
      )}
    </div>
  );
});

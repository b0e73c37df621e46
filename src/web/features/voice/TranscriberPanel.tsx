import { AlertCircle, Mic, Square } from 'lucide-react';
import type { Language } from '../../../lang/catalog';
import { useLocale, useT } from '../../i18n/use-t';
import { languageName } from '../translate/language-name';
import type { T } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { Spinner } from '../../ui/Spinner';
import type { TranscriberState } from './transcriber';

export interface TranscriberPanelProps {
  state: TranscriberState;
  languages: readonly Language[];
  /**
   * Whether a target can be had (the server's engine reaches it); the others are listed but
   * cannot be picked. Every one can while this is not given.
   */
  available?: (code: string) => boolean;
  onTarget: (code: string) => void;
  onStart: () => void;
  onStop: () => void;
  onClear: () => void;
}

/** Spec core 4: what the speaker is told in each recognition and permission state. */
function statusText(t: T, { status, permission }: TranscriberState): string {
  if (permission === 'requesting') return t('voice.statusRequesting');
  if (status === 'listening') return t('voice.statusListening');
  if (status === 'stopped') return t('voice.statusStopped');
  return t('voice.statusIdle');
}

/** The transcriber's body: target picker, start/stop, live transcript and its translation. */
export function TranscriberPanel({
  state,
  languages,
  available = () => true,
  onTarget,
  onStart,
  onStop,
  onClear,
}: TranscriberPanelProps) {
  const t = useT();
  const locale = useLocale();
  const named = (l: Language) => languageName(locale, l.code, l.name, { standalone: true });
  const listening = state.status === 'listening';
  const target = languages.find((l) => l.code === state.target);
  const heard = state.finalText || state.interimText;

  return (
    <div
      className="space-y-4"
      data-testid="transcriber"
      data-status={state.status}
      data-permission={state.permission}
      data-translating={state.translating}
    >
      {/* The select is as wide as its longest option ('… (unavailable)'): it may shrink, so
          it stays inside the dialog and cuts the chosen name short instead. */}
      <label className="flex min-w-0 items-center justify-between gap-3 text-sm font-medium text-slate-700">
        <span className="shrink-0">{t('voice.translateTo')}</span>
        <select
          value={state.target}
          onChange={(e) => onTarget(e.target.value)}
          data-testid="transcriber-target"
          className="min-w-0 truncate rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm outline-none focus:border-brand-300 focus:ring-2 focus:ring-brand-100"
        >
          {languages.map((l) => {
            // The target set stays pickable, so that the field says what is set.
            const open = l.code === state.target || available(l.code);
            const name = `${l.flag} ${named(l)}`;
            return (
              <option key={l.code} value={l.code} disabled={!open}>
                {open ? name : t('voice.targetUnavailable', { language: name })}
              </option>
            );
          })}
        </select>
      </label>

      <div className="flex flex-col items-center gap-2 py-1">
        <button
          type="button"
          onClick={listening ? onStop : onStart}
          aria-label={listening ? t('voice.stopListening') : t('voice.startListening')}
          aria-pressed={listening}
          data-testid="transcriber-toggle"
          className={cn(
            'relative flex h-16 w-16 items-center justify-center rounded-full text-white shadow-lg transition active:scale-95',
            listening ? 'bg-rose-500' : 'bg-brand-gradient',
          )}
        >
          {listening && (
            <span
              className="absolute inset-0 animate-ping rounded-full bg-rose-400/40"
              aria-hidden
            />
          )}
          {listening ? <Square className="h-6 w-6" /> : <Mic className="h-7 w-7" />}
        </button>
        <p className="text-sm text-slate-500" data-testid="transcriber-status">
          {statusText(t, state)}
        </p>
      </div>

      {state.error && (
        <p
          role="alert"
          data-testid="transcriber-error"
          className="flex items-start gap-2 rounded-2xl bg-rose-50 px-3 py-2.5 text-sm text-rose-700"
        >
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {state.error}
        </p>
      )}

      <section className="rounded-2xl bg-slate-50 px-3.5 py-3">
        <div className="flex items-center justify-between">
          <h3 className="text-[11.5px] font-semibold tracking-wide text-slate-500 uppercase">
            {t('voice.youSaid')}
          </h3>
          {heard && (
            <button
              type="button"
              onClick={onClear}
              className="-my-1 rounded-full px-2 py-1 text-xs font-semibold text-slate-500 hover:bg-slate-200/70 hover:text-slate-800"
            >
              {t('voice.clear')}
            </button>
          )}
        </div>
        <p className="mt-1 min-h-6 text-[15px] text-slate-900" dir="auto" data-testid="transcript">
          {state.finalText}{' '}
          {state.interimText && <span className="text-slate-400">{state.interimText}</span>}
          {!heard && <span className="text-slate-400">{t('voice.transcriptEmpty')}</span>}
        </p>
      </section>

      <section className="rounded-2xl bg-brand-50/70 px-3.5 py-3">
        <h3 className="flex items-center gap-2 text-[11.5px] font-semibold tracking-wide text-brand-700 uppercase">
          {target ? `${target.flag} ${named(target)}` : state.target}
          {state.translating && <Spinner className="h-3 w-3" />}
        </h3>
        <p
          className="mt-1 min-h-6 text-[15px] text-slate-900"
          dir="auto"
          data-testid="transcript-translation"
        >
          {state.translatedText || (
            <span className="text-slate-400">{t('voice.translationEmpty')}</span>
          )}
        </p>
      </section>
    </div>
  );
}

import { BellOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/use-t';

/** Contact info's Mute: a switch, with what it means under it. */
export function MuteSwitch({
  muted,
  onChange,
}: {
  muted: boolean;
  onChange: (muted: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-slate-50 px-3.5 py-3">
      <BellOff aria-hidden className="h-5 w-5 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1">
        <p id="mute-switch-label" className="text-[15px] font-semibold text-slate-800">
          {t('chat-preferences.muteLabel')}
        </p>
        <p className="text-[13px] text-slate-500">{t('chat-preferences.muteBody')}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={muted}
        aria-labelledby="mute-switch-label"
        data-testid="mute-switch"
        onClick={() => onChange(!muted)}
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full transition focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none',
          muted ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'absolute top-1 h-5 w-5 rounded-full bg-white shadow transition-[inset-inline-start]',
            muted ? 'start-6' : 'start-1',
          )}
        />
      </button>
    </div>
  );
}

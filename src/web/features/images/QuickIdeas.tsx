import { Lightbulb } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { QUICK_IDEAS } from './images-text';

export interface QuickIdeasProps {
  onPick: (prompt: string) => void;
  disabled: boolean;
}

/** Spec core 9: six quick-idea prompts; a tap puts one in the prompt. */
export function QuickIdeas({ onPick, disabled }: QuickIdeasProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2" data-testid="playground-ideas">
      <span className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <Lightbulb className="h-3.5 w-3.5" aria-hidden />
        {t('images.quickIdeas')}
      </span>
      {/* One row that scrolls sideways, as suggestion chips do on phones. */}
      <div className="-mx-5 flex gap-1.5 overflow-x-auto px-5 pb-1 [scrollbar-width:none]">
        {QUICK_IDEAS.map((idea) => (
          <button
            key={idea}
            type="button"
            disabled={disabled}
            onClick={() => onPick(t(idea))}
            className="shrink-0 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-xs whitespace-nowrap text-slate-600 transition hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-50"
          >
            {t(idea)}
          </button>
        ))}
      </div>
    </div>
  );
}

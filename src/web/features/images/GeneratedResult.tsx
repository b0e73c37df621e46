import { RotateCcw, SendHorizontal } from 'lucide-react';
import type { GenerateImageResponse, ImageStyle } from '../../../protocol';
import { Button } from '../../ui/Button';
import { useT } from '../../i18n/use-t';
import { STYLE_NAMES } from './images-text';

export interface GeneratedResultProps {
  result: GenerateImageResponse;
  prompt: string;
  style: ImageStyle;
  onSend: () => void;
  onAgain: () => void;
}

/** Spec core 4 'result ready': the picture, what was asked, and sending it into the chat. */
export function GeneratedResult({ result, prompt, style, onSend, onAgain }: GeneratedResultProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3" data-testid="playground-result" data-ref={result.ref}>
      <img
        src={result.imageUrl}
        alt={t('images.resultAlt', { prompt })}
        className="aspect-square w-full rounded-3xl bg-slate-100 object-cover shadow-md"
      />
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 text-sm text-slate-700">{prompt}</p>
        <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
          {t(STYLE_NAMES[style])}
        </span>
      </div>
      <Button size="lg" onClick={onSend} data-testid="playground-send">
        <SendHorizontal className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
        {t('images.send')}
      </Button>
      <Button variant="ghost" size="sm" className="self-center" onClick={onAgain}>
        <RotateCcw className="h-4 w-4" aria-hidden />
        {t('images.again')}
      </Button>
    </div>
  );
}

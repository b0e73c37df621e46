import { useState } from 'react';
import type { FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import type { ImageStyle } from '../../../protocol';
import { IMAGE_PROMPT_MAX_CHARS } from '../../../protocol';
import { Button } from '../../ui/Button';
import { GeneratedResult } from './GeneratedResult';
import { GenerationProgress } from './GenerationProgress';
import { useT } from '../../i18n/use-t';
import { QuickIdeas } from './QuickIdeas';
import { StylePicker } from './StylePicker';
import { useImageGeneration } from './use-image-generation';
import { useSendGenerated } from './use-send-generated';

export interface CreateTabProps {
  meId: string;
  conversationId: string;
  /** The picture went into the chat: the dialog closes. */
  onSent: () => void;
}

/**
 * Image Playground 'Create': a prompt (required, trimmed), quick ideas, the eight styles, then
 * the picture with its simulated progress, and sending it into the chat.
 */
export function CreateTab({ meId, conversationId, onSent }: CreateTabProps) {
  const t = useT();
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<ImageStyle>('realistic');
  const { state, generate, reset } = useImageGeneration(meId);
  const send = useSendGenerated(conversationId, meId);

  if (state.phase === 'ready') {
    return (
      <GeneratedResult
        result={state.result}
        prompt={state.prompt}
        style={state.style}
        onAgain={reset}
        onSend={() => {
          void send(state.result, state.prompt, state.style);
          onSent();
        }}
      />
    );
  }

  const busy = state.phase === 'generating';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void generate(prompt, style);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="playground-create">
      {busy && <GenerationProgress progress={state.progress} />}
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-slate-700">{t('images.promptLabel')}</span>
        <textarea
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          onKeyDown={(e) => {
            // Ctrl/Cmd+Enter generates, as it sends in most composers.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
          }}
          disabled={busy}
          rows={2}
          maxLength={IMAGE_PROMPT_MAX_CHARS}
          placeholder={t('images.promptPlaceholder')}
          data-testid="playground-prompt"
          className="resize-none rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-[15px] text-slate-900 transition outline-none placeholder:text-slate-400 focus:border-brand-400 focus:bg-white focus:ring-4 focus:ring-brand-100 disabled:opacity-60"
        />
        <span className="self-end text-xs text-slate-400 tabular-nums">
          {prompt.length}/{IMAGE_PROMPT_MAX_CHARS}
        </span>
      </label>
      {/* While it draws, the picture's place and progress stand where the choices were. */}
      {!busy && <QuickIdeas onPick={setPrompt} disabled={busy} />}
      {!busy && <StylePicker value={style} onChange={setStyle} disabled={busy} />}
      <Button
        type="submit"
        size="lg"
        disabled={busy || prompt.trim().length === 0}
        data-testid="playground-generate"
      >
        <Sparkles className="h-5 w-5" aria-hidden />
        {busy ? t('images.generating') : t('images.generate')}
      </Button>
    </form>
  );
}

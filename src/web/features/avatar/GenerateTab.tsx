import { useEffect, useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { AvatarStyle } from '../../../protocol/avatar';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { StylePicker } from '../images/StylePicker';
import type { StyleTile } from '../images/image-styles';
import { useImageGeneration } from '../images/use-image-generation';
import { AVATAR_PROMPT_MAX, AVATAR_STYLE_LOOK, avatarPrompt } from './avatar-rules';

/** The four avatar styles' tiles, in the spec's order. */
const STYLE_TILES: StyleTile<AvatarStyle>[] = [
  {
    style: 'realistic',
    nameId: 'avatar.styleRealistic',
    sign: '📷',
    swatch: 'from-sky-400 to-emerald-500',
  },
  {
    style: 'cartoon',
    nameId: 'avatar.styleCartoon',
    sign: '🎨',
    swatch: 'from-yellow-300 to-orange-500',
  },
  {
    style: 'abstract',
    nameId: 'avatar.styleAbstract',
    sign: '🌀',
    swatch: 'from-cyan-400 to-fuchsia-600',
  },
  {
    style: 'pixel',
    nameId: 'avatar.stylePixel',
    sign: '👾',
    swatch: 'from-lime-300 to-indigo-500',
  },
];

export interface GenerateTabProps {
  userId: string;
  /** The picture made, and its style: the page adds the style's last touches and crops it. */
  onGenerated: (imageUrl: string, style: AvatarStyle) => void;
}

/**
 * AI Generate (spec secondary 'Avatar & Profile', 3, 5): a prompt (non-blank once trimmed) and
 * one of the four styles, drawn by the Image Playground's generator (`POST /api/generate-image`).
 */
export function GenerateTab({ userId, onGenerated }: GenerateTabProps) {
  const t = useT();
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<AvatarStyle>('cartoon');
  const { state, generate, reset } = useImageGeneration(userId);
  const generating = state.phase === 'generating';
  const full = avatarPrompt(prompt, style);

  useEffect(() => {
    if (state.phase !== 'ready') return;
    onGenerated(state.result.imageUrl, style);
    reset();
  }, [state, style, onGenerated, reset]);

  return (
    <form
      data-testid="avatar-generate"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (full) void generate(full, AVATAR_STYLE_LOOK[style].generator);
      }}
    >
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-700">
        {t('avatar.promptLabel')}
        <textarea
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          maxLength={AVATAR_PROMPT_MAX}
          rows={2}
          disabled={generating}
          placeholder={t('avatar.promptPlaceholder')}
          data-testid="avatar-prompt"
          className="resize-none rounded-2xl border border-slate-200 bg-white px-4 py-3 text-[15px] font-normal text-slate-900 outline-none placeholder:text-slate-400 focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
        />
      </label>
      <StylePicker
        value={style}
        onChange={setStyle}
        disabled={generating}
        tiles={STYLE_TILES}
        labelId="avatar.styleLabel"
        testId="avatar-styles"
      />
      <Button type="submit" disabled={!full || generating} data-testid="avatar-generate-button">
        {generating ? (
          <>
            <Spinner className="h-4 w-4" label={t('avatar.generating')} />
            {t('avatar.generating')}
          </>
        ) : (
          <>
            <Sparkles aria-hidden className="h-4 w-4" />
            {t('avatar.generate')}
          </>
        )}
      </Button>
      {generating && (
        <div
          className="h-1.5 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label={t('avatar.generating')}
          aria-valuenow={Math.round(state.progress)}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div
            className="bg-brand-gradient h-full rounded-full transition-[width] duration-300"
            style={{ width: `${state.progress}%` }}
          />
        </div>
      )}
    </form>
  );
}

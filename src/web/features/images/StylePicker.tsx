import type { ImageStyle } from '../../../protocol';
import { cn } from '../../lib/cn';
import { STYLE_TILES } from './image-styles';
import { useT } from '../../i18n/use-t';

export interface StylePickerProps {
  value: ImageStyle;
  onChange: (style: ImageStyle) => void;
  disabled: boolean;
}

/** The spec's eight styles as a grid of swatches, one chosen (a radio group to assistive tech). */
export function StylePicker({ value, onChange, disabled }: StylePickerProps) {
  const t = useT();
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-700">
        {t('images.styleLabel')}
      </legend>
      <div role="radiogroup" className="grid grid-cols-4 gap-2" data-testid="playground-styles">
        {STYLE_TILES.map(({ style, nameId, sign, swatch }) => {
          const chosen = style === value;
          return (
            <button
              key={style}
              type="button"
              role="radio"
              aria-checked={chosen}
              data-style={style}
              onClick={() => onChange(style)}
              className={cn(
                'flex flex-col items-center gap-1 rounded-2xl p-1.5 text-[11px] font-medium text-slate-600 transition disabled:opacity-50',
                chosen ? 'bg-brand-50 text-brand-700 ring-2 ring-brand-500' : 'hover:bg-slate-50',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'flex h-11 w-full items-center justify-center rounded-xl bg-gradient-to-br text-lg shadow-sm',
                  swatch,
                )}
              >
                {sign}
              </span>
              <span className="leading-tight">{t(nameId)}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

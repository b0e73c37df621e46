import type { ImageStyle } from '../../../protocol';
import { cn } from '../../lib/cn';
import type { StyleTile } from './image-styles';
import { STYLE_TILES } from './image-styles';
import { useT } from '../../i18n/use-t';

export interface StylePickerProps<S extends string> {
  value: S;
  onChange: (style: S) => void;
  disabled: boolean;
  /** The styles offered; the Image Playground's eight by default. */
  tiles?: readonly StyleTile<S>[];
  labelId?: string;
  testId?: string;
}

/** Styles as a grid of swatches, one chosen (a radio group to assistive tech). */
export function StylePicker<S extends string = ImageStyle>({
  value,
  onChange,
  disabled,
  tiles = STYLE_TILES as unknown as readonly StyleTile<S>[],
  labelId = 'images.styleLabel',
  testId = 'playground-styles',
}: StylePickerProps<S>) {
  const t = useT();
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-700">{t(labelId)}</legend>
      <div role="radiogroup" className="grid grid-cols-4 gap-2" data-testid={testId}>
        {tiles.map(({ style, nameId, sign, swatch }) => {
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

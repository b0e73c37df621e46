import { Monitor, Moon, Sun } from 'lucide-react';
import type { Theme } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { themeApply } from './store/theme';
import { useSettingsSave } from './use-settings-save';

const CHOICES: Array<{ value: Theme; labelId: string; Icon: typeof Sun }> = [
  { value: 'light', labelId: 'settings.themeLight', Icon: Sun },
  { value: 'dark', labelId: 'settings.themeDark', Icon: Moon },
  { value: 'system', labelId: 'settings.themeSystem', Icon: Monitor },
];

/** Theme: light, dark or the device's (system). Applied at once, then saved. */
export function ThemePicker({ compact }: { compact?: boolean }) {
  const t = useT();
  const { settings, save } = useSettingsSave();
  return (
    <div
      role="radiogroup"
      aria-label={t('settings.theme')}
      className={cn('flex gap-1 rounded-2xl bg-slate-100 p-1', compact ? 'mx-1 my-1' : 'my-2')}
      data-testid="theme-picker"
    >
      {CHOICES.map(({ value, labelId, Icon }) => {
        const on = settings.theme === value;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={on}
            data-testid={`theme-${value}`}
            onClick={() => {
              if (on) return;
              themeApply(value);
              save({ theme: value });
            }}
            className={cn(
              'flex min-w-0 flex-1 items-center justify-center gap-1.5 rounded-xl py-2 font-semibold transition',
              compact ? 'px-1 text-[13px]' : 'px-2 text-sm',
              on ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-800',
            )}
          >
            {!compact && <Icon aria-hidden className="h-4 w-4 shrink-0" />}
            <span className="truncate">{t(labelId)}</span>
          </button>
        );
      })}
    </div>
  );
}

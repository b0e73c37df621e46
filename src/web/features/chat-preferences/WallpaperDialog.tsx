import { Check } from 'lucide-react';
import type { Wallpaper } from '../../../protocol/chat-menu-limits';
import { WALLPAPERS } from '../../../protocol/chat-menu-limits';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../../ui/Dialog';
import { WALLPAPER_NAME_IDS, wallpaperKnown, wallpaperStyle } from './wallpapers';

export interface WallpaperDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chat's wallpaper now; null (or a preset this client lacks) is the default. */
  current: string | null;
  onPick: (wallpaper: Wallpaper | null) => void;
}

/** The chat menu's Wallpaper: Default and the presets, each shown as it would look. */
export function WallpaperDialog({ open, onOpenChange, current, onPick }: WallpaperDialogProps) {
  const t = useT();
  const selected = wallpaperKnown(current) ? current : null;
  const choices: Array<{ id: Wallpaper | null; name: string }> = [
    { id: null, name: t('chat-preferences.wallpaperDefault') },
    ...WALLPAPERS.map((id) => ({ id, name: t(WALLPAPER_NAME_IDS[id]) })),
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('chat-preferences.wallpaperTitle')}
      description={t('chat-preferences.wallpaperBody')}
      testId="wallpaper-dialog"
    >
      <ul className="grid grid-cols-3 gap-3">
        {choices.map(({ id, name }) => {
          const on = id === selected;
          return (
            <li key={id ?? 'default'}>
              <button
                type="button"
                aria-pressed={on}
                data-testid={`wallpaper-${id ?? 'default'}`}
                onClick={() => {
                  onPick(id);
                  onOpenChange(false);
                }}
                className="group flex w-full flex-col items-center gap-1.5 rounded-2xl outline-none"
              >
                <span
                  className={cn(
                    'relative block aspect-[3/4] w-full overflow-hidden rounded-2xl ring-1 ring-slate-900/10 transition group-hover:ring-2 group-hover:ring-brand-300 group-focus-visible:ring-4 group-focus-visible:ring-brand-300',
                    id === null && 'chat-wallpaper',
                    on && 'ring-3 ring-brand-500 group-hover:ring-brand-500',
                  )}
                  style={wallpaperStyle(id)}
                >
                  {/* Two bubbles, so the preview reads like a chat. */}
                  <span className="absolute start-2 top-3 h-3 w-9 rounded-full bg-white shadow-sm" />
                  <span className="bg-brand-gradient absolute end-2 top-8 h-3 w-10 rounded-full" />
                  {on && (
                    <span className="absolute end-1.5 bottom-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-white">
                      <Check aria-hidden className="h-4 w-4" strokeWidth={3} />
                    </span>
                  )}
                </span>
                <span className="text-[13px] font-medium text-slate-700">{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

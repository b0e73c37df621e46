import { useT } from '../../i18n/use-t';
import type { ChatTile, ChatTileContext } from './registry/chat-tiles';

export interface FeatureMenuProps {
  /** The tiles to show, in order: the registered ones and the composer's own. */
  tiles: readonly ChatTile[];
  /** What a tapped tile may do in this chat. */
  chat: ChatTileContext;
  onClose: () => void;
}

/** Spec core 2: the '+' drawer above the input, one tile per feature, in the spec's order. */
export function FeatureMenu({ tiles, chat, onClose }: FeatureMenuProps) {
  const t = useT();
  return (
    <div
      className="animate-slide-up grid grid-cols-4 gap-x-2 gap-y-4 border-t border-slate-100 bg-white px-4 pt-4 pb-3"
      data-testid="feature-menu"
      role="menu"
    >
      {tiles.map(({ key, label, icon: Icon, tone, onTap }) => (
        <button
          key={key}
          type="button"
          role="menuitem"
          onClick={() => {
            onClose();
            onTap(chat);
          }}
          className="group flex flex-col items-center gap-1.5"
        >
          <span
            className={`flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br ${tone} text-white shadow-md transition group-hover:-translate-y-0.5 group-active:scale-95`}
          >
            <Icon className="h-6 w-6" strokeWidth={2.1} />
          </span>
          <span className="text-center text-[11.5px] leading-tight font-medium text-slate-600">
            {t(label)}
          </span>
        </button>
      ))}
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import {
  Camera,
  Clock,
  DollarSign,
  Gamepad2,
  Image,
  Map,
  MapPin,
  Mic,
  Music,
  Smile,
  Sparkles,
  Sticker,
} from 'lucide-react';
import { useT } from '../../i18n/use-t';

interface Feature {
  /** What the chat's actions are keyed by. */
  key: string;
  /** The tile's words: a catalog id. */
  label: string;
  icon: LucideIcon;
  /** Tile colours: a soft gradient per feature, like an app drawer. */
  tone: string;
  run?: () => void;
}

/** Spec core 2: the feature menu grid, in the spec's order. */
const FEATURES: Feature[] = [
  {
    key: 'Image Playground',
    label: 'chat.featureImagePlayground',
    icon: Sparkles,
    tone: 'from-fuchsia-500 to-violet-500',
  },
  {
    key: 'Location',
    label: 'chat.featureLocation',
    icon: MapPin,
    tone: 'from-rose-500 to-orange-400',
  },
  {
    key: 'Google Maps',
    label: 'chat.featureGoogleMaps',
    icon: Map,
    tone: 'from-emerald-500 to-teal-400',
    run: () => window.open('https://maps.google.com', '_blank', 'noopener,noreferrer'),
  },
  { key: 'Memoji', label: 'chat.featureMemoji', icon: Smile, tone: 'from-amber-400 to-yellow-300' },
  {
    key: 'Allo Cash',
    label: 'chat.featureAlloCash',
    icon: DollarSign,
    tone: 'from-green-500 to-emerald-400',
  },
  {
    key: 'Allogames',
    label: 'chat.featureAllogames',
    icon: Gamepad2,
    tone: 'from-indigo-500 to-blue-400',
  },
  {
    key: 'AlloMoji',
    label: 'chat.featureAlloMoji',
    icon: Sticker,
    tone: 'from-pink-500 to-rose-400',
  },
  {
    key: 'Send Later',
    label: 'chat.featureSendLater',
    icon: Clock,
    tone: 'from-sky-500 to-cyan-400',
  },
  { key: 'Camera', label: 'chat.featureCamera', icon: Camera, tone: 'from-slate-600 to-slate-400' },
  { key: 'Photos', label: 'chat.featurePhotos', icon: Image, tone: 'from-orange-500 to-amber-400' },
  { key: 'Music', label: 'chat.featureMusic', icon: Music, tone: 'from-red-500 to-pink-500' },
  { key: 'Voice', label: 'chat.featureVoice', icon: Mic, tone: 'from-violet-600 to-purple-400' },
];

export interface FeatureMenuProps {
  onClose: () => void;
  /** Features the chat opens itself (dialogs that need the composer), by tile key. */
  actions?: Partial<Record<string, () => void>>;
}

/** The '+' drawer above the input: one tile per feature. */
export function FeatureMenu({ onClose, actions }: FeatureMenuProps) {
  const t = useT();
  return (
    <div
      className="animate-slide-up grid grid-cols-4 gap-x-2 gap-y-4 border-t border-slate-100 bg-white px-4 pt-4 pb-3"
      data-testid="feature-menu"
      role="menu"
    >
      {FEATURES.map(({ key, label, icon: Icon, tone, run }) => (
        <button
          key={key}
          type="button"
          role="menuitem"
          onClick={() => {
            onClose();
            // Every tile has its feature: the chat's dialogs, or its own `run`.
            (actions?.[key] ?? run)?.();
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

import { Trash2 } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';

export interface CurrentAvatarProps {
  me: User;
  /** A cropped picture waiting to be saved (its object URL), shown in place of the stored one. */
  pending: string | null;
  busy: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onRemove: () => void;
}

/** The avatar as others see it, or the new one with Save and Cancel; Remove otherwise. */
export function CurrentAvatar({
  me,
  pending,
  busy,
  onSave,
  onDiscard,
  onRemove,
}: CurrentAvatarProps) {
  const t = useT();
  return (
    <div className="flex items-center gap-4 rounded-3xl bg-white p-4 shadow-card">
      <div className="relative" data-testid="avatar-current" data-src={pending ?? me.avatar ?? ''}>
        <Avatar src={pending ?? me.avatar} name={me.displayName} size={96} />
        {pending && (
          <span className="absolute -end-1 -top-1 rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-bold text-white shadow">
            {t('avatar.newBadge')}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-slate-900">{me.displayName}</p>
          <p className="truncate text-sm text-slate-500">
            <span dir="ltr">@{me.username}</span>
          </p>
        </div>
        {pending ? (
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={onDiscard} disabled={busy}>
              {t('avatar.cancel')}
            </Button>
            <Button size="sm" onClick={onSave} disabled={busy} data-testid="avatar-save">
              {busy ? t('avatar.saving') : t('avatar.save')}
            </Button>
          </div>
        ) : (
          <Button
            size="sm"
            variant="destructive-ghost"
            className="self-start"
            onClick={onRemove}
            disabled={busy || !me.avatar}
            data-testid="avatar-remove"
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('avatar.remove')}
          </Button>
        )}
      </div>
    </div>
  );
}
